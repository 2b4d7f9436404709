import type { Address } from '@shop/contract/users';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { addressLines } from '../../../lib/delivery-address';
import type { DeliveryChoice } from '../../../lib/use-delivery-address';
import { CHECKOUT_TEXTS, CHECKOUT_UI_TEXTS } from '../texts';
import './edit-address-dialog.css';
import { useTexts } from '../../../lib/i18n/texts';

interface Props {
  saved: readonly Address[];
  /** The address the order goes to now. */
  current: Address | null;
  onChoose: (choice: DeliveryChoice) => void;
  onAdd: () => void;
  onClose: () => void;
}

/** The saved addresses to deliver this order to, one to pick, and a way to add another. The default is not changed. */
export function ChooseAddressDialog({ saved, current, onChoose, onAdd, onClose }: Props) {
  const CHECKOUT_TEXT = useTexts(CHECKOUT_TEXTS);
  const CHECKOUT_UI_TEXT = useTexts(CHECKOUT_UI_TEXTS);
  const [picked, setPicked] = useState(current && saved.some((a) => a._id === current._id) ? current._id : (saved.find((a) => a.isPrimary)?._id ?? ''));

  return (
    <Dialog
      title={CHECKOUT_UI_TEXT.chooseAddressTitle}
      onClose={onClose}
      className="edit-address-dialog"
      onSubmit={(event) => {
        event.preventDefault();
        const address = saved.find((a) => a._id === picked);
        if (address) onChoose(address.isPrimary ? { kind: 'primary' } : { kind: 'saved', id: address._id });
      }}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {CHECKOUT_TEXT.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!picked}>
            {CHECKOUT_UI_TEXT.deliverHere}
          </button>
        </>
      }
    >
      <fieldset className="choose-address__list">
        <legend className="visually-hidden">{CHECKOUT_UI_TEXT.chooseAddressTitle}</legend>
        {saved.map((address) => (
          <label key={address._id} className="choose-address__option">
            <input type="radio" name="delivery-address" value={address._id} checked={picked === address._id} onChange={() => setPicked(address._id)} />
            <span className="choose-address__text">
              <span className="choose-address__alias">
                {address.alias}
                {address.isPrimary && <span className="choose-address__default">{CHECKOUT_UI_TEXT.defaultAddress}</span>}
              </span>
              <span>{addressLines(address).join(', ')}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="button" className="btn btn-secondary" onClick={onAdd}>
        {CHECKOUT_UI_TEXT.addNewAddress}
      </button>
    </Dialog>
  );
}
