/**
 * The words the spec fixes for the auth screens (SPEC.md §2, §4, §5, §8: keep them exactly). The store's session code
 * uses them, so they are part of every first view; the dialogs' own wording is in dialog-texts.ts, which loads with
 * the dialogs. (Here, below the features, as the store's session code uses them.)
 */

/** Words the spec fixes for logging in and signing up. */
export const AUTH_TEXT = {
  // Login modal
  loginHeading: 'Login',
  email: 'Email',
  password: 'Password',
  login: 'Login',
  forgotPassword: 'Forgot password? Reset here',
  toSignup: 'Yet to create an Account? Sign up',
  missingCredentials: 'Please enter both email and password',
  loginSuccessful: 'Login successful',
  loginFailed: 'Login failed. Please check your credentials.',
  // Forgot / reset
  sendOtp: 'Send OTP',
  enterEmail: 'Please enter your email address',
  otpSent: 'OTP sent successfully',
  newPassword: 'New Password',
  resetPassword: 'Reset Password',
  passwordResetDone: 'Password reset successful. You can now log in.',
  back: 'Back',
  // One-time code login
  sendOtpFailed: 'An error occurred while sending OTP. Please try again.',
  // Sign-up modal
  createPassword: 'Create Password',
  confirmPassword: 'Confirm Password',
  verifyOtp: 'Verify OTP',
  continue: 'Continue',
  submit: 'Submit',
  verify: 'Verify',
  save: 'Save',
  processing: 'Processing...',
  toLogin: 'Already have an account? Login',
  otpVerified: 'Otp Verified successfully',
  profileSaved: 'Profile saved successfully',
  signupProfileSaveFailed: 'Error saving user details',
  signupError: 'An error occurred',
  googleSignupDone: 'Logged in successfully',
  // Google
  googleCredentialMissing: 'Google credential missing',
  googleFailed: 'Google login failed. Please try again.',
  // Login modal's profile step
  profileDetailsSaved: 'Profile details saved successfully',
  loginProfileSaveFailed: 'Failed to save details. Please try again.',
  // Generic
  generic: 'Something went wrong',
  unauthorized: 'Unauthorized',
} as const;
