import { useId, type FormEvent, type ReactNode } from 'react';
import { DialogClose } from './dialog-close';
import { Modal } from './modal';
import './dialog.css';

export interface DialogProps {
  title: ReactNode;
  /** A line above the title, such as the step of a multi-step dialog (`dialog__eyebrow` gives it the shop's look). */
  eyebrow?: ReactNode;
  /** The dialog's own words under its title; they describe it (aria-describedby). */
  lead?: ReactNode;
  /** The lead's id, for a part of the dialog its words label (the code boxes under "Enter the code sent to …"). */
  leadId?: string;
  /** Id of the element that describes a dialog without a lead (its error, say). */
  describedBy?: string;
  onClose: () => void;
  /** The accessible name of the × button beside the title; without it the dialog has none (Escape and its own buttons close it). */
  closeLabel?: string;
  /** While true (a request under way) neither Escape nor the × button closes the dialog. */
  busy?: boolean;
  /** The dialog's own class on the modal box: its width and its tuning of the frame (`--dialog-*` properties). */
  className: string;
  /** The stripe on top: the brand colour unless said otherwise; `plain` has none. */
  tone?: 'primary' | 'plain';
  /** Given, the frame is a form and this handles its submission. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** When this changes (the step of a multi-step dialog), focus moves to the first field again. */
  focusKey?: string | number;
  /** The buttons at the foot, right-aligned. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A dialog in the shop's look over the accessible `Modal`: the frame, the title (which names it), an optional ×, its lead, the body and the actions. */
export function Dialog({ title, eyebrow, lead, leadId, describedBy, onClose, closeLabel, busy = false, className, tone = 'primary', onSubmit, focusKey, actions, children }: DialogProps) {
  const titleId = useId();
  const ownLeadId = useId();
  const leadElementId = leadId ?? ownLeadId;
  const heading = (
    <h2 id={titleId} className="dialog__title">
      {title}
    </h2>
  );
  const content = (
    <>
      {eyebrow}
      {closeLabel ? (
        <div className="dialog__header">
          {heading}
          <DialogClose label={closeLabel} onClick={onClose} disabled={busy} />
        </div>
      ) : (
        heading
      )}
      {lead ? (
        <p id={leadElementId} className="dialog__lead">
          {lead}
        </p>
      ) : null}
      {children}
      {actions && <div className="dialog__actions">{actions}</div>}
    </>
  );
  const frameClass = tone === 'plain' ? 'dialog__frame dialog__frame--plain' : 'dialog__frame';
  return (
    <Modal labelledBy={titleId} describedBy={lead ? leadElementId : describedBy} onClose={busy ? () => {} : onClose} className={className} focusKey={focusKey}>
      {onSubmit ? (
        <form className={frameClass} onSubmit={onSubmit} noValidate>
          {content}
        </form>
      ) : (
        <div className={frameClass}>{content}</div>
      )}
    </Modal>
  );
}
