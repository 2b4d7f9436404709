import { SUCCESS_MESSAGE_DELAY_MS } from '@shop/contract/constants';
import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { forgotPassword, login, resetAuthState, resetPassword, sendOtp, verifyOtp } from '../../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { closeModals, openSignupModal } from '../../../store/ui-slice';
import type { RenderProfileStep } from '../profile-step';
import { AUTH_TEXT, AUTH_UI_TEXT } from '../texts';
import { useLater } from '../use-later';
import { canResetPassword, loginFormError, looksLikeEmail, passwordProblem } from '../validation';
import { TextField } from '../../../components/text-field';
import { AuthModalFrame } from './auth-modal-frame';
import { ErrorLine } from './error-line';
import { GoogleSignIn } from './google-sign-in';
import { OtpInput, emptyOtp, isCompleteOtp, otpValue } from '../../../components/otp-input';
import { ResendCode } from '../../../components/resend-code';
import { codeSentNow, resendCode } from '../resend';

export type LoginStep = 'login' | 'forgotRequest' | 'reset' | 'profile' | 'otpRequest' | 'otpVerify';

const TITLES: Record<LoginStep, string> = {
  login: AUTH_TEXT.loginHeading,
  forgotRequest: AUTH_UI_TEXT.forgotHeading,
  reset: AUTH_UI_TEXT.resetHeading,
  profile: AUTH_UI_TEXT.profileHeading,
  otpRequest: AUTH_UI_TEXT.otpLoginHeading,
  otpVerify: AUTH_UI_TEXT.otpLoginHeading,
};

/**
 * The login modal (SPEC.md §2, §4): email and password, Google, forgot/reset password, a one-time-code login,
 * and the profile step for a customer without details.
 */
