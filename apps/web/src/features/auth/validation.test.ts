import { describe, expect, it } from 'vitest';
import { emptyOtp } from '../../components/otp-input';
import { canResetPassword, isSignupStepValid, loginFormError, looksLikeEmail, passwordProblem, passwordsDiffer } from './validation';

const code = ['1', '2', '3', '4', '5', '6'];
const fields = { email: '', password: '', confirmPassword: '', otp: emptyOtp() };

describe('login form', () => {
  it('needs both email and password', () => {
    expect(loginFormError('', '')).toBe('Please enter both email and password');
    expect(loginFormError('a@b.in', '')).toBe('Please enter both email and password');
    expect(loginFormError('   ', 'secret')).toBe('Please enter both email and password');
    expect(loginFormError('a@b.in', 'secret')).toBeNull();
  });
});

describe('reset form', () => {
  it('needs email, a complete code and a new password', () => {
    expect(canResetPassword('a@b.in', code, 'new-password')).toBe(true);
    expect(canResetPassword('', code, 'new-password')).toBe(false);
    expect(canResetPassword('a@b.in', ['1', '2', '3', '4', '5', ''], 'new-password')).toBe(false);
    expect(canResetPassword('a@b.in', code, '')).toBe(false);
  });
});

describe('sign-up steps', () => {
  it('step 1 needs an email', () => {
    expect(isSignupStepValid(1, fields)).toBe(false);
    expect(isSignupStepValid(1, { ...fields, email: ' ' })).toBe(false);
    expect(isSignupStepValid(1, { ...fields, email: 'a@b.in' })).toBe(true);
  });

  it('step 2 needs a password equal to its confirmation', () => {
    expect(isSignupStepValid(2, fields)).toBe(false);
    expect(isSignupStepValid(2, { ...fields, password: 'abcdefgh', confirmPassword: 'abcdefgX' })).toBe(false);
    expect(isSignupStepValid(2, { ...fields, password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBe(true);
  });

  it('step 3 needs exactly six digits', () => {
    expect(isSignupStepValid(3, fields)).toBe(false);
    expect(isSignupStepValid(3, { ...fields, otp: ['1', '2', '3', '4', '5'] })).toBe(false);
    expect(isSignupStepValid(3, { ...fields, otp: code })).toBe(true);
  });
});

describe('helpers', () => {
  it('explains a password the server would refuse, in the page’s language', async () => {
    expect(await passwordProblem('short')).toBe('Password must be at least 8 characters');
    expect(await passwordProblem('long enough')).toBeNull();
    expect(await passwordProblem('short', 'hi')).toBe('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए');
  });

  it('tells an email from a mobile number', () => {
    expect(looksLikeEmail('cat@example.in')).toBe(true);
    expect(looksLikeEmail('98765 43210')).toBe(false);
  });
});

describe('confirm password', () => {
  it('differs only once something is typed that is not the password', () => {
    expect(passwordsDiffer({ password: 'purrfect-pass', confirmPassword: '' })).toBe(false);
    expect(passwordsDiffer({ password: 'purrfect-pass', confirmPassword: 'purrfect' })).toBe(true);
    expect(passwordsDiffer({ password: 'purrfect-pass', confirmPassword: 'purrfect-pass' })).toBe(false);
  });
});
