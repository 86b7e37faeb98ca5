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
  busy?: boolean;
}

/** A titled message with one acknowledging button, or cancel and confirm (spec section 2 popups). */
export function MessagePopup({
  title,
  children,
  onClose,
  confirmLabel = MATCHING_TEXTS.confirm,
  onConfirm,
  cancelLabel = MATCHING_TEXTS.cancel,
  busy,
}: MessagePopupProps) {
  return (
    <Popup
      title={title}
      onClose={onClose}
      actions={
        <>
          {onConfirm ? (
            <button type="button" className={buttons.secondary} onClick={onClose}>
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
