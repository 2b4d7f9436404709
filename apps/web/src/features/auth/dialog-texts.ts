/**
 * The login and sign-up dialogs' own words around the spec's (titles, leads, labels and hints), shared by their
 * components and tests. Kept apart from texts.ts, which the first view carries, so they load with the dialogs.
 */
import type { SignInReason } from '../../store/ui-slice';

/** The screens' own words around the spec's: titles, leads, labels and hints. */
export const AUTH_UI_TEXT = {
  close: 'Close',
  loginLead: 'Welcome back! Log in to shop, track orders and earn rewards.',
  loginLeadForCart: (product: string) => `Sign in to add ${product} to your cart. New here? Sign up and it will be waiting in your cart.`,
  loginLeadForOrder: (orderId: string) => `Sign in to see where order ${orderId} is. We will take you straight there.`,
  loginLeadForPage: 'Sign in to open that page. We will take you straight there.',
  signupLeadForCart: (product: string) => `Create your account and ${product} goes straight into your cart.`,
  signupLeadForOrder: (orderId: string) => `Create your account, then we will take you to order ${orderId}.`,
  signupLeadForPage: 'Create your account, then we will take you straight to that page.',
  forgotHeading: 'Reset your password',
  forgotLead: 'Enter the email address of your account and we will send you a 6-digit code.',
  resetHeading: 'Choose a new password',
  resetLead: (email: string) => `Enter the 6-digit code we sent to ${email} and your new password.`,
  profileHeading: 'Complete your profile',
  profileLead: 'Tell us where to deliver your orders.',
  otpLoginLink: 'Login with a one-time code instead',
  otpLoginHeading: 'Login with a one-time code',
  otpLoginLead: 'We will send a 6-digit code to your email address or verified mobile number.',
  otpIdentifier: 'Email or mobile number',
  otpCodeLabel: 'One-time code',
  // The server answers alike whether or not an account has this address (no one learns who shops here), so the
  // screen cannot say a code was sent: only where codes go.
  otpCodeLead: (to: string) =>
    `If ${to} is the email or verified mobile number of an account, a 6-digit code is on its way to it: enter it here. New here? Sign up instead.`,
  enterIdentifier: 'Please enter your email address or mobile number',
  or: 'or',
  signupHeading: 'Create your account',
  signupLead: 'Join Purrfect Litter for quicker checkout, order tracking and loyalty rewards.',
  signupPasswordHeading: 'Create a password',
  signupPasswordHint: 'At least 8 characters.',
  signupPasswordLead: (email: string) => `Choose a password for ${email}.`,
  signupOtpHeading: 'Verify your email',
  signupOtpLead: (email: string) =>
    `Enter the 6-digit code we sent to ${email}. If this address already has an account, we have emailed it how to log in instead.`,
  signupProfileHeading: 'Tell us about you',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  /** The sign-up dialog counts its steps: email, password, code, profile. */
  signupSteps: 4,
  passwordsDiffer: 'The passwords do not match',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  googleContinue: 'Continue with Google',
  googleLoading: 'Loading Google sign-in…',
  devIdentityHeading: 'Offline test identity provider',
  devIdentityLead:
    'Google sign-in is not configured here, so this local test provider stands in for it. Enter any account to sign in as.',
  devIdentityEmail: 'Test account email',
  devIdentityName: 'Test account name',
  devIdentitySubmit: 'Sign in as this account',
  devIdentityCancel: 'Cancel',
} as const;

/** An order's tracking page, `/track/ORD-…`: the order id it names, else null. */
function trackedOrder(path: string): string | null {
  const match = /^\/track\/([^/?#]+)/.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Why a dialog opened, as its lead says it; null when it opened by itself (the account menu). */
export function reasonLead(reason: SignInReason | null, dialog: 'login' | 'signup'): string | null {
  if (!reason) return null;
  const login = dialog === 'login';
  if (reason.kind === 'cart') return login ? AUTH_UI_TEXT.loginLeadForCart(reason.productName) : AUTH_UI_TEXT.signupLeadForCart(reason.productName);
  const orderId = trackedOrder(reason.path);
  if (orderId) return login ? AUTH_UI_TEXT.loginLeadForOrder(orderId) : AUTH_UI_TEXT.signupLeadForOrder(orderId);
  return login ? AUTH_UI_TEXT.loginLeadForPage : AUTH_UI_TEXT.signupLeadForPage;
}
