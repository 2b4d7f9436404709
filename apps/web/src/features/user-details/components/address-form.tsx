import { AddressInput, type Address } from '@shop/contract/users';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { ServiceabilityLine } from '../../../components/delivery-address-card';
import { FormPincodeField, FormTextField } from '../../../components/form/fields';
import { Form, useZodForm } from '../../../components/form/form';
import { PincodeCredit } from '../../../components/pincode-credit';
import { TextField } from '../../../components/text-field';
import { usePincodeLookup } from '../../../components/use-pincode-lookup';
import { addressInputOf, draftOf, emptyAddressDraft, type AddressDraft } from '../addresses';
import { PROFILE_TEXTS } from '../texts';
import { PROFILE_UI_TEXTS } from '../ui-texts';
import './address-form.css';
import { useTexts } from '../../../lib/i18n/texts';

export interface AddressFormProps {
  /** The address being edited; none for a new one. */
  address?: Address;
  busy: boolean;
  error: string | null;
  onSave: (input: AddressInput) => void;
  onCancel: () => void;
}

/** Add or edit one delivery address, checked with the contract; city and state are filled in from the pincode. */
export function AddressForm({ address, busy, error, onSave, onCancel }: AddressFormProps) {
  const PROFILE_TEXT = useTexts(PROFILE_TEXTS);
  const PROFILE_UI_TEXT = useTexts(PROFILE_UI_TEXTS);
  const headingId = useId();
  const form = useZodForm<AddressDraft>(AddressInput, { defaultValues: address ? draftOf(address) : emptyAddressDraft() });
  const pincode = usePincodeLookup(address ? { city: address.city, state: address.state } : {}, { checkDelivery: true });
  const [street, pin, country] = useWatch({ control: form.control, name: ['address_line1', 'pincode', 'country'] });
  const canSave = street.trim() !== '' && pin.trim() !== '' && country.trim() !== '';

  function save(draft: AddressDraft) {
    const { input } = addressInputOf(draft, { city: pincode.city, state: pincode.state });
    if (input) onSave(input);
  }

  return (
    <Form form={form} onSubmit={save} className="address-form" aria-labelledby={headingId}>
      <h3 id={headingId} className="address-form__title">
        {address ? PROFILE_UI_TEXT.editAddressHeading : PROFILE_UI_TEXT.newAddressHeading}
      </h3>
      <FormTextField<AddressDraft> name="alias" label={PROFILE_UI_TEXT.alias} hint={PROFILE_UI_TEXT.aliasHint} maxLength={30} disabled={busy} autoFocus />
      <FormTextField<AddressDraft> name="address_line1" label={PROFILE_TEXT.street} autoComplete="address-line1" maxLength={200} disabled={busy} />
      <FormTextField<AddressDraft> name="address_line2" label={PROFILE_TEXT.addressLine2} autoComplete="address-line2" maxLength={200} disabled={busy} />
      <div className="address-form__row">
        <FormPincodeField<AddressDraft> name="pincode" label={PROFILE_TEXT.pincode} lookup={pincode} lookingLabel={PROFILE_UI_TEXT.lookingUpPincode} disabled={busy} />
        <TextField label={PROFILE_TEXT.city} value={pincode.city} readOnly disabled={busy} />
        <TextField label={PROFILE_TEXT.state} value={pincode.state} readOnly disabled={busy} />
        {pincode.delivery && <ServiceabilityLine serviceability={pincode.delivery} />}
        <PincodeCredit />
      </div>
      <FormTextField<AddressDraft> name="country" label={PROFILE_TEXT.country} autoComplete="country-name" disabled={busy} />
      {error ? (
        <p className="error-text address-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          {PROFILE_UI_TEXT.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy || !canSave}>
          {busy ? PROFILE_TEXT.saving : PROFILE_UI_TEXT.save}
        </button>
      </div>
    </Form>
  );
}
