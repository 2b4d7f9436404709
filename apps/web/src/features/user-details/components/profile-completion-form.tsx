import { SIGN_UP_CONSENT_PURPOSES, type SignUpConsentPurpose } from '@shop/contract/consent-rules';
import { CreateProfileBody } from '@shop/contract/users';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ConsentBoxes, givenConsents } from '../../../components/consent-boxes';
import { ServiceabilityLine } from '../../../components/delivery-address-card';
import { FormPincodeField, FormTextField } from '../../../components/form/fields';
import { Form, FormAlert, useZodForm } from '../../../components/form/form';
import { PincodeCredit } from '../../../components/pincode-credit';
import { MOBILE_NUMBER_INPUT, TextField } from '../../../components/text-field';
import { failureMessage } from '../../../lib/query-message';
import { usePincodeLookup } from '../../../components/use-pincode-lookup';
import { useAppDispatch } from '../../../store/hooks';
import { canLeavePersonalStep, canSaveProfile, emptyProfileForm, PersonalFields, profileBody, type ProfileFormData } from '../profile-form';
import { PROFILE_TEXTS } from '../texts';
import { PROFILE_UI_TEXTS } from '../ui-texts';
import './profile-completion-form.css';
import { useTexts } from '../../../lib/i18n/texts';

const STEPS = 2;
/**
 * The profile's part of the server-data cache, loaded with this form rather than with the login and sign-up dialogs
 * the form sits in: most who log in never see this step, and the cache (RTK Query) would weigh on every login.
 */
const loadProfileApi = () => import('../../../lib/profile');
const PERSONAL = ['name', 'email', 'phoneNumber'] as const;

export interface ProfileCompletionFormProps {
  /** Prefilled email; `emailLocked` makes it read-only (the account's own). */
  email: string;
  emailLocked: boolean;
  /** Prefilled name (the Google profile's), still editable. */
  name?: string;
  /** Shows Phone Number, which step 1 then requires. */
  showPhone?: boolean;
  /** The hint under Phone Number (what happens to it next). */
  phoneHint?: string;
  /** Shows City and State, filled in from the pincode. */
  showCityState?: boolean;
  /**
   * Asks for consent beside Save, none ticked (this form completes a sign-up): reminders and offers by mail and,
   * with a phone number typed, on WhatsApp and by SMS and order updates on WhatsApp. Ticks are saved with the profile.
   */
  askConsents?: boolean;
  saveLabel?: string;
  savingLabel?: string;
  /** Shown when saving fails and the server sends no message. */
  saveFailedMessage: string;
  onSaved: () => void;
}

/**
 * The two-step profile-completion form (SPEC.md §2): who you are, then the delivery address. Each step is checked
 * with its part of the contract's CreateProfileBody; saves through POST /user/me-create-profile, which marks the
 * session as having details (lib/profile.ts).
 */
