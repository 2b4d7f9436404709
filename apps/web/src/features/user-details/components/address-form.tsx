import type { Address, AddressInput } from '@shop/contract/users';
import { ServiceabilityLine } from '../../../components/delivery-address-card';
import { PincodeCredit } from '../../../components/pincode-credit';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/text-field';
import { usePincodeLookup } from '../../../lib/use-pincode-lookup';
import { addressInputOf, draftOf, emptyAddressDraft, type AddressDraft } from '../addresses';
import { PROFILE_TEXT } from '../texts';
import { PROFILE_UI_TEXT } from '../ui-texts';
import './address-form.css';

export interface AddressFormProps {
  /** The address being edited; none for a new one. */
  address?: Address;
  busy: boolean;
  error: string | null;
  onSave: (input: AddressInput) => void;
  onCancel: () => void;
}

/** Add or edit one delivery address; city and state are filled in from the pincode. */
export function AddressForm({ address, busy, error, onSave, onCancel }: AddressFormProps) {
  const headingId = useId();
  const [draft, setDraft] = useState<AddressDraft>(() => (address ? draftOf(address) : emptyAddressDraft()));
  const [errors, setErrors] = useState<Partial<Record<keyof AddressDraft, string>>>({});
  const pincode = usePincodeLookup(address ? { city: address.city, state: address.state } : {}, { checkDelivery: true });

  const set = (field: keyof AddressDraft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = addressInputOf(draft, { city: pincode.city, state: pincode.state });
    if (result.errors) {
      setErrors(result.errors as Partial<Record<keyof AddressDraft, string>>);
      return;
    }
    onSave(result.input);
  }

  const canSave = draft.address_line1.trim() !== '' && draft.pincode.trim() !== '' && draft.country.trim() !== '';

  return (
    <form className="address-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId} className="address-form__title">
        {address ? PROFILE_UI_TEXT.editAddressHeading : PROFILE_UI_TEXT.newAddressHeading}
      </h3>
      <TextField
        label={PROFILE_UI_TEXT.alias}
        hint={PROFILE_UI_TEXT.aliasHint}
        value={draft.alias}
        maxLength={30}
        disabled={busy}
        autoFocus
        onChange={(e) => set('alias', e.target.value)}
      />
      <TextField
        label={PROFILE_TEXT.street}
        autoComplete="address-line1"
        value={draft.address_line1}
        maxLength={200}
        disabled={busy}
        error={errors.address_line1}
        onChange={(e) => set('address_line1', e.target.value)}
      />
      <TextField
        label={PROFILE_TEXT.addressLine2}
        autoComplete="address-line2"
        value={draft.address_line2}
        maxLength={200}
        disabled={busy}
        onChange={(e) => set('address_line2', e.target.value)}
      />
      <div className="address-form__row">
        <TextField
          label={PROFILE_TEXT.pincode}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={6}
          value={draft.pincode}
          disabled={busy}
          error={errors.pincode ?? pincode.error}
          hint={pincode.looking ? PROFILE_UI_TEXT.lookingUpPincode : undefined}
          onChange={(e) => {
            const value = e.target.value.replace(/\D/g, '');
            set('pincode', value);
            pincode.onPincodeChange(value);
          }}
        />
        <TextField label={PROFILE_TEXT.city} value={pincode.city} readOnly disabled={busy} />
        <TextField label={PROFILE_TEXT.state} value={pincode.state} readOnly disabled={busy} />
        {pincode.delivery && <ServiceabilityLine serviceability={pincode.delivery} />}
        <PincodeCredit />
      </div>
      <TextField
        label={PROFILE_TEXT.country}
        autoComplete="country-name"
        value={draft.country}
        disabled={busy}
        error={errors.country}
        onChange={(e) => set('country', e.target.value)}
      />
      {error ? (
        <p className="error-text address-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="address-form__buttons">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          {PROFILE_UI_TEXT.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy || !canSave}>
          {busy ? PROFILE_TEXT.saving : PROFILE_UI_TEXT.save}
        </button>
      </div>
    </form>
  );
}
