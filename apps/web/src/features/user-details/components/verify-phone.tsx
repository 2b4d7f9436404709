import { PHONE_MESSAGES, VerifyPhoneBody } from '@shop/contract/users';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Form, useZodForm } from '../../../components/form/form';
import { otpDigits, type OtpDigitsValues } from '../../../components/form/otp-fields';
import { emptyOtp, isCompleteOtp, OtpInput, otpValue } from '../../../components/otp-input';
import { ResendCode, type ResendOutcome } from '../../../components/resend-code';
import { failureMessage } from '../../../lib/query-message';
import { useSendPhoneCodeMutation, useVerifyPhoneMutation } from '../../../lib/phone-api';
import { PROFILE_UI_TEXT } from '../ui-texts';

/** The code's six boxes, checked as the code verify-phone takes. */
const PhoneCodeFields = otpDigits(VerifyPhoneBody.shape.otp);

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
  const form = useZodForm<OtpDigitsValues>(PhoneCodeFields, { defaultValues: { otp: emptyOtp() } });
  const { field } = useController({ control: form.control, name: 'otp' });
  const digits = field.value;
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
    form.setValue('otp', emptyOtp());
    return { sent: true };
  }

  async function verify(values: OtpDigitsValues) {
    setError(null);
    const result = await verifyPhone(otpValue(values.otp));
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
        <Form<OtpDigitsValues> form={form} onSubmit={verify} className="verify-phone__form">
          <p id={labelId} className="verify-phone__label">
            {PROFILE_UI_TEXT.phoneCodeLabel}
          </p>
          <OtpInput digits={digits} onChange={field.onChange} labelledBy={labelId} disabled={busy} autoFocus />
          <button type="submit" className="btn btn-primary" disabled={busy || !isCompleteOtp(digits)}>
            {PROFILE_UI_TEXT.confirmPhone}
          </button>
          <ResendCode sentAt={sentAt} onResend={resend} disabled={busy} />
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