export function LoginModal({ renderProfileStep }: { renderProfileStep: RenderProfileStep }) {
  const dispatch = useAppDispatch();
  const { loading, error } = useAppSelector((state) => state.auth);
  const later = useLater();
  const titleId = useId();
  const leadId = useId();
  const otpLabelId = useId();

  const [step, setStep] = useState<LoginStep>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState(emptyOtp);
  const [newPassword, setNewPassword] = useState('');
  const [identifier, setIdentifier] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [profileEmail, setProfileEmail] = useState('');
  // When the code on screen was sent: the resend countdown runs from it.
  const [codeSentAt, setCodeSentAt] = useState(0);
  /** A success message is showing and the modal is about to close or switch: no more submits. */
  const [done, setDone] = useState(false);

  const close = useCallback(() => {
    dispatch(resetAuthState());
    dispatch(closeModals());
  }, [dispatch]);

  const goTo = (next: LoginStep) => {
    dispatch(resetAuthState());
    setFormError(null);
    setStep(next);
  };

  /** After any kind of login: close with 'Login successful', or ask for the profile details first. */
  const finishLogin = (hasDetails: boolean, accountEmail: string) => {
    if (hasDetails) {
      toast.success(AUTH_TEXT.loginSuccessful);
      setDone(true);
      later(close, SUCCESS_MESSAGE_DELAY_MS);
    } else {
      setProfileEmail(accountEmail);
      goTo('profile');
    }
  };

  async function submitLogin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The buttons stay enabled while a request runs (focus is not lost); a second submit waits for the first.
    if (loading || done) return;
    const problem = loginFormError(email, password);
    setFormError(problem);
    if (problem) return;
    const result = await dispatch(login({ email: email.trim(), password }));
    if (login.fulfilled.match(result)) finishLogin(result.payload.hasDetails, result.payload.user.email);
  }

  async function submitForgot(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading || done) return;
    if (!email.trim()) {
      toast.error(AUTH_TEXT.enterEmail);
      return;
    }
    const result = await dispatch(forgotPassword({ email: email.trim() }));
    if (forgotPassword.fulfilled.match(result)) {
      toast.success(AUTH_TEXT.otpSent);
      setCodeSentAt(codeSentNow());
      setOtp(emptyOtp());
      setNewPassword('');
      goTo('reset');
    }
  }

  async function submitReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading || done) return;
    if (!canResetPassword(email, otp, newPassword)) return;
    const problem = passwordProblem(newPassword);
    setFormError(problem);
    if (problem) return;
    const result = await dispatch(resetPassword({ email: email.trim(), otp: otpValue(otp), newPassword }));
    if (resetPassword.fulfilled.match(result)) {
      toast.success(AUTH_TEXT.passwordResetDone);
      setDone(true);
      later(() => {
        setOtp(emptyOtp());
        setNewPassword('');
        setPassword('');
        setDone(false);
        goTo('login');
      }, SUCCESS_MESSAGE_DELAY_MS);
    }
  }

  async function submitOtpRequest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading || done) return;
    const to = identifier.trim();
    if (!to) {
      setFormError(AUTH_UI_TEXT.enterIdentifier);
      return;
    }
    const result = await dispatch(sendOtp({ phone: to }));
    if (sendOtp.fulfilled.match(result)) {
      toast.success(AUTH_TEXT.otpSent);
      setCodeSentAt(codeSentNow());
      setOtp(emptyOtp());
      goTo('otpVerify');
    }
  }

  async function submitOtpVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading || done) return;
    if (!isCompleteOtp(otp)) return;
    const to = identifier.trim();
    const result = await dispatch(verifyOtp({ email: to, otp: otpValue(otp) }));
    if (verifyOtp.fulfilled.match(result)) finishLogin(result.payload.hasDetails, looksLikeEmail(to) ? to.toLowerCase() : '');
  }

  const shownError = formError ?? error;
  const errorLine = shownError ? <ErrorLine message={shownError} /> : null;
  const busy = loading || done;
  const backButton = (
    <button type="button" className="btn btn-secondary auth-back" onClick={() => goTo('login')} disabled={busy}>
      {AUTH_TEXT.back}
    </button>
  );
  const title = (
    <h2 id={titleId} className="auth-step__title">
      {TITLES[step]}
    </h2>
  );
  const otpField = (
    <div className="auth-field">
      <span id={otpLabelId} className="auth-field__label">
        {AUTH_UI_TEXT.otpCodeLabel}
      </span>
      <OtpInput digits={otp} onChange={setOtp} labelledBy={otpLabelId} disabled={done} autoFocus />
      <ResendCode
        key={codeSentAt}
        sentAt={codeSentAt}
        disabled={busy}
        onResend={() => resendCode(step === 'reset' ? { kind: 'reset', email: email.trim() } : { kind: 'login', to: identifier.trim() })}
      />
    </div>
  );
  /** One form step after login: title, lead, its fields, the error line, Back and the primary button. */
  const stepForm = (
    lead: string,
    onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>,
    submit: { label: string; disabled: boolean },
    fields: ReactNode,
  ) => (
    <div className="auth-step">
      {title}
      <p id={leadId} className="auth-step__lead">
        {lead}
      </p>
      <form className="auth-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        {fields}
        {errorLine}
        <div className="auth-actions">
          {backButton}
          <button type="submit" className="btn btn-primary" disabled={submit.disabled}>
            {submit.label}
          </button>
        </div>
      </form>
    </div>
  );

  return (
    <AuthModalFrame titleId={titleId} describedBy={leadId} onClose={close} step={step}>
      {step === 'login' ? (
        <div className="auth-step">
          {title}
          <p id={leadId} className="auth-step__lead">
            {AUTH_UI_TEXT.loginLead}
          </p>
          <form className="auth-form" onSubmit={(e) => void submitLogin(e)} noValidate>
            <TextField
              label={AUTH_TEXT.email}
              type="email"
              autoComplete="email"
              value={email}
              disabled={done}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField
              label={AUTH_TEXT.password}
              type="password"
              autoComplete="current-password"
              value={password}
              disabled={done}
              onChange={(e) => setPassword(e.target.value)}
            />
            {errorLine}
            <button type="submit" className="btn btn-primary auth-submit" disabled={done}>
              {AUTH_TEXT.login}
            </button>
          </form>
          <p className="auth-divider">{AUTH_UI_TEXT.or}</p>
          <GoogleSignIn text="signin_with" disabled={busy} onSignedIn={(session) => finishLogin(session.hasDetails, session.email)} />
          <div className="auth-links">
            <button type="button" className="auth-link" onClick={() => goTo('otpRequest')} disabled={busy}>
              {AUTH_UI_TEXT.otpLoginLink}
            </button>
            <button type="button" className="auth-link" onClick={() => goTo('forgotRequest')} disabled={busy}>
              {AUTH_TEXT.forgotPassword}
            </button>
            <button
              type="button"
              className="auth-link"
              disabled={busy}
              onClick={() => {
                dispatch(resetAuthState());
                dispatch(openSignupModal());
              }}
            >
              {AUTH_TEXT.toSignup}
            </button>
          </div>
        </div>
      ) : null}

      {step === 'forgotRequest'
        ? stepForm(AUTH_UI_TEXT.forgotLead, submitForgot, { label: AUTH_TEXT.sendOtp, disabled: done },
            <TextField
              label={AUTH_TEXT.email}
              type="email"
              autoComplete="email"
              value={email}
              disabled={done}
              onChange={(e) => setEmail(e.target.value)}
            />,
          )
        : null}

      {step === 'reset'
        ? stepForm(
            AUTH_UI_TEXT.resetLead(email.trim()),
            submitReset,
            { label: AUTH_TEXT.resetPassword, disabled: done || !canResetPassword(email, otp, newPassword) },
            <>
              {otpField}
              <TextField
                label={AUTH_TEXT.newPassword}
                hint={AUTH_UI_TEXT.signupPasswordHint}
                type="password"
                autoComplete="new-password"
                value={newPassword}
                disabled={done}
                onChange={(e) => setNewPassword(e.target.value)}
              />
            </>,
          )
        : null}

      {step === 'otpRequest'
        ? stepForm(AUTH_UI_TEXT.otpLoginLead, submitOtpRequest, { label: AUTH_TEXT.sendOtp, disabled: done },
            <TextField
              label={AUTH_UI_TEXT.otpIdentifier}
              type="text"
              inputMode="email"
              autoComplete="username"
              value={identifier}
              disabled={done}
              onChange={(e) => setIdentifier(e.target.value)}
            />,
          )
        : null}

      {step === 'otpVerify'
        ? stepForm(AUTH_UI_TEXT.otpCodeLead(identifier.trim()), submitOtpVerify, { label: AUTH_TEXT.verify, disabled: done || !isCompleteOtp(otp) }, otpField)
        : null}

      {step === 'profile' ? (
        <div className="auth-step">
          {title}
          <p id={leadId} className="auth-step__lead">
            {AUTH_UI_TEXT.profileLead}
          </p>
          {renderProfileStep({
            email: profileEmail,
            emailLocked: profileEmail !== '',
            onSaved: () => {
              toast.success(AUTH_TEXT.profileDetailsSaved);
              later(close, SUCCESS_MESSAGE_DELAY_MS);
            },
          })}
        </div>
      ) : null}
    </AuthModalFrame>
  );
}
