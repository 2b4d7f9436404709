import { PHONE_MESSAGES } from '@shop/contract/users';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { emptyOtp, isCompleteOtp, OtpInput, otpValue } from '../../../components/otp-input';
import { ResendCode, type ResendOutcome } from '../../../components/resend-code';
import { failureMessage } from '../../../lib/query-message';
import { useSendPhoneCodeMutation, useVerifyPhoneMutation } from '../../../lib/phone-api';
import { PROFILE_UI_TEXT } from '../ui-texts';

/** When the code went out, for the resend countdown (read in handlers, never while rendering). */
const sentNow = () => Date.now();

/**
 * Under the profile's phone number: whether it is verified, and the way to verify it with a code texted to it.
 * Until then the number is only for the courier; verified, it logs in with codes and is this account's alone.
 */
export function VerifyPhone({ verified }: { verified: boolean }) {
  const labelId = useId();
  const [sendCode, sending] = useSendPhoneCodeMutation();
  // A resend has its own countdown and progress (ResendCode), and leaves the form as it is meanwhile.
  const [resendCode] = useSendPhoneCodeMutation();
  const [verifyPhone, verifying] = useVerifyPhoneMutation();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  // Once verified, the form stays as it is until the profile, loaded again, says so.
  const busy = sending.isLoading || verifying.isLoading || verifying.isSuccess;

  if (verified) return <p className="verify-phone verify-phone--done">{PROFILE_UI_TEXT.phoneVerified}</p>;

  async function start() {
    setError(null);
    const result = await sendCode();
    if (result.error) {
      setError(failureMessage(result.error, PROFILE_UI_TEXT.phoneCodeNotSent));
      return;
    }
    setSentAt(sentNow());
    toast.success(PHONE_MESSAGES.codeSent);
  }

  async function resend(): Promise<ResendOutcome> {
    const result = await resendCode();
    if (result.error) {
      setError(failureMessage(result.error, PROFILE_UI_TEXT.phoneCodeNotSent));
      return { sent: false, retryAfterSeconds: 'retryAfterSeconds' in result.error ? result.error.retryAfterSeconds : null };
    }
    setDigits(emptyOtp());
    return { sent: true };
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isCompleteOtp(digits)) return;
    setError(null);
    const result = await verifyPhone(otpValue(digits));
    if (result.error) {
      setError(failureMessage(result.error, PROFILE_UI_TEXT.phoneNotVerified));
      return;
    }
    toast.success(PHONE_MESSAGES.verified);
  }

  return (
    <div className="verify-phone">
      <p className="verify-phone__note">{PROFILE_UI_TEXT.phoneUnverified}</p>
      {sentAt === null ? (
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void start()}>
          {PROFILE_UI_TEXT.verifyPhone}
        </button>
      ) : (
        <form className="verify-phone__form" onSubmit={(e) => void verify(e)} noValidate>
          <p id={labelId} className="verify-phone__label">
            {PROFILE_UI_TEXT.phoneCodeLabel}
          </p>
          <OtpInput digits={digits} onChange={setDigits} labelledBy={labelId} disabled={busy} autoFocus />
          <button type="submit" className="btn btn-primary" disabled={busy || !isCompleteOtp(digits)}>
            {PROFILE_UI_TEXT.confirmPhone}
          </button>
          <ResendCode sentAt={sentAt} onResend={resend} disabled={busy} />
        </form>
      )}
      {error ? (
        <p className="error-text verify-phone__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
