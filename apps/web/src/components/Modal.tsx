import { useEffect, useRef, type ReactNode } from 'react';

interface ModalProps {
  /** id of the element that names the dialog (its title). */
  labelledBy: string;
  describedBy?: string;
  testId: string;
  /** Escape and a click on the backdrop call this; omit for a dialog that must be answered. */
  onClose?: () => void;
  className?: string;
  children: ReactNode;
}

/** A modal dialog over a dimmed backdrop; focus moves into it and Escape closes it. */
export function Modal({ labelledBy, describedBy, testId, onClose, className, children }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    return () => previous?.focus();
  }, []);

  useEffect(() => {
    if (!onClose) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <div className="modal-backdrop" onClick={(event) => event.target === event.currentTarget && onClose?.()}>
      <div
        ref={dialogRef}
        className={className ? `modal ${className}` : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        data-testid={testId}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  );
}
