import type { ReactNode } from 'react';
import { MATCHING_TEXTS } from '@haetbit/contracts';
import buttons from './button.module.css';
import { Popup } from './popup';

interface MessagePopupProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** A confirm popup: the primary action; without it the popup only acknowledges. */
  confirmLabel?: string;
  onConfirm?: () => void;
  cancelLabel?: string;
  /** The other choice of a confirm popup (closing it unless told); `null`: the confirm button alone. */
  onCancel?: (() => void) | null;
  busy?: boolean;
}

/**
 * A titled message with one acknowledging button, or cancel and confirm, or one button that acts
 * (spec section 2 popups).
 */
export function MessagePopup({
  title,
  children,
  onClose,
  confirmLabel = MATCHING_TEXTS.confirm,
  onConfirm,
  cancelLabel = MATCHING_TEXTS.cancel,
  onCancel = onClose,
  busy,
}: MessagePopupProps) {
  return (
    <Popup
      title={title}
      onClose={onClose}
      actions={
        <>
          {onConfirm && onCancel ? (
            <button type="button" className={buttons.secondary} onClick={onCancel}>
              {cancelLabel}
            </button>
          ) : null}
          <button
            type="button"
            className={buttons.primary}
            disabled={busy}
            onClick={onConfirm ?? onClose}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Popup>
  );
}
