import { LoginModal } from '../../features/auth/components/login-modal';
import { AUTH_TEXTS } from '../../store/auth-texts';
import { useTexts } from '../../lib/i18n/texts';
import { ProfileThenMobile } from './profile-then-mobile';

/**
 * The login modal with the profile form as its profile step (City and State from the pincode), which also asks for
 * the mobile number and verifies it: an account Google has just made has none.
 */
export default function LoginDialog() {
  const AUTH_TEXT = useTexts(AUTH_TEXTS);
  return (
    <LoginModal
      renderProfileStep={(step) => (
        <ProfileThenMobile {...step} showCityState saveFailedMessage={AUTH_TEXT.loginProfileSaveFailed} />
      )}
    />
  );
}
