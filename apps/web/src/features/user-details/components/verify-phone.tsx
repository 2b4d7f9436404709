import { MessageResponse } from '@shop/contract/auth';
import { PHONE_MESSAGES } from '@shop/contract/users';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { emptyOtp, isCompleteOtp, OtpInput, otpValue } from '../../../components/otp-input';
import { ResendCode, type ResendOutcome } from '../../../components/resend-code';
import { apiRequest, errorMessage, retryAfterOf } from '../../../lib/api-client';
import { useAppDispatch } from '../../../store/hooks';
import { fetchUserDetails } from '../../../store/user-details-slice';
import { PROFILE_UI_TEXT } from '../ui-texts';

/** When the code went out, for the resend countdown (read in handlers, never while rendering). */
const sentNow = () => Date.now();

function sendCode() {
  return apiRequest('/user/verify-phone/send-code', MessageResponse, { method: 'POST', body: {}, fallbackMessage: PROFILE_UI_TEXT.phoneCodeNotSent });
}

/**
 * Under the profile's phone number: whether it is verified, and the way to verify it with a code texted to it.
 * Until then the number is only for the courier; verified, it logs in with codes and is this account's alone.
 */
export function VerifyPhone({ verified }: { verified: boolean }) {
  const dispatch = useAppDispatch();
  const labelId = useId();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [digits, setDigits] = useState(emptyOtp);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (verified) return <p className="verify-phone verify-phone--done">{PROFILE_UI_TEXT.phoneVerified}</p>;

  async function start() {
    setBusy(true);
    setError(null);
    try {
      await sendCode();
      setSentAt(sentNow());
      toast.success(PHONE_MESSAGES.codeSent);
    } catch (err) {
      setError(errorMessage(err) ?? PROFILE_UI_TEXT.phoneCodeNotSent);
    } finally {
      setBusy(false);
    }
  }

  async function resend(): Promise<ResendOutcome> {
    try {
      await sendCode();
      setDigits(emptyOtp());
      return { sent: true };
    } catch (err) {
      setError(errorMessage(err) ?? PROFILE_UI_TEXT.phoneCodeNotSent);
      return { sent: false, retryAfterSeconds: retryAfterOf(err) };
    }
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isCompleteOtp(digits)) return;
    setBusy(true);
    setError(null);
    try {
      await apiRequest('/user/verify-phone', MessageResponse, { method: 'POST', body: { otp: otpValue(digits) }, fallbackMessage: PROFILE_UI_TEXT.phoneNotVerified });
      toast.success(PHONE_MESSAGES.verified);
      await dispatch(fetchUserDetails());
    } catch (err) {
      setError(errorMessage(err) ?? PROFILE_UI_TEXT.phoneNotVerified);
      setBusy(false);
    }
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
