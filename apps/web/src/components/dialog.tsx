import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DialogClose } from './dialog-close';
import { TOAST_LAYER_CLASS } from './toast-layer';
import './modal.css';
import './dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 || el === document.activeElement);
}

/** Focus for a newly shown modal or step: a [data-autofocus] element, else the first field, else the first control. */
function focusFirst(panel: HTMLElement) {
  const target =
    panel.querySelector<HTMLElement>('[data-autofocus]') ??
    focusables(panel).find((el) => el.matches('input, select, textarea')) ??
    focusables(panel)[0] ??
    panel;
  target.focus({ preventScroll: true });
}

/** Open modals, newest last: Escape closes the newest one wherever focus is (even on the body, after a button it was on got disabled). */
const openStack: Array<{ close: () => void }> = [];

function onDocumentKeyDown(event: globalThis.KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const top = openStack[openStack.length - 1];
  if (!top) return;
  event.preventDefault();
  top.close();
}

interface ModalProps {
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  /** Class of the dialog box. */
  className?: string;
  /** When this changes (e.g. the step of a multi-step form), focus moves to the first field again. */
  focusKey?: string | number;
  children: ReactNode;
}

/**
 * The box under every dialog, in a portal: role=dialog with aria-modal, everything else on the page inert (except
 * toasts), Tab kept inside, Escape closes, the page behind does not scroll, and focus returns to where it was.
 * Dialogs may stack; the newest one is the active one.
 */
function Modal({ labelledBy, describedBy, onClose, className, focusKey, children }: ModalProps) {
  const [layer] = useState(() => {
    const el = document.createElement('div');
    el.className = 'modal-layer';
    return el;
  });
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useLayoutEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.appendChild(layer);
    const madeInert: Element[] = [];
    for (const el of document.body.children) {
      if (el === layer || el.classList.contains(TOAST_LAYER_CLASS) || (el as HTMLElement).inert) continue;
      (el as HTMLElement).inert = true;
      madeInert.push(el);
    }
    const entry = { close: () => onCloseRef.current() };
    openStack.push(entry);
    if (openStack.length === 1) document.addEventListener('keydown', onDocumentKeyDown);
    document.documentElement.classList.add('has-modal');
    return () => {
      for (const el of madeInert) (el as HTMLElement).inert = false;
      openStack.splice(openStack.indexOf(entry), 1);
      if (openStack.length === 0) {
        document.removeEventListener('keydown', onDocumentKeyDown);
        document.documentElement.classList.remove('has-modal');
      }
      layer.remove();
      if (returnTo?.isConnected) returnTo.focus({ preventScroll: true });
    };
  }, [layer]);

  useLayoutEffect(() => {
    if (panelRef.current) focusFirst(panelRef.current);
  }, [focusKey]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !panelRef.current) return;
    event.stopPropagation();
    const items = focusables(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || active === panelRef.current)) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={panelRef}
        className={`modal ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    layer,
  );
}

interface FramedDialogProps {
  /** The dialog's heading, which names it. */
  title: ReactNode;
  labelledBy?: undefined;
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
  /** The body between the lead and the actions; a dialog that only asks has none. */
  children?: ReactNode;
}

/**
 * A dialog laid out its own way (the sign-in dialog's picture beside its steps): the shop's box, focus, Escape and
 * stacking, without the frame; its own heading names it.
 */
interface BareDialogProps {
  /** Id of the dialog's own heading. */
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  className: string;
  focusKey?: string | number;
  children: ReactNode;
}

export type DialogProps = FramedDialogProps | BareDialogProps;

/**
 * The shop's one dialog: the frame (the title, which names it, an optional ×, its lead, the body and the actions) in
 * the accessible box; or, given `labelledBy` instead of a title, the box alone for a dialog laid out its own way.
 */
export function Dialog(props: DialogProps) {
  if (props.labelledBy !== undefined) {
    const { labelledBy, describedBy, onClose, className, focusKey, children } = props;
    return (
      <Modal labelledBy={labelledBy} describedBy={describedBy} onClose={onClose} className={className} focusKey={focusKey}>
        {children}
      </Modal>
    );
  }
  return <FramedDialog {...props} />;
}

function FramedDialog({ title, eyebrow, lead, leadId, describedBy, onClose, closeLabel, busy = false, className, tone = 'primary', onSubmit, focusKey, actions, children }: FramedDialogProps) {
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
