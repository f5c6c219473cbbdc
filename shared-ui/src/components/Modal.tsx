import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { Button } from './Button';

export const ModalResponse = { CONFIRM: 'CONFIRM', CANCEL: 'CANCEL' } as const;
export type ModalResponse = (typeof ModalResponse)[keyof typeof ModalResponse];

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Shows the confirm button as a danger action (deletions). */
  danger?: boolean;
  /** Hides the cancel button for acknowledgement-only dialogs. */
  hideCancel?: boolean;
  onResponse: (response: ModalResponse) => void;
}

/** A dialog that answers CONFIRM or CANCEL. Escape and the backdrop answer CANCEL. */
export function Modal({ open, title, children, confirmLabel, cancelLabel, danger, hideCancel, onResponse }: ModalProps) {
  const { t } = useT();
  const titleId = useId();
  const bodyId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    // Return focus to whatever opened the dialog when it closes.
    const previous = document.activeElement as HTMLElement | null;
    confirmRef.current?.focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) {
    return null;
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onResponse(ModalResponse.CANCEL);
    } else if (event.key === 'Tab') {
      trapFocus(event, dialogRef.current);
    }
  };

  return (
    <div className="at-modal__backdrop" onMouseDown={(e) => e.target === e.currentTarget && onResponse(ModalResponse.CANCEL)}>
      <div
        ref={dialogRef}
        className="at-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        onKeyDown={onKeyDown}
      >
        <h2 className="at-modal__title" id={titleId}>
          {title}
        </h2>
        {children ? <div id={bodyId}>{children}</div> : null}
        <div className="at-modal__actions">
          {hideCancel ? null : (
            <Button variant="secondary" onClick={() => onResponse(ModalResponse.CANCEL)}>
              {cancelLabel ?? t('cancel', 'Cancel')}
            </Button>
          )}
          <Button ref={confirmRef} variant={danger ? 'danger' : 'primary'} onClick={() => onResponse(ModalResponse.CONFIRM)}>
            {confirmLabel ?? t('confirm', 'Confirm')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Keeps Tab inside the dialog. */
function trapFocus(event: KeyboardEvent, container: HTMLElement | null) {
  if (!container) {
    return;
  }
  const focusable = Array.from(container.querySelectorAll<HTMLElement>('button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex="-1"])'));
  if (focusable.length === 0) {
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
