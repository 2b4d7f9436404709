import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_LAYER_CLASS } from './toast-layer';
import './modal.css';

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

export interface ModalProps {
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
 * An accessible modal dialog in a portal: role=dialog with aria-modal, everything else on the page inert (except
 * toasts), Tab kept inside, Escape closes, the page behind does not scroll, and focus returns to where it was.
 * Modals may stack; the newest one is the active one.
 */
export function Modal({ labelledBy, describedBy, onClose, className, focusKey, children }: ModalProps) {
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
