/** Google Identity Services (https://developers.google.com/identity/gsi/web), loaded only when a button needs it. */

export interface GoogleCredentialResponse {
  credential?: string;
}

export interface GoogleButtonOptions {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  width?: number;
}

export interface GoogleAccountsId {
  initialize(config: { client_id: string; callback: (response: GoogleCredentialResponse) => void; ux_mode?: 'popup' }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

let loading: Promise<GoogleAccountsId> | null = null;

/** Adds the Google script once and resolves with its API; a failed load may be retried later. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  if (!loading) {
    loading = new Promise<GoogleAccountsId>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = GOOGLE_IDENTITY_SCRIPT;
      script.async = true;
      script.defer = true;
      script.onload = () => {
        const api = window.google?.accounts?.id;
        if (api) resolve(api);
        else reject(new Error('Google Identity Services did not initialise'));
      };
      script.onerror = () => reject(new Error('Google Identity Services could not be loaded'));
      document.head.appendChild(script);
    }).catch((err: unknown) => {
      loading = null;
      throw err;
    });
  }
  return loading;
}
