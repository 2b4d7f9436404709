import { ConfirmCodBody, type CodConfirmationDetails } from '@shop/contract/cod-confirmation';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { Form, useZodForm } from '../../../components/form/form';
import { otpDigits, type OtpDigitsValues } from '../../../components/form/otp-fields';
import { emptyOtp, isCompleteOtp, OtpInput, otpValue } from '../../../components/otp-input';
import { ResendCode, type ResendOutcome } from '../../../components/resend-code';
import { CHECKOUT_UI_TEXTS } from '../texts';
import './cod-confirm-dialog.css';
import { useTexts } from '../../../lib/i18n/texts';
import { COD_CONFIRMATION_TEXTS } from '../../../components/payment-texts';

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

/** The code's six boxes, checked as the code confirm-cod takes. */
const CodCodeFields = otpDigits(ConfirmCodBody.shape.otp);

/**
 * The code step of a Cash on Delivery order the shop asks to confirm: six boxes for the code texted to the
 * customer, 'Confirm Order', and 'Resend code' with the server's pause. Nothing is placed until the code is right.
 */
export function CodConfirmDialog({ details, sentAt, busy, error, onConfirm, onResend, onClose }: Props) {
  const COD_CONFIRMATION_MESSAGES = useTexts(COD_CONFIRMATION_TEXTS);
  const CHECKOUT_UI_TEXT = useTexts(CHECKOUT_UI_TEXTS);
  const leadId = useId();
  const form = useZodForm<OtpDigitsValues>(CodCodeFields, { defaultValues: { otp: emptyOtp() } });
  const { field } = useController({ control: form.control, name: 'otp' });
  const digits = field.value;

  async function resend(): Promise<ResendOutcome> {
    const outcome = await onResend();
    if (outcome.sent) form.setValue('otp', emptyOtp());
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
    >
      <Form<OtpDigitsValues> form={form} onSubmit={(values) => onConfirm(otpValue(values.otp))} className="cod-confirm__form">
        <OtpInput digits={digits} onChange={field.onChange} labelledBy={leadId} disabled={busy} autoFocus />
        {error && (
          <p className="error-text" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy || !isCompleteOtp(digits)}>
          {COD_CONFIRMATION_MESSAGES.confirm}
        </button>
      </Form>
      <ResendCode key={sentAt} sentAt={sentAt} onResend={resend} disabled={busy} />
    </Dialog>
  );
}
