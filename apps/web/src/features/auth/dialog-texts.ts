/**
 * The login and sign-up dialogs' own words around the spec's (titles, leads, labels and hints), shared by their
 * components and tests. Kept apart from texts.ts, which the first view carries, so they load with the dialogs.
 */
/** The screens' own words around the spec's: titles, leads, labels and hints. */
export const AUTH_UI_TEXT = {
  close: 'Close',
  loginLead: 'Welcome back! Log in to shop, track orders and earn rewards.',
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
  otpCodeLead: (to: string) =>
    `Enter the 6-digit code we sent to ${to}. If no code comes, check what you typed: codes go only to an account's email or verified mobile number. New here? Sign up instead.`,
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
