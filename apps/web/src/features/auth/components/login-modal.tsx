import { SUCCESS_MESSAGE_DELAY_MS } from '@shop/contract/constants';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { isCompleteOtp, otpValue } from '../../../components/otp-input';
import { forgotPassword, login, resetPassword, sendOtp, verifyOtp } from '../../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { RenderProfileStep } from '../profile-step';
import { CredentialFields, IdentifierFields, type CodeValues, type CredentialValues, type EmailValues, type IdentifierValues } from '../step-fields';
import { codeSentNow, resendCode } from '../resend';
import { useTexts } from '../../../lib/i18n/texts';
import { AUTH_TEXTS } from '../../../store/auth-texts';
import { AUTH_UI_TEXTS, reasonLead } from '../dialog-texts';
import { canResetPassword, loginFormError, looksLikeEmail, passwordProblem } from '../validation';
import { AuthModalFrame } from './auth-modal-frame';
import { AuthStep } from './steps/auth-step';
import { CodeForm } from './steps/code-form';
import { EmailStepForm } from './steps/email-step-form';
import { useAuthFields } from './steps/field-specs';
import { GoogleOption } from './steps/google-option';
import { StepActions } from './steps/step-actions';
import { SwitchDialogLink } from './steps/switch-dialog-link';
import { TextStepForm } from './steps/text-step-form';
import { useAuthDialog } from './use-auth-dialog';

export type LoginStep = 'login' | 'forgotRequest' | 'reset' | 'profile' | 'otpRequest' | 'otpVerify';

/**
 * The login modal (SPEC.md §2, §4): email and password, Google, forgot/reset password, a one-time-code login,
 * and the profile step for a customer without details.
 */
