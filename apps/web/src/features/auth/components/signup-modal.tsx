import { SUCCESS_MESSAGE_DELAY_MS } from '@shop/contract/constants';
import { useCallback, useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { resetAuthState, signupEmail, verifyOtp } from '../../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { closeModals, openLoginModal } from '../../../store/ui-slice';
import type { RenderProfileStep } from '../profile-step';
import { AUTH_TEXT, AUTH_UI_TEXT } from '../texts';
import { useLater } from '../use-later';
import { isSignupStepValid, passwordProblem, type SignupStep } from '../validation';
import { TextField } from '../../../components/text-field';
import { AuthModalFrame } from './auth-modal-frame';
import { ErrorLine } from './error-line';
import { GoogleSignIn } from './google-sign-in';
import { OtpInput, emptyOtp, otpValue } from '../../../components/otp-input';
import { ResendCode } from '../../../components/resend-code';
import { codeSentNow, resendCode } from '../resend';

const TOTAL_STEPS = 4;

const PRIMARY_LABEL: Record<SignupStep, string> = {
  1: AUTH_TEXT.continue,
  2: AUTH_TEXT.submit,
  3: AUTH_TEXT.verify,
  4: AUTH_TEXT.save,
};

const TITLES: Record<SignupStep, string> = {
  1: AUTH_UI_TEXT.signupHeading,
  2: AUTH_UI_TEXT.signupPasswordHeading,
  3: AUTH_UI_TEXT.signupOtpHeading,
  4: AUTH_UI_TEXT.signupProfileHeading,
};

/**
 * The sign-up modal (SPEC.md §2, §4): 1 email (or Google), 2 password, 3 the emailed code, 4 the profile form.
 */
export function SignupModal({ renderProfileStep }: { renderProfileStep: RenderProfileStep }) {
  const dispatch = useAppDispatch();
  const { loading, error } = useAppSelector((state) => state.auth);
  const later = useLater();
  const titleId = useId();
  const leadId = useId();
  const otpLabelId = useId();

  const [step, setStep] = useState<SignupStep>(1);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // When the code on screen was sent: the resend countdown runs from it.
  const [codeSentAt, setCodeSentAt] = useState(0);
  const [confirmPassword, setConfirmPassword] = useState('');
  const [otp, setOtp] = useState(emptyOtp);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const close = useCallback(() => {
    dispatch(resetAuthState());
    dispatch(closeModals());
  }, [dispatch]);

  const goTo = (next: SignupStep) => {
    dispatch(resetAuthState());
    setFormError(null);
    setStep(next);
  };

  const valid = isSignupStepValid(step, { email, password, confirmPassword, otp });
  const busy = loading || done;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !valid) return;
    if (step === 1) {
      setEmail(email.trim());
      goTo(2);
    } else if (step === 2) {
      const problem = passwordProblem(password);
      setFormError(problem);
      if (problem) return;
      const result = await dispatch(signupEmail({ email: email.trim(), password }));
      if (signupEmail.fulfilled.match(result)) {
        setCodeSentAt(codeSentNow());
        setOtp(emptyOtp());
        goTo(3);
      }
    } else if (step === 3) {
      const result = await dispatch(verifyOtp({ email: email.trim(), otp: otpValue(otp) }));
      if (verifyOtp.fulfilled.match(result)) {
        toast.success(AUTH_TEXT.otpVerified);
        goTo(4);
      }
    }
  }

  const onGoogle = (session: { hasDetails: boolean; email: string }) => {
    if (session.hasDetails) {
      toast.success(AUTH_TEXT.googleSignupDone);
      setDone(true);
      later(close, SUCCESS_MESSAGE_DELAY_MS);
    } else {
      setEmail(session.email);
      goTo(4);
    }
  };

  // Errors show inline: the store's message, else a generic one (SPEC.md §8).
  const shownError = formError ?? (error !== null ? error || AUTH_TEXT.signupError : null);

  return (
    <AuthModalFrame titleId={titleId} describedBy={leadId} onClose={close} step={step}>
      <div className="auth-step">
        <p className="auth-step__eyebrow">{AUTH_UI_TEXT.stepOf(step, TOTAL_STEPS)}</p>
        <h2 id={titleId} className="auth-step__title">
          {TITLES[step]}
        </h2>
        <p id={leadId} className="auth-step__lead">
          {step === 1 ? AUTH_UI_TEXT.signupLead : step === 3 ? AUTH_UI_TEXT.signupOtpLead(email) : step === 2 ? AUTH_UI_TEXT.signupPasswordLead(email) : AUTH_UI_TEXT.profileLead}
        </p>

        {step === 4 ? (
          renderProfileStep({
            email,
            emailLocked: true,
            onSaved: () => {
              toast.success(AUTH_TEXT.profileSaved);
              setDone(true);
              later(close, SUCCESS_MESSAGE_DELAY_MS);
            },
          })
        ) : (
          <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate>
            {step === 1 ? (
              <TextField
                label={AUTH_TEXT.email}
                type="email"
                autoComplete="email"
                value={email}
                disabled={done}
                onChange={(e) => setEmail(e.target.value)}
              />
            ) : null}
            {step === 2 ? (
              <>
                <TextField
                  label={AUTH_TEXT.createPassword}
                  hint={AUTH_UI_TEXT.signupPasswordHint}
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  disabled={done}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <TextField
                  label={AUTH_TEXT.confirmPassword}
                  type="password"
                  autoComplete="new-password"
                  value={confirmPassword}
                  disabled={done}
                  error={confirmPassword !== '' && confirmPassword !== password ? AUTH_UI_TEXT.passwordsDiffer : null}
                  onChange={(e) => setConfirmPassword(e.target.value)}
                />
              </>
            ) : null}
            {step === 3 ? (
              <div className="auth-field">
                <span id={otpLabelId} className="auth-field__label">
                  {AUTH_TEXT.verifyOtp}
                </span>
                <OtpInput digits={otp} onChange={setOtp} labelledBy={otpLabelId} disabled={done} autoFocus />
                <ResendCode key={codeSentAt} sentAt={codeSentAt} disabled={busy} onResend={() => resendCode({ kind: 'signup', email: email.trim(), password })} />
              </div>
            ) : null}
            {shownError ? <ErrorLine message={shownError} /> : null}
            <div className="auth-actions">
              {step === 2 ? (
                <button type="button" className="btn btn-secondary" onClick={() => goTo(1)} disabled={busy}>
                  {AUTH_TEXT.back}
                </button>
              ) : null}
              <button type="submit" className="btn btn-primary auth-submit" disabled={busy || !valid}>
                {loading ? AUTH_TEXT.processing : PRIMARY_LABEL[step]}
              </button>
            </div>
          </form>
        )}

        {step === 1 ? (
          <>
            <p className="auth-divider">{AUTH_UI_TEXT.or}</p>
            <GoogleSignIn text="signup_with" disabled={busy} onSignedIn={onGoogle} />
          </>
        ) : null}
        {step !== 4 ? (
          <div className="auth-links">
            <button
              type="button"
              className="auth-link"
              disabled={busy}
              onClick={() => {
                dispatch(resetAuthState());
                dispatch(openLoginModal());
              }}
            >
              {AUTH_TEXT.toLogin}
            </button>
          </div>
        ) : null}
      </div>
    </AuthModalFrame>
  );
}
