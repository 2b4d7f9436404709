import { UpdateProfileBody, type UserDetails } from '@shop/contract/users';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { TitledCard } from '../../../components/card';
import { FormTextField } from '../../../components/form/fields';
import { Form, FormAlert, useZodForm } from '../../../components/form/form';
import { MOBILE_NUMBER_INPUT, TextField } from '../../../components/text-field';
import { PROFILE_CHANGE, PROFILE_ERROR_TEXT, useUpdateProfileMutation } from '../../../lib/profile';
import { PROFILE_TEXTS } from '../texts';
import { PROFILE_UI_TEXTS } from '../ui-texts';
import { VerifyPhone } from './verify-phone';
import './personal-details-card.css';
import { useTexts } from '../../../lib/i18n/texts';
import { Facts } from '../../../components/facts';

/** A stored +91XXXXXXXXXX number as people write it: +91 98765 43210. */
function formatPhone(phone: string | null): string | null {
  if (!phone) return null;
  const m = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
}

/** The edit form's values as typed, checked with the contract's profile update. */
interface PersonalDraft {
  name: string;
  phoneNumber: string;
}

/** Name, email and phone, with an edit form for name and phone (the email is the account's and stays). */
export function PersonalDetailsCard({ details }: { details: UserDetails }) {
  const PROFILE_TEXT = useTexts(PROFILE_TEXTS);
  const PROFILE_UI_TEXT = useTexts(PROFILE_UI_TEXTS);
  const [updateProfile, { isLoading: updating }] = useUpdateProfileMutation({ fixedCacheKey: PROFILE_CHANGE });
  const [editing, setEditing] = useState(false);
  const form = useZodForm<PersonalDraft>(UpdateProfileBody, { defaultValues: { name: details.name, phoneNumber: details.phoneNumber ?? '' } });
  const name = useWatch({ control: form.control, name: 'name' });

  function startEditing() {
    form.reset({ name: details.name, phoneNumber: formatPhone(details.phoneNumber) ?? '' });
    setEditing(true);
  }

  /** Sends the change; a refusal (thrown) shows under its field or above the buttons. */
  async function save(draft: PersonalDraft) {
    await updateProfile({ changes: { name: draft.name.trim(), phoneNumber: draft.phoneNumber.trim() } }).unwrap();
    toast.success(PROFILE_UI_TEXT.profileUpdated);
    setEditing(false);
  }

  return (
    <TitledCard
      className="account-card"
      headerClassName="account-card__header"
      title={PROFILE_UI_TEXT.personalHeading}
      action={
        editing ? null : (
          <button type="button" className="btn btn-secondary account-card__action" aria-label={PROFILE_UI_TEXT.editDetailsLabel} onClick={startEditing}>
            {PROFILE_UI_TEXT.edit}
          </button>
        )
      }
    >
      {editing ? (
        <Form<PersonalDraft> form={form} onSubmit={save} failedMessage={PROFILE_ERROR_TEXT.updateFailed} className="personal-details__form">
          <FormTextField<PersonalDraft> name="name" label={PROFILE_TEXT.fullName} autoComplete="name" maxLength={80} disabled={updating} autoFocus />
          <TextField label={PROFILE_TEXT.email} type="email" value={details.email} readOnly aria-readonly />
          <FormTextField<PersonalDraft>
            name="phoneNumber"
            label={PROFILE_TEXT.phone}
            {...MOBILE_NUMBER_INPUT}
            disabled={updating}
            hint={PROFILE_UI_TEXT.phoneHint}
          />
          <FormAlert className="error-text personal-details__error" />
          <div className="button-row">
            <button type="button" className="btn btn-secondary" onClick={() => setEditing(false)} disabled={updating}>
              {PROFILE_UI_TEXT.cancel}
            </button>
            <button type="submit" className="btn btn-primary" disabled={updating || !name.trim()}>
              {updating ? PROFILE_TEXT.saving : PROFILE_UI_TEXT.save}
            </button>
          </div>
        </Form>
      ) : (
        <Facts
          className="personal-details__list"
          facts={[
            [PROFILE_TEXT.fullName, details.name],
            [PROFILE_TEXT.email, details.email],
            [
              PROFILE_TEXT.phone,
              <>
                {formatPhone(details.phoneNumber) ?? <span className="personal-details__missing">{PROFILE_UI_TEXT.notProvided}</span>}
                {details.phoneNumber ? <VerifyPhone verified={details.phoneVerified} /> : null}
              </>,
            ],
          ]}
        />
      )}
    </TitledCard>
  );
}