export function LoginModal({ renderProfileStep }: { renderProfileStep: RenderProfileStep }) {
  const AUTH_TEXT = useTexts(AUTH_TEXTS);
  const AUTH_UI_TEXT = useTexts(AUTH_UI_TEXTS);
  const FIELDS = useAuthFields();
  const TITLES: Record<LoginStep, string> = {
    login: AUTH_TEXT.loginHeading,
    forgotRequest: AUTH_UI_TEXT.forgotHeading,
    reset: AUTH_UI_TEXT.resetHeading,
    profile: AUTH_UI_TEXT.profileHeading,
    otpRequest: AUTH_UI_TEXT.otpLoginHeading,
    otpVerify: AUTH_UI_TEXT.otpLoginHeading,
  };
  const dispatch = useAppDispatch();
  const { ids, step, goTo, close, finish, done, setDone, later, loading, busy } = useAuthDialog<LoginStep>('login');
  // Why the dialog opened (a product for the cart, a page that needs an account): said instead of the welcome.
  const reason = useAppSelector((state) => state.ui.signInReason);
  // What was typed, kept across steps: the login's email is the one to reset, and Back finds it still there.
  const [typed, setTyped] = useState({ email: '', password: '', identifier: '' });
  const keep = (name: keyof typeof typed, value: string) => setTyped((before) => ({ ...before, [name]: value }));
  const { email, identifier } = typed;
  const [profileEmail, setProfileEmail] = useState('');
  const [profileName, setProfileName] = useState('');
  // When the code on screen was sent: the resend countdown runs from it.
  const [codeSentAt, setCodeSentAt] = useState(0);

  /** After any kind of login: close with 'Login successful', or ask for the profile details first. */
  const finishLogin = (hasDetails: boolean, accountEmail: string, accountName = '') => {
    if (hasDetails) {
      finish(AUTH_TEXT.loginSuccessful);
    } else {
      setProfileEmail(accountEmail);
      setProfileName(accountName);
      goTo('profile');
    }
  };

  // The buttons stay enabled while a request runs (focus is not lost); a second submit waits for the first.
  const ready = () => !loading && !done;

  async function submitLogin(values: CredentialValues) {
    if (!ready()) return;
    const problem = loginFormError(values.email, values.password);
    if (problem) throw new Error(problem);
    const result = await dispatch(login({ email: values.email.trim(), password: values.password }));
    if (login.fulfilled.match(result)) finishLogin(result.payload.hasDetails, result.payload.user.email);
  }

  async function submitForgot(values: EmailValues) {
    if (!ready()) return;
    if (!values.email.trim()) {
      toast.error(AUTH_TEXT.enterEmail);
      return;
    }
    const result = await dispatch(forgotPassword({ email: values.email.trim() }));
    if (forgotPassword.fulfilled.match(result)) {
      toast.success(AUTH_TEXT.otpSent);
      setCodeSentAt(codeSentNow());
      goTo('reset');
    }
  }

  async function submitReset({ otp, newPassword }: CodeValues) {
    if (!ready() || !canResetPassword(email, otp, newPassword)) return;
    const problem = await passwordProblem(newPassword);
    if (problem) throw new Error(problem);
    const result = await dispatch(resetPassword({ email: email.trim(), otp: otpValue(otp), newPassword }));
    if (resetPassword.fulfilled.match(result)) {
      toast.success(AUTH_TEXT.passwordResetDone);
      setDone(true);
      later(() => {
        keep('password', '');
        setDone(false);
        goTo('login');
      }, SUCCESS_MESSAGE_DELAY_MS);
    }
  }

  async function submitOtpRequest(values: IdentifierValues) {
    if (!ready()) return;
    const to = values.identifier.trim();
    if (!to) throw new Error(AUTH_UI_TEXT.enterIdentifier);
    const result = await dispatch(sendOtp({ phone: to }));
    if (sendOtp.fulfilled.match(result)) {
      toast.success(AUTH_TEXT.otpSent);
      setCodeSentAt(codeSentNow());
      goTo('otpVerify');
    }
  }

  async function submitOtpVerify({ otp }: CodeValues) {
    if (!ready()) return;
    const to = identifier.trim();
    const result = await dispatch(verifyOtp({ email: to, otp: otpValue(otp) }));
    if (verifyOtp.fulfilled.match(result)) finishLogin(result.payload.hasDetails, looksLikeEmail(to) ? to.toLowerCase() : '');
  }

  const fieldsProps = { onValueChange: keep, locked: done };
  const codeProps = { codeLabel: AUTH_UI_TEXT.otpCodeLabel, sentAt: codeSentAt, locked: done, busy };
  /** Back to the login step, and the step's primary button. */
  const actions = (label: string, disabled: boolean) => <StepActions onBack={() => goTo('login')} busy={busy} label={label} disabled={disabled} />;

  const leads: Record<LoginStep, string> = {
    login: reasonLead(AUTH_UI_TEXT, reason, 'login') ?? AUTH_UI_TEXT.loginLead,
    forgotRequest: AUTH_UI_TEXT.forgotLead,
    reset: AUTH_UI_TEXT.resetLead(email.trim()),
    profile: AUTH_UI_TEXT.profileLead,
    otpRequest: AUTH_UI_TEXT.otpLoginLead,
    otpVerify: AUTH_UI_TEXT.otpCodeLead(identifier.trim()),
  };

  return (
    <AuthModalFrame titleId={ids.titleId} describedBy={ids.leadId} onClose={close} step={step}>
      <AuthStep ids={ids} title={TITLES[step]} lead={leads[step]}>
        {step === 'login' ? (
          <>
            <TextStepForm
              schema={CredentialFields}
              fields={FIELDS.credentials}
              values={{ email, password: typed.password }}
              {...fieldsProps}
              onSubmit={submitLogin}
              actions={() => (
                <button type="submit" className="btn btn-primary auth-submit" disabled={done}>
                  {AUTH_TEXT.login}
                </button>
              )}
            />
            <GoogleOption text="signin_with" busy={busy} onSignedIn={(session) => finishLogin(session.hasDetails, session.email, session.name)} />
            <div className="auth-links">
              <button type="button" className="auth-link" onClick={() => goTo('otpRequest')} disabled={busy}>
                {AUTH_UI_TEXT.otpLoginLink}
              </button>
              <button type="button" className="auth-link" onClick={() => goTo('forgotRequest')} disabled={busy}>
                {AUTH_TEXT.forgotPassword}
              </button>
              <SwitchDialogLink to="signup" busy={busy} />
            </div>
          </>
        ) : null}
        {step === 'forgotRequest' ? (
          <EmailStepForm email={email} {...fieldsProps} onSubmit={submitForgot} actions={() => actions(AUTH_TEXT.sendOtp, done)} />
        ) : null}
        {step === 'reset' ? (
          <CodeForm
            {...codeProps}
            onResend={() => resendCode({ kind: 'reset', email: email.trim() })}
            withNewPassword
            onSubmit={submitReset}
            actions={(code) => actions(AUTH_TEXT.resetPassword, done || !canResetPassword(email, code.otp, code.newPassword))}
          />
        ) : null}
        {step === 'otpRequest' ? (
          <TextStepForm
            schema={IdentifierFields}
            fields={[FIELDS.identifier]}
            values={{ identifier }}
            {...fieldsProps}
            onSubmit={submitOtpRequest}
            actions={() => actions(AUTH_TEXT.sendOtp, done)}
          />
        ) : null}
        {step === 'otpVerify' ? (
          <CodeForm
            {...codeProps}
            onResend={() => resendCode({ kind: 'login', to: identifier.trim() })}
            onSubmit={submitOtpVerify}
            actions={(code) => actions(AUTH_TEXT.verify, done || !isCompleteOtp(code.otp))}
          />
        ) : null}
        {step === 'profile'
          ? renderProfileStep({ email: profileEmail, emailLocked: profileEmail !== '', name: profileName, onSaved: () => finish(AUTH_TEXT.profileDetailsSaved) })
          : null}
      </AuthStep>
    </AuthModalFrame>
  );
}
