import { OTP_POLICY } from '@shop/contract/auth';
import { useEffect, useState } from 'react';
import { CODE_TEXTS } from './code-texts';
import './resend-code.css';
import { useTexts } from '../lib/i18n/texts';

/** What asking for another code came to: sent, or refused with the server's wait when it gave one. */
export type ResendOutcome = { sent: true } | { sent: false; retryAfterSeconds: number | null };

interface Props {
  /** When the code on screen was sent (ms since the epoch): the countdown runs from it. */
  sentAt: number;
  /** Asks the server for another code (and tells the customer how it went). */
  onResend: () => Promise<ResendOutcome>;
  disabled?: boolean;
}

/** m:ss, e.g. 0:45 or 1:00. */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * 'Resend code' under a one-time-code field, with the countdown of the server's throttle: OTP_POLICY.resendSeconds
 * after each code, or the wait the server names when it refuses (HTTP 429 with retryAfterSeconds).
 */
export function ResendCode({ sentAt, onResend, disabled = false }: Props) {
  const CODE_TEXT = useTexts(CODE_TEXTS);
  const [availableAt, setAvailableAt] = useState(() => sentAt + OTP_POLICY.resendSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const remaining = Math.max(0, Math.ceil((availableAt - now) / 1000));

  useEffect(() => {
    if (remaining === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remaining]);

  const resend = async () => {
    setSending(true);
    const outcome = await onResend();
    setSending(false);
    const at = Date.now();
    setNow(at);
    if (outcome.sent) setAvailableAt(at + OTP_POLICY.resendSeconds * 1000);
    else if (outcome.retryAfterSeconds) setAvailableAt(at + outcome.retryAfterSeconds * 1000);
  };

  return (
    <p className="resend-code">
      <span>{CODE_TEXT.noCode}</span>{' '}
      <button type="button" className="resend-code__button" disabled={disabled || sending || remaining > 0} onClick={() => void resend()}>
        {remaining > 0 ? CODE_TEXT.resendIn(clock(remaining)) : CODE_TEXT.resendCode}
      </button>
    </p>
  );
}
