import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../i18n/useT';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Action buttons, laid out at the bottom. */
  footer?: ReactNode;
}

/**
 * An accessible modal dialog on the native <dialog>: showModal() makes the page behind it inert,
 * traps focus and closes on Escape; focus returns to the control that opened it.
 */
export function Modal({ open, title, onClose, children, footer }: ModalProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  function handleClose() {
    const opener = openerRef.current;
    if (opener instanceof HTMLElement) opener.focus();
    if (open) onClose();
  }

  return (
    <dialog ref={dialogRef} className="modal" aria-labelledby={titleId} onClose={handleClose}>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="modal__close" onClick={onClose} aria-label={t('layout.ui.close')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="modal__body">{children}</div>
      {footer ? <div className="modal__footer">{footer}</div> : null}
    </dialog>
  );
}
