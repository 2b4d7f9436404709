import { MessageResponse } from '@shop/contract/auth';
import toast from 'react-hot-toast';
import { apiRequest, errorMessage, retryAfterOf } from '../../lib/api-client';
import type { ResendOutcome } from '../../components/resend-code';
import { AUTH_TEXT } from './texts';

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
  if (request.kind === 'login') return apiRequest('/auth/loginn', MessageResponse, { method: 'POST', body: { phone: request.to } });
  if (request.kind === 'reset') return apiRequest('/auth/forgot-password', MessageResponse, { method: 'POST', body: { email: request.email } });
  return apiRequest('/auth/signup-email', MessageResponse, { method: 'POST', body: { email: request.email, password: request.password } });
}

/** Sends another code and says so; a refusal shows the server's reason and hands back its wait, if it named one. */
export async function resendCode(request: ResendRequest): Promise<ResendOutcome> {
  try {
    await send(request);
    toast.success(AUTH_TEXT.otpSent);
    return { sent: true };
  } catch (err) {
    toast.error(errorMessage(err) ?? AUTH_TEXT.sendOtpFailed);
    return { sent: false, retryAfterSeconds: retryAfterOf(err) };
  }
}
