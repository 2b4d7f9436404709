import { normaliseIndianMobile } from '@shop/contract/auth';
import { PHONE_MESSAGES, PROFILE_MESSAGES, VerifyPhoneBody } from '@shop/contract/users';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useController } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useSendPhoneCodeMutation, useVerifyPhoneMutation, PHONE_ERROR_TEXT } from '../lib/phone-api';
import { useUpdateProfileMutation } from '../lib/profile';
import { failureMessage } from '../lib/query-message';
import { Form, useZodForm } from './form/form';
import { otpDigits, type OtpDigitsValues } from './form/otp-fields';
import { MOBILE_CHECK_TEXT, spacedPhone } from './mobile-check-texts';
import { emptyOtp, isCompleteOtp, OtpInput, otpValue } from './otp-input';
import { ResendCode, type ResendOutcome } from './resend-code';
import { TextField } from './text-field';
import './mobile-check.css';

/** The code's six boxes, checked as the code verify-phone takes. */
const PhoneCodeFields = otpDigits(VerifyPhoneBody.shape.otp);

/** When the code went out, for the resend countdown (read in handlers, never while rendering). */
const sentNow = () => Date.now();

interface Props {
  /** The profile's number (+91XXXXXXXXXX), or null when it has none: then it is asked for first. */
  phone: string | null;
  /** Texts the code to `phone` at once: the number was just entered (the sign-up's profile step). */
  sendAtOnce?: boolean;
  /** Called once the number is verified (or turns out to be already). */
  onVerified: () => void;
}

/**
 * Asks for a mobile number (when the profile has none), texts it a code and checks it, where the number is needed:
 * the sign-up's profile step and the checkout before Cash on Delivery. "We sent" is said only once a code has
 * actually gone out; a number another account has verified, or a code that could not be sent, says so in place.
 */
