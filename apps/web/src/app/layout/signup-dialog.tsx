import { SignupModal } from '../../features/auth/components/signup-modal';
import { AUTH_TEXTS } from '../../store/auth-texts';
import { useTexts } from '../../lib/i18n/texts';
import { ProfileThenMobile } from './profile-then-mobile';

/** The sign-up modal with the profile form as step 4 (with Phone Number, verified there; its button reads Save). */
export default function SignupDialog() {
  const AUTH_TEXT = useTexts(AUTH_TEXTS);
  return (
    <SignupModal
      renderProfileStep={(step) => (
        <ProfileThenMobile
          {...step}
          saveLabel={AUTH_TEXT.save}
          savingLabel={AUTH_TEXT.processing}
          saveFailedMessage={AUTH_TEXT.signupProfileSaveFailed}
        />
      )}
    />
  );
}
