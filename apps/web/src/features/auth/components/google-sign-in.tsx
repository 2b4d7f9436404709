import type { GoogleLoginResponse } from '@shop/contract/auth';
import { useCallback, useEffect, useRef, useState } from 'react';
import { runtimeConfig } from '../../../lib/runtime-config';
import { googleLogin } from '../../../store/auth-slice';
import { useAppDispatch } from '../../../store/hooks';
import { loadGoogleIdentity } from '../google-identity';
import { AUTH_TEXTS } from '../../../store/auth-texts';
import { AUTH_UI_TEXTS } from '../dialog-texts';
import { DevIdentityChooser } from './dev-identity-chooser';
import './google-sign-in.css';
import { useTexts } from '../../../lib/i18n/texts';
import { Icon } from '../../../components/icon';

export interface GoogleSignInProps {
  /** Wording of Google's button. */
  text: 'signin_with' | 'signup_with';
  onSignedIn: (session: GoogleLoginResponse) => void;
  disabled?: boolean;
}

/** Sends a Google credential to POST /auth/google; the two failures the spec names are reported with alert(). */
function useGoogleCredential(onSignedIn: (session: GoogleLoginResponse) => void) {
  const AUTH_TEXT = useTexts(AUTH_TEXTS);
  const dispatch = useAppDispatch();
  const onSignedInRef = useRef(onSignedIn);
  useEffect(() => {
    onSignedInRef.current = onSignedIn;
  }, [onSignedIn]);

  return useCallback(
    async (credential: string | undefined) => {
      if (!credential) {
        window.alert(AUTH_TEXT.googleCredentialMissing);
        return;
      }
      const result = await dispatch(googleLogin({ token: credential }));
      if (googleLogin.fulfilled.match(result)) onSignedInRef.current(result.payload);
      else window.alert(AUTH_TEXT.googleFailed);
    },
    [dispatch, AUTH_TEXT],
  );
}

/** Google's own button, rendered by its script once loaded. */
function GoogleButton({ clientId, text, onCredential }: { clientId: string; text: GoogleSignInProps['text']; onCredential: (c: string | undefined) => void }) {
  const AUTH_UI_TEXT = useTexts(AUTH_UI_TEXTS);
  const hostRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const onCredentialRef = useRef(onCredential);
  useEffect(() => {
    onCredentialRef.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        const host = hostRef.current;
        if (cancelled || !host) return;
        google.initialize({ client_id: clientId, ux_mode: 'popup', callback: (response) => onCredentialRef.current(response.credential) });
        google.renderButton(host, { type: 'standard', theme: 'outline', size: 'large', shape: 'pill', text, width: Math.min(360, host.clientWidth || 360) });
      })
      .catch((err: unknown) => {
        console.warn('Google sign-in is unavailable.', err);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, text]);

  if (failed) return null;
  return (
    <div ref={hostRef} className="google-sign-in__host">
      <span className="google-sign-in__loading">{AUTH_UI_TEXT.googleLoading}</span>
    </div>
  );
}

function GoogleMark() {
  return (
    <Icon size={20} grid={48} className="google-sign-in__mark">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.6 13.2l7.8 6.1C12.3 13.6 17.7 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.5 5.8c4.4-4 6.8-10 6.8-17.2z" />
      <path fill="#FBBC05" d="M10.4 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.7l-7.8-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.8l7.8-6.1z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.7-4.1-13.6-9.8l-7.8 6.1C6.6 42.6 14.6 48 24 48z" />
    </Icon>
  );
}

/**
 * Google sign-in (SPEC.md §4): Google's button when a client id is configured; otherwise, where the offline
 * adapters run, a "Continue with Google" button opening the offline test identity provider. Both end in the same
 * POST /auth/google.
 */
export function GoogleSignIn({ text, onSignedIn, disabled }: GoogleSignInProps) {
  const AUTH_UI_TEXT = useTexts(AUTH_UI_TEXTS);
  const AUTH_TEXT = useTexts(AUTH_TEXTS);
  const onCredential = useGoogleCredential(onSignedIn);
  const [chooserOpen, setChooserOpen] = useState(false);
  const clientId = runtimeConfig.googleClientId;

  if (clientId) return <GoogleButton clientId={clientId} text={text} onCredential={(c) => void onCredential(c)} />;
  if (!runtimeConfig.devTools) return null;
  return (
    <>
      <button type="button" className="google-sign-in__button" disabled={disabled} onClick={() => setChooserOpen(true)}>
        <GoogleMark />
        {AUTH_UI_TEXT.googleContinue}
      </button>
      {chooserOpen ? (
        <DevIdentityChooser
          onCancel={() => setChooserOpen(false)}
          onCredential={async (credential) => {
            setChooserOpen(false);
            await onCredential(credential);
          }}
          onFailure={() => {
            setChooserOpen(false);
            window.alert(AUTH_TEXT.googleFailed);
          }}
        />
      ) : null}
    </>
  );
}
