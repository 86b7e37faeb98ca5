import { useId, useRef, type ReactNode } from 'react';
import { LAYOUT_PX } from '@haetbit/contracts';
import styles from './popup.module.css';
import { modalProps, useModal } from './use-modal';

interface PopupProps {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onClose?: () => void;
  /** Width in px: 414 for popups (the default) and 396 for the terms popup (spec section 9). */
  widthPx?: number;
}

/**
 * A modal dialog: labelled, focus moved inside on open and restored on close, Tab kept inside,
 * Escape closes it when it is the topmost dialog.
 */
export function Popup({ title, children, actions, onClose, widthPx }: PopupProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useModal(dialogRef, { onEscape: onClose });

  return (
    // Clicks stay inside the popup: a popup opened from the side menu must not reach the menu's
    // backdrop, which closes the menu.
    <div className={styles.backdrop} onClick={(event) => event.stopPropagation()}>
      <div
        {...modalProps(dialogRef, titleId)}
        className={styles.dialog}
        style={{ maxWidth: `min(${widthPx ?? LAYOUT_PX.popup}px, 100vw)` }}
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
