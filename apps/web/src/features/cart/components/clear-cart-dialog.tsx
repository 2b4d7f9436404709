import { useId } from 'react';
import { Modal } from '../../../components/modal';
import { CART_UI_TEXT } from '../texts';
import './clear-cart-dialog.css';

interface Props {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before emptying the whole bag. */
export function ClearCartDialog({ busy, onConfirm, onCancel }: Props) {
  const titleId = useId();
  const leadId = useId();
  return (
    <Modal labelledBy={titleId} describedBy={leadId} onClose={busy ? () => {} : onCancel} className="clear-cart-dialog">
      <h2 id={titleId} className="clear-cart-dialog__title">
        {CART_UI_TEXT.clearTitle}
      </h2>
      <p id={leadId} className="clear-cart-dialog__lead">
        {CART_UI_TEXT.clearLead}
      </p>
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy} data-autofocus="">
          {CART_UI_TEXT.cancel}
        </button>
        <button type="button" className="btn btn-primary clear-cart-dialog__confirm" onClick={onConfirm} disabled={busy}>
          {CART_UI_TEXT.clearConfirm}
        </button>
      </div>
    </Modal>
  );
}
