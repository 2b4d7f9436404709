import toast from 'react-hot-toast';
import { errorMessage, retryAfterOf } from '../../lib/api-client';
import { authCalls } from '../../store/auth-slice';
import type { ResendOutcome } from '../../components/resend-code';
import { textsOfDocument } from '../../lib/i18n/texts';
import { AUTH_TEXTS } from '../../store/auth-texts';

/** The moment a code went out, for the resend countdown (read in event handlers, never during render). */
export function codeSentNow(): number {
  return Date.now();
}

/** The request that sends another code, for each code screen. */
export type ResendRequest =
  | { kind: 'login'; to: string }
  | { kind: 'reset'; email: string }
  | { kind: 'signup'; email: string; password: string };

function send(request: ResendRequest): Promise<unknown> {
  if (request.kind === 'login') return authCalls.sendOtp({ phone: request.to });
  if (request.kind === 'reset') return authCalls.forgotPassword({ email: request.email });
  return authCalls.signupEmail({ email: request.email, password: request.password });
}

/** Sends another code and says so; a refusal shows the server's reason and hands back its wait, if it named one. */
export async function resendCode(request: ResendRequest): Promise<ResendOutcome> {
  const AUTH_TEXT = textsOfDocument(AUTH_TEXTS);
  try {
    await send(request);
    toast.success(AUTH_TEXT.otpSent);
    return { sent: true };
  } catch (err) {
    toast.error(errorMessage(err) ?? AUTH_TEXT.sendOtpFailed);
    return { sent: false, retryAfterSeconds: retryAfterOf(err) };
  }
}
