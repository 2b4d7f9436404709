import { useId, type ReactNode } from 'react';
import { Dialog } from '../../../components/dialog';

export interface ConfirmDialogProps {
  title: string;
  /** What will happen, in plain words. */
  message: ReactNode;
  confirmLabel: string;
  /** The button that backs out; "Cancel" unless that would be ambiguous (e.g. next to "Cancel order"). */
  cancelLabel?: string;
  /** Styles the confirm button as a destructive step. */
  destructive?: boolean;
  busy?: boolean;
  /** The server's refusal, shown inside the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** Extra fields, e.g. a reason. */
  children?: ReactNode;
}

/** Asks before a step that cannot be undone; Escape or Cancel backs out. */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel = 'Cancel', destructive, busy, error, onConfirm, onCancel, children }: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Dialog
      title={title}
      describedBy={messageId}
      onClose={onCancel}
      busy={busy}
      className="confirm-dialog"
      tone="plain"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="submit" className={`btn ${destructive ? 'btn-danger' : 'btn-primary'}`} disabled={busy} data-autofocus>
            {busy ? 'Working…' : confirmLabel}
          </button>
        </>
      }
    >
      <div id={messageId} className="confirm-dialog__message">
        {message}
      </div>
      {children}
      {error ? (
        <p role="alert" className="error-text">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
