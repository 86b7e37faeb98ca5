import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import styles from './layer.module.css';

interface LayerProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** Label of the top-left button; '닫기' shows ×, anything else a back arrow. */
  closeLabel?: string;
  /** A bottom bar (buttons) that stays in view. */
  footer?: ReactNode;
  /** Hide the visible title (the dialog stays labelled by it). */
  hideTitle?: boolean;
  /** The element to focus on open (the dialog itself when not given). */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A full-screen dialog inside the app frame (search layer, profit result, feasibility, recruit):
 * role="dialog", aria-modal, labelled by its title; focus moves in on open and back on close;
 * Escape closes it unless a popup above it is open.
 */
export function Layer({
  title,
  children,
  onClose,
  closeLabel = '닫기',
  footer,
  hideTitle,
  initialFocusRef,
}: LayerProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const initialFocus = useRef(initialFocusRef);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    (initialFocus.current?.current ?? dialogRef.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Only the topmost dialog answers Escape.
      const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
      if (dialogs[dialogs.length - 1] === dialogRef.current) onCloseRef.current();
    };
    window.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={styles.layer}
    >
      <header className={styles.header}>
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <span
            aria-hidden="true"
            className={closeLabel === '닫기' ? styles.cross : styles.arrow}
          />
        </button>
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
          {title}
        </h2>
        <span className={styles.spacer} />
      </header>
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
