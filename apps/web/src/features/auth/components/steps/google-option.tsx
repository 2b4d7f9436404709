import type { GoogleLoginResponse } from '@shop/contract/auth';
import { AUTH_UI_TEXTS } from '../../dialog-texts';
import { GoogleSignIn, type GoogleSignInProps } from '../google-sign-in';
import { useTexts } from '../../../../lib/i18n/texts';

/** "or", then Google's button: the other way in, under a dialog's first step. */
export function GoogleOption({ text, busy, onSignedIn }: { text: GoogleSignInProps['text']; busy: boolean; onSignedIn: (session: GoogleLoginResponse) => void }) {
  const AUTH_UI_TEXT = useTexts(AUTH_UI_TEXTS);
  return (
    <>
      <p className="auth-divider">{AUTH_UI_TEXT.or}</p>
      <GoogleSignIn text={text} disabled={busy} onSignedIn={onSignedIn} />
    </>
  );
}
