import { useId } from 'react';
import { Form } from '../../../components/form/form';
import type { OtpDigitsValues } from '../../../components/form/otp-fields';
import { isCompleteOtp, OtpInput } from '../../../components/otp-input';
import { ResendCode } from '../../../components/resend-code';
import { usePhoneCode } from '../../../components/use-phone-code';
import { PROFILE_UI_TEXTS } from '../ui-texts';
import { useTexts } from '../../../lib/i18n/texts';

/**
 * Under the profile's phone number: whether it is verified, and the way to verify it with a code texted to it.
 * Until then the number is only for the courier; verified, it logs in with codes and is this account's alone.
 */
export function VerifyPhone({ verified }: { verified: boolean }) {
  const PROFILE_UI_TEXT = useTexts(PROFILE_UI_TEXTS);
  const labelId = useId();
  const phone = usePhoneCode({ codeNotSent: PROFILE_UI_TEXT.phoneCodeNotSent, notVerified: PROFILE_UI_TEXT.phoneNotVerified });
  const { digits, sentAt, error } = phone;
  const busy = phone.sending || phone.verifying || phone.verified;

  if (verified) return <p className="verify-phone verify-phone--done">{PROFILE_UI_TEXT.phoneVerified}</p>;

  return (
    <div className="verify-phone">
      <p className="verify-phone__note">{PROFILE_UI_TEXT.phoneUnverified}</p>
      {sentAt === null ? (
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void phone.send()}>
          {PROFILE_UI_TEXT.verifyPhone}
        </button>
      ) : (
        <Form<OtpDigitsValues> form={phone.form} onSubmit={phone.verify} className="verify-phone__form">
          <p id={labelId} className="verify-phone__label">
            {PROFILE_UI_TEXT.phoneCodeLabel}
          </p>
          <OtpInput digits={digits} onChange={phone.onDigitsChange} labelledBy={labelId} disabled={busy} autoFocus />
          <button type="submit" className="btn btn-primary" disabled={busy || !isCompleteOtp(digits)}>
            {PROFILE_UI_TEXT.confirmPhone}
          </button>
          <ResendCode sentAt={sentAt} onResend={phone.resend} disabled={busy} />
        </Form>
      )}
      {error ? (
        <p className="error-text verify-phone__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
