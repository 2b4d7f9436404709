import { COD_CONFIRMATION_MESSAGES, type CodConfirmationDetails } from '@shop/contract/cod-confirmation';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog';
import { emptyOtp, isCompleteOtp, OtpInput, otpValue } from '../../../components/otp-input';
import { ResendCode, type ResendOutcome } from '../../../components/resend-code';
import { CHECKOUT_UI_TEXT } from '../texts';
import './cod-confirm-dialog.css';

interface Props {
  details: CodConfirmationDetails;
  /** When the code on screen was sent (ms since the epoch), for the resend countdown. */
  sentAt: number;
  busy: boolean;
  /** The server's refusal of the last code, shown in place. */
  error: string | null;
  onConfirm: (otp: string) => void;
  onResend: () => Promise<ResendOutcome>;
  onClose: () => void;
}

/**
 * The code step of a Cash on Delivery order the shop asks to confirm: six boxes for the code texted to the
 * customer, 'Confirm Order', and 'Resend code' with the server's pause. Nothing is placed until the code is right.
 */
export function CodConfirmDialog({ details, sentAt, busy, error, onConfirm, onResend, onClose }: Props) {
  const leadId = useId();
  const [digits, setDigits] = useState(emptyOtp);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isCompleteOtp(digits)) onConfirm(otpValue(digits));
  }

  async function resend(): Promise<ResendOutcome> {
    const outcome = await onResend();
    if (outcome.sent) setDigits(emptyOtp());
    return outcome;
  }

  return (
    <Dialog
      title={COD_CONFIRMATION_MESSAGES.title}
      lead={COD_CONFIRMATION_MESSAGES.required({ sentTo: details.sentTo })}
      leadId={leadId}
      onClose={onClose}
      closeLabel={CHECKOUT_UI_TEXT.close}
      busy={busy}
      className="cod-confirm"
      tone="plain"
      onSubmit={submit}
    >
      <OtpInput digits={digits} onChange={setDigits} labelledBy={leadId} disabled={busy} autoFocus />
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy || !isCompleteOtp(digits)}>
        {COD_CONFIRMATION_MESSAGES.confirm}
      </button>
      <ResendCode key={sentAt} sentAt={sentAt} onResend={resend} disabled={busy} />
    </Dialog>
  );
}
