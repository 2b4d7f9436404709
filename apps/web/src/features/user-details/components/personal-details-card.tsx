import { PROFILE_MESSAGES, UpdateProfileBody, type UserDetails } from '@shop/contract/users';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Card } from '../../../components/card';
import { TextField } from '../../../components/text-field';
import { PROFILE_CHANGE, PROFILE_ERROR_TEXT, useUpdateProfileMutation } from '../../../lib/profile';
import { failureMessage } from '../../../lib/query-message';
import { PROFILE_TEXT } from '../texts';
import { PROFILE_UI_TEXT } from '../ui-texts';
import { VerifyPhone } from './verify-phone';
import './personal-details-card.css';

/** A stored +91XXXXXXXXXX number as people write it: +91 98765 43210. */
function formatPhone(phone: string | null): string | null {
  if (!phone) return null;
  const m = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
}

/** Name, email and phone, with an edit form for name and phone (the email is the account's and stays). */
export function PersonalDetailsCard({ details }: { details: UserDetails }) {
  const [updateProfile, { isLoading: updating }] = useUpdateProfileMutation({ fixedCacheKey: PROFILE_CHANGE });
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(details.name);
  const [phone, setPhone] = useState(details.phoneNumber ?? '');
  const [errors, setErrors] = useState<{ name?: string; phoneNumber?: string; form?: string }>({});

  function startEditing() {
    setName(details.name);
    setPhone(formatPhone(details.phoneNumber) ?? '');
    setErrors({});
    setEditing(true);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { name: name.trim(), phoneNumber: phone.trim() };
    const parsed = UpdateProfileBody.safeParse(body);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'name' ? 'name' : 'phoneNumber';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    const result = await updateProfile({ changes: body });
    if (result.error) {
      setErrors({ form: failureMessage(result.error, PROFILE_ERROR_TEXT.updateFailed) });
      return;
    }
    toast.success(PROFILE_MESSAGES.updated);
    setEditing(false);
  }

  return (
    <Card className="account-card" aria-labelledby={headingId}>
      <div className="card__header account-card__header">
        <h2 id={headingId} className="card__title">
          {PROFILE_UI_TEXT.personalHeading}
        </h2>
        {!editing ? (
          <button type="button" className="btn btn-secondary account-card__action" aria-label={PROFILE_UI_TEXT.editDetailsLabel} onClick={startEditing}>
            {PROFILE_UI_TEXT.edit}
          </button>
        ) : null}
      </div>
      {editing ? (
        <form className="personal-details__form" onSubmit={(e) => void save(e)} noValidate>
          <TextField
            label={PROFILE_TEXT.fullName}
            autoComplete="name"
            value={name}
            maxLength={80}
            disabled={updating}
            error={errors.name}
            autoFocus
            onChange={(e) => setName(e.target.value)}
          />
          <TextField label={PROFILE_TEXT.email} type="email" value={details.email} readOnly aria-readonly />
          <TextField
            label={PROFILE_TEXT.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={phone}
            disabled={updating}
            error={errors.phoneNumber}
            hint={PROFILE_UI_TEXT.phoneHint}
            onChange={(e) => setPhone(e.target.value)}
          />
          {errors.form ? (
            <p className="error-text personal-details__error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <div className="button-row">
            <button type="button" className="btn btn-secondary" onClick={() => setEditing(false)} disabled={updating}>
              {PROFILE_UI_TEXT.cancel}
            </button>
            <button type="submit" className="btn btn-primary" disabled={updating || !name.trim()}>
              {updating ? PROFILE_TEXT.saving : PROFILE_UI_TEXT.save}
            </button>
          </div>
        </form>
      ) : (
        <dl className="personal-details__list">
          <div>
            <dt>{PROFILE_TEXT.fullName}</dt>
            <dd>{details.name}</dd>
          </div>
          <div>
            <dt>{PROFILE_TEXT.email}</dt>
            <dd>{details.email}</dd>
          </div>
          <div>
            <dt>{PROFILE_TEXT.phone}</dt>
            <dd>
              {formatPhone(details.phoneNumber) ?? <span className="personal-details__missing">{PROFILE_UI_TEXT.notProvided}</span>}
              {details.phoneNumber ? <VerifyPhone verified={details.phoneVerified} /> : null}
            </dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