export function ProfileCompletionForm({
  email,
  emailLocked,
  name = '',
  showPhone = false,
  phoneHint: phoneHintGiven,
  showCityState = false,
  askConsents = false,
  saveLabel: saveLabelGiven,
  savingLabel: savingLabelGiven,
  saveFailedMessage,
  onSaved,
}: ProfileCompletionFormProps) {
  const PROFILE_TEXT = useTexts(PROFILE_TEXTS);
  const PROFILE_UI_TEXT = useTexts(PROFILE_UI_TEXTS);
  const phoneHint = phoneHintGiven ?? PROFILE_UI_TEXT.newPhoneHint;
  const saveLabel = saveLabelGiven ?? PROFILE_TEXT.saveDetails;
  const savingLabel = savingLabelGiven ?? PROFILE_TEXT.saving;
  const dispatch = useAppDispatch();
  const [step, setStep] = useState(1);
  const [stepChanged, setStepChanged] = useState(false);
  const form = useZodForm<ProfileFormData>(step === 1 ? PersonalFields : CreateProfileBody, { defaultValues: emptyProfileForm(email, name) });
  const data = useWatch({ control: form.control }) as ProfileFormData;
  const pincode = usePincodeLookup({}, { checkDelivery: true });
  const [saved, setSaved] = useState(false);
  const [consents, setConsents] = useState<Set<SignUpConsentPurpose>>(() => new Set());
  // WhatsApp and SMS need the number: without one typed, only mail is asked.
  const consentPurposes = askConsents ? SIGN_UP_CONSENT_PURPOSES.filter((p) => p === 'offers_email' || (showPhone && data.phoneNumber?.trim())) : [];
  const { isSubmitting } = form.formState;
  // Once saved, the form stays as it is while the page moves on.
  const locked = isSubmitting || saved;

  useEffect(() => {
    void loadProfileApi();
  }, []);

  const goToStep = (next: number) => {
    form.clearErrors('root');
    setStepChanged(true);
    setStep(next);
  };

  async function submit(values: ProfileFormData) {
    if (step === 1) {
      if (canLeavePersonalStep(values, showPhone)) goToStep(2);
      return;
    }
    if (!canSaveProfile(values)) return;
    const result = profileBody(values, showCityState ? { city: pincode.city, state: pincode.state } : undefined);
    if (!result.body) return;
    const ticked = givenConsents(new Set([...consents].filter((p) => consentPurposes.includes(p))));
    if (ticked.length > 0) result.body.consents = ticked;
    const { profileApi } = await loadProfileApi();
    const outcome = await dispatch(profileApi.endpoints.createProfile.initiate({ body: result.body, failedMessage: saveFailedMessage }, { track: false }));
    if (outcome.error) throw new Error(failureMessage(outcome.error, saveFailedMessage));
    setSaved(true);
    onSaved();
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      // A problem with step 1's fields found when saving: show them there.
      onInvalid={(errors) => step === 2 && PERSONAL.some((f) => errors[f]) && goToStep(1)}
      failedMessage={saveFailedMessage}
      className="profile-form"
    >
      <p className="profile-form__progress">
        {PROFILE_UI_TEXT.formSteps(step, STEPS)}
        <span aria-hidden="true"> · </span>
        {step === 1 ? PROFILE_UI_TEXT.personalStep : PROFILE_UI_TEXT.addressStep}
      </p>

      {step === 1 ? (
        <div className="profile-form__fields">
          <FormTextField<ProfileFormData> name="name" label={PROFILE_TEXT.fullName} autoComplete="name" disabled={locked} autoFocus={stepChanged} maxLength={80} />
          <FormTextField<ProfileFormData>
            name="email"
            label={PROFILE_TEXT.email}
            type="email"
            autoComplete="email"
            readOnly={emailLocked}
            aria-readonly={emailLocked || undefined}
            disabled={locked}
          />
          {showPhone ? (
            <FormTextField<ProfileFormData>
              name="phoneNumber"
              label={PROFILE_TEXT.phone}
              {...MOBILE_NUMBER_INPUT}
              disabled={locked}
              hint={phoneHint}
            />
          ) : null}
        </div>
      ) : (
        <div className="profile-form__fields">
          <FormTextField<ProfileFormData> name="street" label={PROFILE_TEXT.street} autoComplete="address-line1" disabled={locked} autoFocus={stepChanged} maxLength={200} />
          <FormTextField<ProfileFormData> name="addressLine2" label={PROFILE_TEXT.addressLine2} autoComplete="address-line2" disabled={locked} maxLength={200} />
          <FormPincodeField<ProfileFormData>
            name="pincode"
            label={PROFILE_TEXT.pincode}
            lookup={showCityState ? pincode : null}
            lookingLabel={PROFILE_UI_TEXT.lookingUpPincode}
            disabled={locked}
          />
          {showCityState ? (
            <div className="profile-form__pair">
              <TextField label={PROFILE_TEXT.city} value={pincode.city} readOnly disabled={locked} hint={PROFILE_UI_TEXT.cityStateHint} />
              <TextField label={PROFILE_TEXT.state} value={pincode.state} readOnly disabled={locked} />
              {pincode.delivery && <ServiceabilityLine serviceability={pincode.delivery} />}
              <PincodeCredit />
            </div>
          ) : null}
          <FormTextField<ProfileFormData> name="country" label={PROFILE_TEXT.country} autoComplete="country-name" disabled={locked} />
          <ConsentBoxes purposes={consentPurposes} chosen={consents} onChange={setConsents} disabled={locked} />
        </div>
      )}

      <FormAlert className="profile-form__error" />

      <div className="profile-form__actions">
        {step === 2 ? (
          <button type="button" className="btn btn-secondary" disabled={locked} onClick={() => goToStep(1)}>
            {PROFILE_TEXT.previous}
          </button>
        ) : null}
        {step === 1 ? (
          <button type="submit" className="btn btn-primary" disabled={locked || !canLeavePersonalStep(data, showPhone)}>
            {PROFILE_TEXT.next}
          </button>
        ) : (
          <button type="submit" className="btn btn-primary" disabled={locked || !canSaveProfile(data)}>
            {isSubmitting ? savingLabel : saveLabel}
          </button>
        )}
      </div>
    </Form>
  );
}