export function MobileCheck({ phone, sendAtOnce = false, onVerified }: Props) {
  const labelId = useId();
  const [updateProfile, saving] = useUpdateProfileMutation();
  const [sendCode, sending] = useSendPhoneCodeMutation();
  const [resendCode] = useSendPhoneCodeMutation();
  const [verifyPhone, verifying] = useVerifyPhoneMutation();
  // The number being verified: the profile's, or the one just typed and saved.
  const [number, setNumber] = useState<string | null>(phone);
  const [editing, setEditing] = useState(phone === null);
  const [typed, setTyped] = useState('');
  const [sentAt, setSentAt] = useState<number | null>(null);
  const codeForm = useZodForm<OtpDigitsValues>(PhoneCodeFields, { defaultValues: { otp: emptyOtp() } });
  const { field: code } = useController({ control: codeForm.control, name: 'otp' });
  const digits = code.value;
  const setDigits = (next: string[]) => codeForm.setValue('otp', next);
  const [error, setError] = useState<string | null>(null);
  const startedFor = useRef<string | null>(null);
  const busy = saving.isLoading || sending.isLoading || verifying.isLoading || verifying.isSuccess;

  /** Texts a code to the profile's number; a number already verified needs none. */
  async function send(): Promise<boolean> {
    setError(null);
    const result = await sendCode();
    if (result.error) {
      if ('reason' in result.error && result.error.reason === 'phone.alreadyVerified') {
        onVerified();
        return false;
      }
      setError(failureMessage(result.error, PHONE_ERROR_TEXT.codeNotSent));
      return false;
    }
    setDigits(emptyOtp());
    setSentAt(sentNow());
    toast.success(PHONE_MESSAGES.codeSent);
    return true;
  }

  // The number was just entered: its code goes out now, once.
  useEffect(() => {
    if (!sendAtOnce || !phone || startedFor.current === phone) return;
    startedFor.current = phone;
    void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sent once per number, not on every render
  }, [sendAtOnce, phone]);

  async function saveNumber(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const normalised = normaliseIndianMobile(typed.trim());
    if (!normalised) {
      setError(PROFILE_MESSAGES.phoneFormat);
      return;
    }
    setError(null);
    if (normalised !== number) {
      const saved = await updateProfile({ changes: { phoneNumber: normalised }, failedMessage: MOBILE_CHECK_TEXT.saveFailed });
      if (saved.error) {
        setError(failureMessage(saved.error, MOBILE_CHECK_TEXT.saveFailed));
        return;
      }
      setNumber(normalised);
    }
    setSentAt(null);
    setEditing(false);
    await send();
  }

  async function resend(): Promise<ResendOutcome> {
    setError(null);
    const result = await resendCode();
    if (result.error) {
      setError(failureMessage(result.error, PHONE_ERROR_TEXT.codeNotSent));
      return { sent: false, retryAfterSeconds: 'retryAfterSeconds' in result.error ? (result.error.retryAfterSeconds ?? null) : null };
    }
    setDigits(emptyOtp());
    return { sent: true };
  }

  async function verify(values: OtpDigitsValues) {
    if (busy) return;
    setError(null);
    const result = await verifyPhone(otpValue(values.otp));
    if (result.error) {
      setError(failureMessage(result.error, PHONE_ERROR_TEXT.notVerified));
      return;
    }
    toast.success(PHONE_MESSAGES.verified);
    onVerified();
  }

  const changeNumber = () => {
    setError(null);
    setTyped(number ? spacedPhone(number).replace(/^\+91 /, '') : '');
    setEditing(true);
  };

  let body;
  if (editing || !number) {
    body = (
      <form className="mobile-check__form" onSubmit={(e) => void saveNumber(e)} noValidate>
        <TextField
          label={MOBILE_CHECK_TEXT.numberLabel}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          disabled={busy}
          hint={MOBILE_CHECK_TEXT.numberHint}
          maxLength={20}
        />
        <button type="submit" className="btn btn-primary" disabled={busy || typed.trim() === ''}>
          {saving.isLoading || sending.isLoading ? MOBILE_CHECK_TEXT.sending : MOBILE_CHECK_TEXT.sendCode}
        </button>
      </form>
    );
  } else if (sentAt === null) {
    // No code has gone out (yet, or it could not be sent): nothing claims one was.
    body = (
      <div className="mobile-check__form">
        <p className="mobile-check__lead">{sending.isLoading ? MOBILE_CHECK_TEXT.sendingTo(spacedPhone(number)) : MOBILE_CHECK_TEXT.willSendTo(spacedPhone(number))}</p>
        <div className="mobile-check__actions">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void send()}>
            {sending.isLoading ? MOBILE_CHECK_TEXT.sending : MOBILE_CHECK_TEXT.sendCode}
          </button>
          <button type="button" className="mobile-check__change" disabled={busy} onClick={changeNumber}>
            {MOBILE_CHECK_TEXT.changeNumber}
          </button>
        </div>
      </div>
    );
  } else {
    body = (
      <Form<OtpDigitsValues> form={codeForm} onSubmit={verify} className="mobile-check__form">
        <p id={labelId} className="mobile-check__lead">
          {MOBILE_CHECK_TEXT.sentTo(spacedPhone(number))}
        </p>
        <OtpInput digits={digits} onChange={code.onChange} labelledBy={labelId} disabled={busy} autoFocus />
        <ResendCode key={sentAt} sentAt={sentAt} onResend={resend} disabled={busy} />
        <div className="mobile-check__actions">
          <button type="submit" className="btn btn-primary" disabled={busy || !isCompleteOtp(digits)}>
            {verifying.isLoading ? MOBILE_CHECK_TEXT.verifying : MOBILE_CHECK_TEXT.verify}
          </button>
          <button type="button" className="mobile-check__change" disabled={busy} onClick={changeNumber}>
            {MOBILE_CHECK_TEXT.changeNumber}
          </button>
        </div>
      </Form>
    );
  }

  return (
    <div className="mobile-check">
      {body}
      {error ? (
        <p className="error-text mobile-check__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
