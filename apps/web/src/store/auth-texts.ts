/**
 * The words the spec fixes for the auth screens (SPEC.md §2, §4, §5, §8: keep the English exactly). The store's
 * session code uses them, so they are part of every first view; the dialogs' own wording is in dialog-texts.ts, which
 * loads with the dialogs. (Here, below the features, as the store's session code uses them.)
 */
import { defineTexts } from '../lib/i18n/texts';

/** Words the spec fixes for logging in and signing up. */
export const AUTH_TEXTS = defineTexts(
  {
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
  },
  {
    loginHeading: 'लॉग इन',
    email: 'ईमेल',
    password: 'पासवर्ड',
    login: 'लॉग इन करें',
    forgotPassword: 'पासवर्ड भूल गए? यहाँ रीसेट करें',
    toSignup: 'अभी तक खाता नहीं बनाया? साइन अप करें',
    missingCredentials: 'कृपया ईमेल और पासवर्ड दोनों डालें',
    loginSuccessful: 'लॉग इन हो गया',
    loginFailed: 'लॉग इन नहीं हो सका। कृपया अपनी जानकारी जाँचें।',
    sendOtp: 'OTP भेजें',
    enterEmail: 'कृपया अपना ईमेल पता डालें',
    otpSent: 'OTP भेज दिया गया',
    newPassword: 'नया पासवर्ड',
    resetPassword: 'पासवर्ड रीसेट करें',
    passwordResetDone: 'पासवर्ड रीसेट हो गया। अब आप लॉग इन कर सकते हैं।',
    back: 'वापस',
    sendOtpFailed: 'OTP भेजते समय गड़बड़ी हुई। कृपया दोबारा कोशिश करें।',
    createPassword: 'पासवर्ड बनाएँ',
    confirmPassword: 'पासवर्ड दोबारा डालें',
    verifyOtp: 'OTP सत्यापित करें',
    continue: 'आगे बढ़ें',
    submit: 'जमा करें',
    verify: 'सत्यापित करें',
    save: 'सेव करें',
    processing: 'हो रहा है...',
    toLogin: 'पहले से खाता है? लॉग इन करें',
    otpVerified: 'OTP सत्यापित हो गया',
    profileSaved: 'प्रोफ़ाइल सेव हो गई',
    signupProfileSaveFailed: 'आपकी जानकारी सेव नहीं हो सकी',
    signupError: 'कोई गड़बड़ी हुई',
    googleSignupDone: 'लॉग इन हो गया',
    googleCredentialMissing: 'Google से जानकारी नहीं मिली',
    googleFailed: 'Google से लॉग इन नहीं हो सका। कृपया दोबारा कोशिश करें।',
    profileDetailsSaved: 'प्रोफ़ाइल की जानकारी सेव हो गई',
    loginProfileSaveFailed: 'जानकारी सेव नहीं हो सकी। कृपया दोबारा कोशिश करें।',
    generic: 'कुछ गड़बड़ हो गई',
    unauthorized: 'अनुमति नहीं है',
  },
);
