import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import styles from './layer.module.css';
import { modalProps, useModal } from './use-modal';

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
 * Tab stays inside; Escape closes it unless a dialog above it is open.
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
  useModal(dialogRef, { onEscape: onClose, initialFocusRef });

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  // A layer that moves on to another stage (the recruit layer's confirm, intro and form) renames
  // itself; the control that was pressed is gone, so focus goes back to the dialog, which is
  // announced with its new name.
  const firstTitle = useRef(title);
  useEffect(() => {
    if (title !== firstTitle.current) dialogRef.current?.focus();
  }, [title]);

  return (
    <div {...modalProps(dialogRef, titleId)} className={styles.layer}>
      <div className={styles.header}>
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
      </div>
      {/* Focusable so the keyboard can scroll a result that has no control inside. */}
      <div className={styles.body} tabIndex={0} role="group" aria-labelledby={titleId}>
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
