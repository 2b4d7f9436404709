import { normaliseIndianMobile } from '@shop/contract/auth';
import { OptionalPhone, PROFILE_MESSAGES } from '@shop/contract/users';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useUpdateProfileMutation } from '../lib/profile';
import { failureMessage } from '../lib/query-message';
import { Form, useZodForm } from './form/form';
import type { OtpDigitsValues } from './form/otp-fields';
import { MOBILE_CHECK_TEXTS, spacedPhone } from './mobile-check-texts';
import { isCompleteOtp, OtpInput } from './otp-input';
import { ResendCode } from './resend-code';
import { MOBILE_NUMBER_INPUT, TextField } from './text-field';
import { usePhoneCode } from './use-phone-code';
import './mobile-check.css';
import { useTexts } from '../lib/i18n/texts';

/** The number as typed, checked as the profile takes it (an Indian mobile number); an empty one is not a number. */
const NumberForm = z.object({ phone: OptionalPhone.refine((phone) => phone !== null, PROFILE_MESSAGES.phoneFormat) });

interface NumberValues {
  phone: string;
}

/** A step's main button, then "Change number". */
function ActionsWithChangeNumber({ busy, onChangeNumber, children }: { busy: boolean; onChangeNumber: () => void; children: ReactNode }) {
  const MOBILE_CHECK_TEXT = useTexts(MOBILE_CHECK_TEXTS);
  return (
    <div className="mobile-check__actions">
      {children}
      <button type="button" className="mobile-check__change" disabled={busy} onClick={onChangeNumber}>
        {MOBILE_CHECK_TEXT.changeNumber}
      </button>
    </div>
  );
}

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
  const MOBILE_CHECK_TEXT = useTexts(MOBILE_CHECK_TEXTS);
  const labelId = useId();
  const [updateProfile, saving] = useUpdateProfileMutation();
  const code = usePhoneCode({ codeNotSent: MOBILE_CHECK_TEXT.codeNotSent, notVerified: MOBILE_CHECK_TEXT.notVerified });
  const { digits, sentAt, setError } = code;
  // The number being verified: the profile's, or the one just typed and saved.
  const [number, setNumber] = useState<string | null>(phone);
  const [editing, setEditing] = useState(phone === null);
  const numberForm = useZodForm<NumberValues>(NumberForm, { defaultValues: { phone: '' }, shouldFocusError: false });
  const typed = useWatch({ control: numberForm.control, name: 'phone' });
  const error = numberForm.formState.errors.phone?.message ?? code.error;
  const startedFor = useRef<string | null>(null);
  const busy = saving.isLoading || code.sending || code.verifying || code.verified;

  /** Texts a code to the profile's number; a number already verified needs none. */
  const send = () => code.send(onVerified);

  // The number was just entered: its code goes out now, once.
  useEffect(() => {
    if (!sendAtOnce || !phone || startedFor.current === phone) return;
    startedFor.current = phone;
    void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sent once per number, not on every render
  }, [sendAtOnce, phone]);

  async function saveNumber(values: NumberValues) {
    if (busy) return;
    // The schema has checked it: this is the number as the profile keeps it.
    const normalised = normaliseIndianMobile(values.phone.trim()) ?? '';
    setError(null);
    if (normalised !== number) {
      const saved = await updateProfile({ changes: { phoneNumber: normalised }, failedMessage: MOBILE_CHECK_TEXT.saveFailed });
      if (saved.error) {
        setError(failureMessage(saved.error, MOBILE_CHECK_TEXT.saveFailed));
        return;
      }
      setNumber(normalised);
    }
    code.forgetSent();
    setEditing(false);
    await send();
  }

  async function verify(values: OtpDigitsValues) {
    if (busy) return;
    if (await code.verify(values)) onVerified();
  }

  const changeNumber = () => {
    setError(null);
    numberForm.reset({ phone: number ? spacedPhone(number).replace(/^\+91 /, '') : '' });
    setEditing(true);
  };

  let body;
  if (editing || !number) {
    body = (
      <form
        className="mobile-check__form"
        onSubmit={(e) => {
          setError(null);
          void numberForm.handleSubmit(saveNumber)(e);
        }}
        noValidate
      >
        <TextField
          label={MOBILE_CHECK_TEXT.numberLabel}
          {...MOBILE_NUMBER_INPUT}
          disabled={busy}
          hint={MOBILE_CHECK_TEXT.numberHint}
          maxLength={20}
          {...numberForm.register('phone')}
        />
        <button type="submit" className="btn btn-primary" disabled={busy || typed.trim() === ''}>
          {saving.isLoading || code.sending ? MOBILE_CHECK_TEXT.sending : MOBILE_CHECK_TEXT.sendCode}
        </button>
      </form>
    );
  } else if (sentAt === null) {
    // No code has gone out (yet, or it could not be sent): nothing claims one was.
    body = (
      <div className="mobile-check__form">
        <p className="mobile-check__lead">{code.sending ? MOBILE_CHECK_TEXT.sendingTo(spacedPhone(number)) : MOBILE_CHECK_TEXT.willSendTo(spacedPhone(number))}</p>
        <ActionsWithChangeNumber busy={busy} onChangeNumber={changeNumber}>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void send()}>
            {code.sending ? MOBILE_CHECK_TEXT.sending : MOBILE_CHECK_TEXT.sendCode}
          </button>
        </ActionsWithChangeNumber>
      </div>
    );
  } else {
    body = (
      <Form<OtpDigitsValues> form={code.form} onSubmit={verify} className="mobile-check__form">
        <p id={labelId} className="mobile-check__lead">
          {MOBILE_CHECK_TEXT.sentTo(spacedPhone(number))}
        </p>
        <OtpInput digits={digits} onChange={code.onDigitsChange} labelledBy={labelId} disabled={busy} autoFocus />
        <ResendCode key={sentAt} sentAt={sentAt} onResend={code.resend} disabled={busy} />
        <ActionsWithChangeNumber busy={busy} onChangeNumber={changeNumber}>
          <button type="submit" className="btn btn-primary" disabled={busy || !isCompleteOtp(digits)}>
            {code.verifying ? MOBILE_CHECK_TEXT.verifying : MOBILE_CHECK_TEXT.verify}
          </button>
        </ActionsWithChangeNumber>
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
