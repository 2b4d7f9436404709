import { SignupModal } from '../../features/auth/components/signup-modal';
import { AUTH_TEXT } from '../../features/auth/texts';
import { ProfileCompletionForm } from '../../features/user-details/components/profile-completion-form';

/** The sign-up modal with the profile form as step 4 (with Phone Number; its button reads Save). */
export default function SignupDialog() {
  return (
    <SignupModal
      renderProfileStep={({ email, emailLocked, onSaved }) => (
        <ProfileCompletionForm
          email={email}
          emailLocked={emailLocked}
          showPhone
          saveLabel={AUTH_TEXT.save}
          savingLabel={AUTH_TEXT.processing}
          saveFailedMessage={AUTH_TEXT.signupProfileSaveFailed}
          onSaved={onSaved}
        />
      )}
    />
  );
}
