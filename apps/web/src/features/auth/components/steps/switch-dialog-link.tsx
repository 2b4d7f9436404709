import { resetAuthState } from '../../../../store/auth-slice';
import { useAppDispatch } from '../../../../store/hooks';
import { openLoginModal, openSignupModal } from '../../../../store/ui-slice';
import { AUTH_TEXT } from '../../../../store/auth-texts';

const TO = {
  login: { label: AUTH_TEXT.toLogin, open: openLoginModal },
  signup: { label: AUTH_TEXT.toSignup, open: openSignupModal },
} as const;

/** The link from one auth dialog to the other; the other starts with no error or request of this one's. */
export function SwitchDialogLink({ to, busy }: { to: keyof typeof TO; busy: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className="auth-link"
      disabled={busy}
      onClick={() => {
        dispatch(resetAuthState());
        dispatch(TO[to].open());
      }}
    >
      {TO[to].label}
    </button>
  );
}
