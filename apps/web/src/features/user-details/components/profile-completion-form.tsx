import { useState, type FormEvent } from 'react';
import { ServiceabilityLine } from '../../../components/delivery-address-card';
import { PincodeCredit } from '../../../components/pincode-credit';
import { TextField } from '../../../components/text-field';
import { usePincodeLookup } from '../../../lib/use-pincode-lookup';
import { useAppDispatch } from '../../../store/hooks';
import { createProfile } from '../../../store/user-details-slice';
import { canLeavePersonalStep, canSaveProfile, emptyProfileForm, personalStepErrors, profileBody, type FieldErrors, type ProfileFormData } from '../profile-form';
import { PROFILE_TEXT } from '../texts';
import { PROFILE_UI_TEXT } from '../ui-texts';
import './profile-completion-form.css';

const STEPS = 2;

export interface ProfileCompletionFormProps {
  /** Prefilled email; `emailLocked` makes it read-only (the account's own). */
  email: string;
  emailLocked: boolean;
  /** Shows Phone Number, which step 1 then requires. */
  showPhone?: boolean;
  /** Shows City and State, filled in from the pincode. */
  showCityState?: boolean;
  saveLabel?: string;
  savingLabel?: string;
  /** Shown when saving fails and the server sends no message. */
  saveFailedMessage: string;
  onSaved: () => void;
}

/**
 * The two-step profile-completion form (SPEC.md §2): who you are, then the delivery address. Saves through
 * POST /user/me-create-profile, which marks the session as having details.
 */
export function ProfileCompletionForm({
  email,
  emailLocked,
  showPhone = false,
  showCityState = false,
  saveLabel = PROFILE_TEXT.saveDetails,
  savingLabel = PROFILE_TEXT.saving,
  saveFailedMessage,
  onSaved,
}: ProfileCompletionFormProps) {
  const dispatch = useAppDispatch();
  const [step, setStep] = useState(1);
  const [stepChanged, setStepChanged] = useState(false);
  const [data, setData] = useState<ProfileFormData>(() => emptyProfileForm(email));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const pincode = usePincodeLookup({}, { checkDelivery: true });
  const locked = saving || saved;

  const set = (field: keyof ProfileFormData) => (value: string) => {
    setData((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const goToStep = (next: number) => {
    setSaveError(null);
    setStepChanged(true);
    setStep(next);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Inside a modal the form's events also bubble to the modal's own form handlers; this one is complete.
    event.stopPropagation();
    if (locked) return;
    if (step === 1) {
      if (!canLeavePersonalStep(data, showPhone)) return;
      const problems = personalStepErrors(data);
      setErrors(problems);
      if (Object.keys(problems).length === 0) goToStep(2);
      return;
    }
    if (!canSaveProfile(data)) return;
    const result = profileBody(data, showCityState ? { city: pincode.city, state: pincode.state } : undefined);
    if (result.errors) {
      setErrors(result.errors);
      const personal = ['name', 'email', 'phoneNumber'] as const;
      if (personal.some((f) => result.errors[f])) goToStep(1);
      return;
    }
    setSaving(true);
    setSaveError(null);
    const outcome = await dispatch(createProfile(result.body));
    setSaving(false);
    if (createProfile.fulfilled.match(outcome)) {
      setSaved(true);
      onSaved();
    } else {
      setSaveError(outcome.payload || saveFailedMessage);
    }
  }

  const pincodeError = errors.pincode ?? (showCityState ? pincode.error : null);

  return (
    <form className="profile-form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="profile-form__progress">
        {PROFILE_UI_TEXT.formSteps(step, STEPS)}
        <span aria-hidden="true"> · </span>
        {step === 1 ? PROFILE_UI_TEXT.personalStep : PROFILE_UI_TEXT.addressStep}
      </p>

      {step === 1 ? (
        <div className="profile-form__fields">
          <TextField
            label={PROFILE_TEXT.fullName}
            autoComplete="name"
            value={data.name}
            disabled={locked}
            autoFocus={stepChanged}
            error={errors.name}
            maxLength={80}
            onChange={(e) => set('name')(e.target.value)}
          />
          <TextField
            label={PROFILE_TEXT.email}
            type="email"
            autoComplete="email"
            value={data.email}
            readOnly={emailLocked}
            aria-readonly={emailLocked || undefined}
            disabled={locked}
            error={errors.email}
            onChange={(e) => set('email')(e.target.value)}
          />
          {showPhone ? (
            <TextField
              label={PROFILE_TEXT.phone}
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              value={data.phoneNumber}
              disabled={locked}
              error={errors.phoneNumber}
              hint={PROFILE_UI_TEXT.newPhoneHint}
              onChange={(e) => set('phoneNumber')(e.target.value)}
            />
          ) : null}
        </div>
      ) : (
        <div className="profile-form__fields">
          <TextField
            label={PROFILE_TEXT.street}
            autoComplete="address-line1"
            value={data.street}
            disabled={locked}
            autoFocus={stepChanged}
            error={errors.street}
            maxLength={200}
            onChange={(e) => set('street')(e.target.value)}
          />
          <TextField
            label={PROFILE_TEXT.addressLine2}
            autoComplete="address-line2"
            value={data.addressLine2}
            disabled={locked}
            error={errors.addressLine2}
            maxLength={200}
            onChange={(e) => set('addressLine2')(e.target.value)}
          />
          <TextField
            label={PROFILE_TEXT.pincode}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={6}
            value={data.pincode}
            disabled={locked}
            error={pincodeError}
            hint={showCityState && pincode.looking ? PROFILE_UI_TEXT.lookingUpPincode : undefined}
            onChange={(e) => {
              const value = e.target.value.replace(/\D/g, '');
              set('pincode')(value);
              if (showCityState) pincode.onPincodeChange(value);
            }}
          />
          {showCityState ? (
            <div className="profile-form__pair">
              <TextField label={PROFILE_TEXT.city} value={pincode.city} readOnly disabled={locked} hint={PROFILE_UI_TEXT.cityStateHint} />
              <TextField label={PROFILE_TEXT.state} value={pincode.state} readOnly disabled={locked} />
              {pincode.delivery && <ServiceabilityLine serviceability={pincode.delivery} />}
        <PincodeCredit />
            </div>
          ) : null}
          <TextField
            label={PROFILE_TEXT.country}
            autoComplete="country-name"
            value={data.country}
            disabled={locked}
            error={errors.country}
            onChange={(e) => set('country')(e.target.value)}
          />
        </div>
      )}

      {saveError ? (
        <p className="profile-form__error" role="alert">
          {saveError}
        </p>
      ) : null}

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
            {saving ? savingLabel : saveLabel}
          </button>
        )}
      </div>
    </form>
  );
}
