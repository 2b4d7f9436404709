import type { GoogleLoginResponse } from '@shop/contract/auth';
import { AUTH_UI_TEXT } from '../../dialog-texts';
import { GoogleSignIn, type GoogleSignInProps } from '../google-sign-in';

/** "or", then Google's button: the other way in, under a dialog's first step. */
export function GoogleOption({ text, busy, onSignedIn }: { text: GoogleSignInProps['text']; busy: boolean; onSignedIn: (session: GoogleLoginResponse) => void }) {
  return (
    <>
      <p className="auth-divider">{AUTH_UI_TEXT.or}</p>
      <GoogleSignIn text={text} disabled={busy} onSignedIn={onSignedIn} />
    </>
  );
}
