import { resetAuthState } from '../../../../store/auth-slice';
import { useAppDispatch } from '../../../../store/hooks';
import { openLoginModal, openSignupModal } from '../../../../store/ui-slice';
import { useTexts } from '../../../../lib/i18n/texts';
import { AUTH_TEXTS } from '../../../../store/auth-texts';

const TO = {
  login: { label: 'toLogin', open: openLoginModal },
  signup: { label: 'toSignup', open: openSignupModal },
} as const;

/** The link from one auth dialog to the other; the other starts with no error or request of this one's. */
export function SwitchDialogLink({ to, busy }: { to: keyof typeof TO; busy: boolean }) {
  const AUTH_TEXT = useTexts(AUTH_TEXTS);
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
      {AUTH_TEXT[TO[to].label]}
    </button>
  );
}
