import { DEFAULT_ADDRESS_ALIAS, DEFAULT_COUNTRY } from '@shop/contract/constants';
import { PROFILE_LIMITS, type Address, type AddressInput } from '@shop/contract/users';
import { useState, type FormEvent } from 'react';
import { ServiceabilityLine } from '../../../components/delivery-address-card';
import { Dialog } from '../../../components/dialog';
import { PincodeCredit } from '../../../components/pincode-credit';
import { TextField } from '../../../components/text-field';
import { isPincodeFormat } from '../../../lib/pincodes';
import { usePincodeLookup } from '../../../lib/use-pincode-lookup';
import { CHECKOUT_TEXT, CHECKOUT_UI_TEXT } from '../texts';
import './edit-address-dialog.css';

/** What to do with the address beyond delivering this order there. */
export interface AddressSaveOptions {
  /** Keep it in the address book (false: this order only). */
  save: boolean;
  /** Make it the default (primary) address. */
  makeDefault: boolean;
}

interface Props {
  /** Editing the address the order goes to, or adding a new one. */
  mode: 'edit' | 'add';
  /** The address being edited; null when adding (or when the customer has none yet). */
  address: Address | null;
  busy: boolean;
  onSave: (input: AddressInput, options: AddressSaveOptions) => void;
  onClose: () => void;
}

/**
 * 'Edit Delivery Address' (SPEC.md §2): lines 1 and 2, pincode, and the city and state the pincode belongs to
 * (filled in from the India Post directory, GET /pincodes/{pincode}), with whether the courier delivers there as
 * soon as the pincode is known. The change is saved to the address book, or used for this order only.
 */
export function EditAddressDialog({ mode, address, busy, onSave, onClose }: Props) {
  const [line1, setLine1] = useState(address?.address_line1 ?? '');
  const [line2, setLine2] = useState(address?.address_line2 ?? '');
  const [pincode, setPincode] = useState(address ? String(address.pincode) : '');
  const [save, setSave] = useState(true);
  const [makeDefault, setMakeDefault] = useState(false);
  const place = usePincodeLookup(address ? { city: address.city, state: address.state } : {}, { checkDelivery: true });

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
      isPrimary: address?.isPrimary ?? false,
    }, { save, makeDefault: save && makeDefault });
  };

  return (
    <Dialog
      title={mode === 'edit' ? CHECKOUT_TEXT.editDeliveryAddress : CHECKOUT_UI_TEXT.addDeliveryAddress}
      onClose={onClose}
      busy={busy}
      className="edit-address-dialog"
      onSubmit={submit}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {CHECKOUT_TEXT.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!canSave}>
            {busy ? CHECKOUT_UI_TEXT.updating : mode === 'edit' ? CHECKOUT_TEXT.update : CHECKOUT_UI_TEXT.deliverHere}
          </button>
        </>
      }
    >
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
      {place.delivery && <ServiceabilityLine serviceability={place.delivery} />}
      <PincodeCredit />
      <label className="edit-address-dialog__check">
        <input type="checkbox" checked={save} disabled={busy} onChange={(e) => setSave(e.target.checked)} />
        {mode === 'edit' ? CHECKOUT_UI_TEXT.saveChangeToBook : CHECKOUT_UI_TEXT.saveToBook}
      </label>
      {mode === 'add' && (
        <label className="edit-address-dialog__check">
          <input type="checkbox" checked={makeDefault} disabled={busy || !save} onChange={(e) => setMakeDefault(e.target.checked)} />
          {CHECKOUT_UI_TEXT.makeDefault}
        </label>
      )}
      {!save && <p className="edit-address-dialog__once">{CHECKOUT_UI_TEXT.thisOrderOnly}</p>}
    </Dialog>
  );
}
