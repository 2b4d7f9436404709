import { SignupModal } from '../../features/auth/components/signup-modal';
import { AUTH_TEXT } from '../../store/auth-texts';
import { ProfileThenMobile } from './profile-then-mobile';

/** The sign-up modal with the profile form as step 4 (with Phone Number, verified there; its button reads Save). */
export default function SignupDialog() {
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
