import { useState } from 'react';
import toast from 'react-hot-toast';
import { otpValue } from '../../../components/otp-input';
import { signupEmail, verifyOtp } from '../../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { RenderProfileStep } from '../profile-step';
import { codeSentNow, resendCode } from '../resend';
import { NewPasswordFields, type CodeValues, type EmailValues, type NewPasswordValues } from '../step-fields';
import { useTexts } from '../../../lib/i18n/texts';
import { AUTH_TEXTS } from '../../../store/auth-texts';
import { AUTH_UI_TEXTS, reasonLead } from '../dialog-texts';
import { isSignupStepValid, passwordProblem, passwordsDiffer, type SignupStep } from '../validation';
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

/**
 * The sign-up modal (SPEC.md §2, §4): 1 email (or Google), 2 password, 3 the emailed code, 4 the profile form.
 */
export function SignupModal({ renderProfileStep }: { renderProfileStep: RenderProfileStep }) {
  const AUTH_TEXT = useTexts(AUTH_TEXTS);
  const AUTH_UI_TEXT = useTexts(AUTH_UI_TEXTS);
  const FIELDS = useAuthFields();
  const TOTAL_STEPS = AUTH_UI_TEXT.signupSteps;
  const TITLES: Record<SignupStep, string> = {
    1: AUTH_UI_TEXT.signupHeading,
    2: AUTH_UI_TEXT.signupPasswordHeading,
    3: AUTH_UI_TEXT.signupOtpHeading,
    4: AUTH_UI_TEXT.signupProfileHeading,
  };
  const dispatch = useAppDispatch();
  const { ids, step, goTo, close, finish, done, loading, busy } = useAuthDialog<SignupStep>(1);
  // Why the dialog opened (a product for the cart, a page that needs an account): said on the first step.
  const reason = useAppSelector((state) => state.ui.signInReason);
  // What was typed, kept across steps: Back finds it still there, and Resend sends the password again.
  const [typed, setTyped] = useState({ email: '', password: '', confirmPassword: '' });
  const keep = (name: keyof typeof typed, value: string) => setTyped((before) => ({ ...before, [name]: value }));
  const { email, password, confirmPassword } = typed;
  // The Google profile's name, for the profile step of an account Google has just made.
  const [googleName, setGoogleName] = useState('');
  // When the code on screen was sent: the resend countdown runs from it.
  const [codeSentAt, setCodeSentAt] = useState(0);

  /** Back (on the password step) and the primary button, which says Processing... while a request runs. */
  const actions = (label: string, valid: boolean) => (
    <StepActions
      onBack={step === 2 ? () => goTo(1) : undefined}
      backClassName="btn btn-secondary"
      busy={busy}
      label={loading ? AUTH_TEXT.processing : label}
      disabled={busy || !valid}
      submitClassName="btn btn-primary auth-submit"
    />
  );

  function submitEmail(values: EmailValues) {
    if (busy || !isSignupStepValid(1, { ...typed, ...values, otp: [] })) return;
    keep('email', values.email.trim());
    goTo(2);
  }

  async function submitPassword(values: NewPasswordValues) {
    if (busy || !isSignupStepValid(2, { email, ...values, otp: [] })) return;
    const problem = await passwordProblem(values.password);
    if (problem) throw new Error(problem);
    const result = await dispatch(signupEmail({ email: email.trim(), password: values.password }));
    if (signupEmail.fulfilled.match(result)) {
      setCodeSentAt(codeSentNow());
      goTo(3);
    }
  }

  async function submitCode({ otp }: CodeValues) {
    if (busy) return;
    const result = await dispatch(verifyOtp({ email: email.trim(), otp: otpValue(otp) }));
    if (verifyOtp.fulfilled.match(result)) {
      toast.success(AUTH_TEXT.otpVerified);
      goTo(4);
    }
  }

  const onGoogle = (session: { hasDetails: boolean; email: string; name?: string }) => {
    if (session.hasDetails) {
      finish(AUTH_TEXT.googleSignupDone);
    } else {
      keep('email', session.email);
      setGoogleName(session.name ?? '');
      goTo(4);
    }
  };

  const leads: Record<SignupStep, string> = {
    1: reasonLead(AUTH_UI_TEXT, reason, 'signup') ?? AUTH_UI_TEXT.signupLead,
    2: AUTH_UI_TEXT.signupPasswordLead(email),
    3: AUTH_UI_TEXT.signupOtpLead(email),
    4: AUTH_UI_TEXT.profileLead,
  };
  // Errors show inline: the store's message, else a generic one (SPEC.md §8).
  const formProps = { locked: done, errorFallback: AUTH_TEXT.signupError };
  const fieldsProps = { ...formProps, onValueChange: keep };

  return (
    <AuthModalFrame titleId={ids.titleId} describedBy={ids.leadId} onClose={close} step={step}>
      <AuthStep ids={ids} eyebrow={AUTH_UI_TEXT.stepOf(step, TOTAL_STEPS)} title={TITLES[step]} lead={leads[step]}>
        {step === 1 ? (
          <EmailStepForm
            email={email}
            {...fieldsProps}
            onSubmit={submitEmail}
            actions={(values) => actions(AUTH_TEXT.continue, isSignupStepValid(1, { ...typed, ...values, otp: [] }))}
          />
        ) : null}
        {step === 2 ? (
          <TextStepForm
            schema={NewPasswordFields}
            fields={FIELDS.newPassword}
            values={{ password, confirmPassword }}
            {...fieldsProps}
            problems={(values) => ({ confirmPassword: passwordsDiffer(values) ? AUTH_UI_TEXT.passwordsDiffer : null })}
            onSubmit={submitPassword}
            actions={(values) => actions(AUTH_TEXT.submit, isSignupStepValid(2, { email, ...values, otp: [] }))}
          />
        ) : null}
        {step === 3 ? (
          <CodeForm
            codeLabel={AUTH_TEXT.verifyOtp}
            sentAt={codeSentAt}
            onResend={() => resendCode({ kind: 'signup', email: email.trim(), password })}
            {...formProps}
            busy={busy}
            onSubmit={submitCode}
            actions={(code) => actions(AUTH_TEXT.verify, isSignupStepValid(3, { ...typed, otp: code.otp }))}
          />
        ) : null}
        {step === 4 ? renderProfileStep({ email, emailLocked: true, name: googleName, onSaved: () => finish(AUTH_TEXT.profileSaved) }) : null}

        {step === 1 ? <GoogleOption text="signup_with" busy={busy} onSignedIn={onGoogle} /> : null}
        {step !== 4 ? (
          <div className="auth-links">
            <SwitchDialogLink to="login" busy={busy} />
          </div>
        ) : null}
      </AuthStep>
    </AuthModalFrame>
  );
}
