import { Dialog } from '../../../components/dialog';
import { CART_UI_TEXTS } from '../texts';
import './clear-cart-dialog.css';
import { useTexts } from '../../../lib/i18n/texts';

interface Props {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before emptying the whole bag. */
export function ClearCartDialog({ busy, onConfirm, onCancel }: Props) {
  const CART_UI_TEXT = useTexts(CART_UI_TEXTS);
  return (
    <Dialog
      title={CART_UI_TEXT.clearTitle}
      lead={CART_UI_TEXT.clearLead}
      onClose={onCancel}
      busy={busy}
      className="clear-cart-dialog"
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy} data-autofocus="">
            {CART_UI_TEXT.cancel}
          </button>
          <button type="button" className="btn btn-primary clear-cart-dialog__confirm" onClick={onConfirm} disabled={busy}>
            {CART_UI_TEXT.clearConfirm}
          </button>
        </>
      }
    />
  );
}
