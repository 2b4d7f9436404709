import { lazy, Suspense, useState } from 'react';
import type { ProfileStepProps } from '../../features/auth/profile-step';
import { ProfileCompletionForm, type ProfileCompletionFormProps } from '../../features/user-details/components/profile-completion-form';
import { PROFILE_UI_TEXTS } from '../../features/user-details/ui-texts';
import { useTexts } from '../../lib/i18n/texts';

// The verification's code (and the server-data cache it uses) loads only once the details are saved.
const SignupMobileStep = lazy(() => import('./signup-mobile-step'));

type FormOptions = Omit<ProfileCompletionFormProps, 'email' | 'emailLocked' | 'name' | 'onSaved' | 'showPhone' | 'phoneHint' | 'askConsents'>;

/**
 * An auth dialog's profile step: the profile form (name prefilled from Google when it made the account, and the
 * mobile number asked for, and the optional consent boxes that finish a sign-up), then that number verified in the same dialog before the dialog says it is done.
 */
export function ProfileThenMobile({ email, emailLocked, name, onSaved, ...form }: ProfileStepProps & FormOptions) {
  const PROFILE_UI_TEXT = useTexts(PROFILE_UI_TEXTS);
  const [saved, setSaved] = useState(false);
  if (saved) {
    return (
      <Suspense fallback={null}>
        <SignupMobileStep onDone={onSaved} />
      </Suspense>
    );
  }
  return (
    <ProfileCompletionForm
      {...form}
      email={email}
      emailLocked={emailLocked}
      name={name}
      showPhone
      askConsents
      phoneHint={PROFILE_UI_TEXT.signupPhoneHint}
      onSaved={() => setSaved(true)}
    />
  );
}
