import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './popup.module.css';

interface PopupProps {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onClose?: () => void;
  /** Width in px; the spec sets 414 for popups and 396 for the terms popup. */
  widthPx?: number;
}

/** A modal dialog: labelled, focus moved inside on open and restored on close, Escape closes. */
export function Popup({ title, children, actions, onClose, widthPx }: PopupProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    return () => previous?.focus?.();
  }, []);

  useEffect(() => {
    if (!onClose) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        style={widthPx ? { maxWidth: `min(${widthPx}px, calc(100vw - 40px))` } : undefined}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>
  );
}
