import { LoginModal } from '../../features/auth/components/login-modal';
import { AUTH_TEXT } from '../../features/auth/texts';
import { ProfileCompletionForm } from '../../features/user-details/components/profile-completion-form';

/** The login modal with the profile form as its profile step (City and State from the pincode, no phone). */
export default function LoginDialog() {
  return (
    <LoginModal
      renderProfileStep={({ email, emailLocked, onSaved }) => (
        <ProfileCompletionForm
          email={email}
          emailLocked={emailLocked}
          showCityState
          saveFailedMessage={AUTH_TEXT.loginProfileSaveFailed}
          onSaved={onSaved}
        />
      )}
    />
  );
}
