import { DEFAULT_ADDRESS_ALIAS, DEFAULT_COUNTRY } from '@shop/contract/constants';
import { PROFILE_LIMITS, type Address, type AddressInput } from '@shop/contract/users';
import { useId, useState, type FormEvent } from 'react';
import { PincodeCredit } from '../../../components/pincode-credit';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { isPincodeFormat } from '../../../lib/pincodes';
import { usePincodeLookup } from '../../../lib/use-pincode-lookup';
import { CHECKOUT_TEXT, CHECKOUT_UI_TEXT } from '../texts';
import './edit-address-dialog.css';

interface Props {
  /** The primary address being edited; null when the customer has none yet. */
  address: Address | null;
  busy: boolean;
  onSave: (input: AddressInput) => void;
  onClose: () => void;
}

/**
 * 'Edit Delivery Address' (SPEC.md §2): lines 1 and 2, pincode, and the city and state the pincode belongs to
 * (filled in from the India Post directory, GET /pincodes/{pincode}).
 */
export function EditAddressDialog({ address, busy, onSave, onClose }: Props) {
  const titleId = useId();
  const [line1, setLine1] = useState(address?.address_line1 ?? '');
  const [line2, setLine2] = useState(address?.address_line2 ?? '');
  const [pincode, setPincode] = useState(address ? String(address.pincode) : '');
  const place = usePincodeLookup(address ? { city: address.city, state: address.state } : {});

  const canSave = !busy && line1.trim() !== '' && isPincodeFormat(pincode) && !place.looking && !place.error && place.state !== '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSave) return;
    onSave({
      alias: address?.alias || DEFAULT_ADDRESS_ALIAS,
      address_line1: line1.trim(),
      address_line2: line2.trim(),
      pincode: pincode.trim(),
      city: place.city,
      state: place.state,
      country: address?.country || DEFAULT_COUNTRY,
      isPrimary: true,
    });
  };

  return (
    <Modal labelledBy={titleId} onClose={busy ? () => {} : onClose} className="edit-address-dialog">
      <form className="edit-address-dialog__form" onSubmit={submit} noValidate>
        <h2 id={titleId} className="edit-address-dialog__title">
          {CHECKOUT_TEXT.editDeliveryAddress}
        </h2>
        <TextField
          label={CHECKOUT_TEXT.addressLine1}
          autoComplete="address-line1"
          value={line1}
          maxLength={PROFILE_LIMITS.addressLineMaxLength}
          disabled={busy}
          required
          onChange={(e) => setLine1(e.target.value)}
        />
        <TextField
          label={CHECKOUT_TEXT.addressLine2}
          autoComplete="address-line2"
          value={line2}
          maxLength={PROFILE_LIMITS.addressLineMaxLength}
          disabled={busy}
          onChange={(e) => setLine2(e.target.value)}
        />
        <TextField
          label={CHECKOUT_TEXT.pincode}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={6}
          value={pincode}
          disabled={busy}
          required
          error={place.error}
          hint={place.looking ? CHECKOUT_UI_TEXT.lookingUpPincode : undefined}
          onChange={(e) => {
            const value = e.target.value.replace(/\D/g, '');
            setPincode(value);
            place.onPincodeChange(value);
          }}
        />
        <div className="edit-address-dialog__row">
          <TextField label={CHECKOUT_TEXT.city} value={place.city} readOnly disabled={busy} hint={CHECKOUT_UI_TEXT.cityStateHint} />
          <TextField label={CHECKOUT_TEXT.state} value={place.state} readOnly disabled={busy} />
        </div>
        <PincodeCredit />
        <div className="edit-address-dialog__buttons">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {CHECKOUT_TEXT.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!canSave}>
            {busy ? CHECKOUT_UI_TEXT.updating : CHECKOUT_TEXT.update}
          </button>
        </div>
      </form>
    </Modal>
  );
}
