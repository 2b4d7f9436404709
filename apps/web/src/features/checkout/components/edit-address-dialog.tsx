import { DEFAULT_ADDRESS_ALIAS, DEFAULT_COUNTRY } from '@shop/contract/constants';
import { AddressInput as AddressInputSchema, PROFILE_LIMITS, type Address, type AddressInput } from '@shop/contract/users';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { ServiceabilityLine } from '../../../components/delivery-address-card';
import { Dialog } from '../../../components/dialog';
import { PincodeCredit } from '../../../components/pincode-credit';
import { FormPincodeField, FormTextField } from '../../../components/form/fields';
import { Form, useZodForm } from '../../../components/form/form';
import { TextField } from '../../../components/text-field';
import { isPincodeFormat } from '../../../lib/pincodes';
import { usePincodeLookup } from '../../../components/use-pincode-lookup';
import { CHECKOUT_TEXTS, CHECKOUT_UI_TEXTS } from '../texts';
import './edit-address-dialog.css';
import { useTexts } from '../../../lib/i18n/texts';

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

/** The street lines of the address, as the form shows them: the first is needed, the second is not. */
const ADDRESS_LINES = [
  { name: 'address_line1', label: 'addressLine1', autoComplete: 'address-line1', required: true },
  { name: 'address_line2', label: 'addressLine2', autoComplete: 'address-line2', required: false },
] as const;

/** The dialog's values as typed: the address lines and pincode the contract checks, and what to do with it. */
interface AddressDraft {
  address_line1: string;
  address_line2: string;
  pincode: string;
  save: boolean;
  makeDefault: boolean;
}

/** What the dialog asks of an address, as the contract's address input checks it (city and state come from the pincode). */
const DeliveryAddressSchema = AddressInputSchema.pick({ address_line1: true, address_line2: true, pincode: true });

/**
 * 'Edit Delivery Address' (SPEC.md §2): lines 1 and 2, pincode, and the city and state the pincode belongs to
 * (filled in from the India Post directory, GET /pincodes/{pincode}), with whether the courier delivers there as
 * soon as the pincode is known. The change is saved to the address book, or used for this order only.
 */
export function EditAddressDialog({ mode, address, busy, onSave, onClose }: Props) {
  const CHECKOUT_TEXT = useTexts(CHECKOUT_TEXTS);
  const CHECKOUT_UI_TEXT = useTexts(CHECKOUT_UI_TEXTS);
  const formId = useId();
  const form = useZodForm<AddressDraft>(DeliveryAddressSchema, {
    defaultValues: {
      address_line1: address?.address_line1 ?? '',
      address_line2: address?.address_line2 ?? '',
      pincode: address ? String(address.pincode) : '',
      save: true,
      makeDefault: false,
    },
  });
  const [line1, pincode, save] = useWatch({ control: form.control, name: ['address_line1', 'pincode', 'save'] });
  const place = usePincodeLookup(address ? { city: address.city, state: address.state } : {}, { checkDelivery: true });

  const canSave = !busy && line1.trim() !== '' && isPincodeFormat(pincode) && !place.looking && !place.error && place.state !== '';

  const submit = (draft: AddressDraft) => {
    if (!canSave) return;
    onSave(
      {
        alias: address?.alias || DEFAULT_ADDRESS_ALIAS,
        address_line1: draft.address_line1.trim(),
        address_line2: draft.address_line2.trim(),
        pincode: draft.pincode.trim(),
        city: place.city,
        state: place.state,
        country: address?.country || DEFAULT_COUNTRY,
        isPrimary: address?.isPrimary ?? false,
      },
      { save: draft.save, makeDefault: draft.save && draft.makeDefault },
    );
  };

  return (
    <Dialog
      title={mode === 'edit' ? CHECKOUT_TEXT.editDeliveryAddress : CHECKOUT_UI_TEXT.addDeliveryAddress}
      onClose={onClose}
      busy={busy}
      className="edit-address-dialog"
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {CHECKOUT_TEXT.cancel}
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={!canSave}>
            {busy ? CHECKOUT_UI_TEXT.updating : mode === 'edit' ? CHECKOUT_TEXT.update : CHECKOUT_UI_TEXT.deliverHere}
          </button>
        </>
      }
    >
      <Form<AddressDraft> form={form} onSubmit={submit} id={formId} className="edit-address-dialog__form">
        {ADDRESS_LINES.map((line) => (
          <FormTextField<AddressDraft> key={line.name} {...line} label={CHECKOUT_TEXT[line.label]} maxLength={PROFILE_LIMITS.addressLineMaxLength} disabled={busy} />
        ))}
        <FormPincodeField<AddressDraft> name="pincode" label={CHECKOUT_TEXT.pincode} lookup={place} lookingLabel={CHECKOUT_UI_TEXT.lookingUpPincode} disabled={busy} required />
        <div className="edit-address-dialog__row">
          <TextField label={CHECKOUT_TEXT.city} value={place.city} readOnly disabled={busy} hint={CHECKOUT_UI_TEXT.cityStateHint} />
          <TextField label={CHECKOUT_TEXT.state} value={place.state} readOnly disabled={busy} />
        </div>
        {place.delivery && <ServiceabilityLine serviceability={place.delivery} />}
        <PincodeCredit />
        <label className="edit-address-dialog__check">
          <input type="checkbox" disabled={busy} {...form.register('save')} />
          {mode === 'edit' ? CHECKOUT_UI_TEXT.saveChangeToBook : CHECKOUT_UI_TEXT.saveToBook}
        </label>
        {mode === 'add' && (
          <label className="edit-address-dialog__check">
            <input type="checkbox" disabled={busy || !save} {...form.register('makeDefault')} />
            {CHECKOUT_UI_TEXT.makeDefault}
          </label>
        )}
        {!save && <p className="edit-address-dialog__once">{CHECKOUT_UI_TEXT.thisOrderOnly}</p>}
      </Form>
    </Dialog>
  );
}
