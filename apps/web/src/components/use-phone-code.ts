import { VerifyPhoneBody } from '@shop/contract/users';
import { textsOfDocument } from '../lib/i18n/texts';
import { MOBILE_CHECK_TEXTS } from './mobile-check-texts';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useSendPhoneCodeMutation, useVerifyPhoneMutation } from '../lib/phone-api';
import { failureMessage } from '../lib/query-message';
import { useZodForm } from './form/form';
import { otpDigits, type OtpDigitsValues } from './form/otp-fields';
import { emptyOtp, otpValue } from './otp-input';
import type { ResendOutcome } from './resend-code';

/** The code's six boxes, checked as the code verify-phone takes. */
const PhoneCodeFields = otpDigits(VerifyPhoneBody.shape.otp);

/** When the code went out, for the resend countdown (read in handlers, never while rendering). */
const sentNow = () => Date.now();

/** What a screen says when a call fails without the server's message. */
export interface PhoneCodeTexts {
  codeNotSent: string;
  notVerified: string;
}

/**
 * Verifying the profile's number with a texted code, for each screen that asks for it: the code form and its boxes,
 * when the code went out (null until one has), the one error line, and send, resend and verify. A resend has its
 * own countdown and progress (ResendCode) and empties the boxes; "sent" and "verified" are said in toasts.
 */
export function usePhoneCode(texts: PhoneCodeTexts) {
  const [sendCode, sending] = useSendPhoneCodeMutation();
  const [resendCode] = useSendPhoneCodeMutation();
  const [verifyPhone, verifying] = useVerifyPhoneMutation();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm<OtpDigitsValues>(PhoneCodeFields, { defaultValues: { otp: emptyOtp() } });
  const { field } = useController({ control: form.control, name: 'otp' });

  /** Texts a code to the profile's number. A number already verified calls `onAlreadyVerified`, when given, instead of failing. */
  async function send(onAlreadyVerified?: () => void): Promise<boolean> {
    setError(null);
    const result = await sendCode();
    if (result.error) {
      if (onAlreadyVerified && 'reason' in result.error && result.error.reason === 'phone.alreadyVerified') onAlreadyVerified();
      else setError(failureMessage(result.error, texts.codeNotSent));
      return false;
    }
    form.setValue('otp', emptyOtp());
    setSentAt(sentNow());
    toast.success(textsOfDocument(MOBILE_CHECK_TEXTS).codeSentToast);
    return true;
  }

  async function resend(): Promise<ResendOutcome> {
    setError(null);
    const result = await resendCode();
    if (result.error) {
      setError(failureMessage(result.error, texts.codeNotSent));
      return { sent: false, retryAfterSeconds: 'retryAfterSeconds' in result.error ? (result.error.retryAfterSeconds ?? null) : null };
    }
    form.setValue('otp', emptyOtp());
    return { sent: true };
  }

  /** Checks the typed code; true once the number is verified. */
  async function verify(values: OtpDigitsValues): Promise<boolean> {
    setError(null);
    const result = await verifyPhone(otpValue(values.otp));
    if (result.error) {
      setError(failureMessage(result.error, texts.notVerified));
      return false;
    }
    toast.success(textsOfDocument(MOBILE_CHECK_TEXTS).verifiedToast);
    return true;
  }

  return {
    form,
    digits: field.value,
    onDigitsChange: field.onChange,
    sentAt,
    /** Forgets the code sent (a new number is being entered). */
    forgetSent: () => setSentAt(null),
    error,
    setError,
    sending: sending.isLoading,
    verifying: verifying.isLoading,
    /** Once verified the form stays as it is until the profile, loaded again, says so. */
    verified: verifying.isSuccess,
    send,
    resend,
    verify,
  };
}
