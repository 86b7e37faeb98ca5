import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Whether `element` is the topmost open modal dialog (the last one in document order). */
export function isTopmostDialog(element: HTMLElement | null): boolean {
  const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
  return element !== null && dialogs[dialogs.length - 1] === element;
}

interface ModalOptions {
  /** Escape closes the dialog (only when it is the topmost one); omit for dialogs that must stay. */
  onEscape?: () => void;
  /** The element to focus on open; the dialog itself when not given. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** The attributes of a modal dialog's element: its ref, role, modality, name and focusability. */
export const modalProps = (dialogRef: RefObject<HTMLDivElement | null>, labelledBy: string) =>
  ({
    ref: dialogRef,
    role: 'dialog',
    'aria-modal': true,
    'aria-labelledby': labelledBy,
    tabIndex: -1,
  }) as const;

/**
 * Modal dialog behaviour shared by layers, popups, the side menu and the walkthrough: focus moves
 * inside on open and back where it was on close, Tab and Shift+Tab stay inside the dialog, and
 * Escape closes only the topmost dialog.
 */
export function useModal(dialogRef: RefObject<HTMLElement | null>, options: ModalOptions = {}) {
  const onEscapeRef = useRef(options.onEscape);
  const initialFocus = useRef(options.initialFocusRef);
  useEffect(() => {
    onEscapeRef.current = options.onEscape;
  }, [options.onEscape]);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const opened = dialogRef.current;
    (initialFocus.current?.current ?? opened)?.focus();

    const onKey = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || !isTopmostDialog(dialog)) return;
      if (event.key === 'Escape') {
        if (onEscapeRef.current) {
          event.preventDefault();
          onEscapeRef.current();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (element) => element.getClientRects().length > 0,
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      // Give focus back only when it would otherwise be lost (not when the dialog led elsewhere).
      const active = document.activeElement;
      if (!active || active === document.body || opened?.contains(active)) {
        if (previous?.isConnected) previous.focus();
      }
    };
  }, [dialogRef]);
}
