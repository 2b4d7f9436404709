import { createAsyncThunk, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionState } from '@shop/contract/auth';
import { AUTH_MESSAGES } from '@shop/contract/auth-rules';
import type { Locale } from '@shop/contract/locale';
import { SessionStateCheck } from '@shop/contract/session-check';
import { AUTH_TEXTS } from './auth-texts';
import { textsOfDocument } from '../lib/i18n/texts';
import { ApiError, apiRequest, errorMessage, lazySchemas } from '../lib/api-client';
import { AUTH_STORAGE_KEY } from '../lib/session-hint';
import { isCacheAnswer } from '../lib/cache-actions';
import { trackRequests } from '../lib/request-state';

/** The auth schemas, loaded with the first answer that needs them: the first view carries no validation library. */
const authSchema = lazySchemas(() => import('@shop/contract/auth'));
/** The offline identity provider's schemas, loaded the same way (only a test shop offers it). */
const devSchema = lazySchemas(() => import('@shop/contract/dev'));

/** Auth state of SPEC.md §3: `authenticated` is null until the session check has answered. */
export interface AuthState {
  authenticated: boolean | null;
  hasDetails: boolean;
  loading: boolean;
  error: string | null;
  initialized: boolean;
  sessionError: string | null;
  /** The signed-in customer's language (their profile's), when the server said it: a device that never chose can offer it. */
  language: Locale | null;
}

export const initialAuthState: AuthState = {
  authenticated: null,
  hasDetails: false,
  loading: false,
  error: null,
  initialized: false,
  sessionError: null,
  language: null,
};

/** The copy of the session kept in browser storage (SPEC.md §3): written when known, removed when not. */
export function persistAuthData(state: Pick<AuthState, 'authenticated' | 'hasDetails'>): void {
  try {
    if (state.authenticated === null) {
      localStorage.removeItem(AUTH_STORAGE_KEY);
    } else {
      localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ authenticated: state.authenticated, hasDetails: state.hasDetails }));
    }
  } catch {
    // Storage can be unavailable (private mode, quota); the server stays the source of truth.
  }
}

/** The auth words in the page's language, read when a request ends (the store lives outside components). */
const authText = () => textsOfDocument(AUTH_TEXTS);
type AuthFallback = 'loginFailed' | 'sendOtpFailed';

const rejectMessage = (err: unknown, fallback?: AuthFallback) => errorMessage(err) ?? authText()[fallback ?? 'generic'];
const loggedOut: SessionState = { authenticated: false, hasDetails: false };

/** Session start (SPEC.md §4): a 401 or an 'Unauthorized' answer means logged out; anything else is a session error. */
export const checkSession = createAsyncThunk<SessionState, void, { rejectValue: string }>(
  'auth/checkSession',
  async (_, { rejectWithValue }) => {
    try {
      return await apiRequest('/auth/isloggedin', SessionStateCheck);
    } catch (err) {
      if (err instanceof ApiError && (err.status === 401 || err.message === AUTH_MESSAGES.unauthorized)) return loggedOut;
      return rejectWithValue(rejectMessage(err));
    }
  },
);

const post = { method: 'POST' } as const;

/**
 * The calls that sign in or send a code, each written once: the thunks below run them for the dialogs' steps, and
 * a code screen's "Resend" runs them again on its own (its countdown shows the progress; the step's state is left).
 */
export const authCalls = {
  login: (body: { email: string; password: string }) => apiRequest('/auth/login', authSchema('LoginResponse'), { ...post, body, fallbackMessage: authText().loginFailed }),
  /** POST /auth/loginn: sends a login code to an email address or mobile number (the field is named phone). */
  sendOtp: (body: { phone: string }) => apiRequest('/auth/loginn', authSchema('MessageResponse'), { ...post, body, fallbackMessage: authText().sendOtpFailed }),
  /** Verifies a sign-up or login code; success starts a session. */
  verifyOtp: (body: { email: string; otp: string }) => apiRequest('/auth/verify-otp', authSchema('SessionState'), { ...post, body }),
  forgotPassword: (body: { email: string }) => apiRequest('/auth/forgot-password', authSchema('MessageResponse'), { ...post, body }),
  resetPassword: (body: { email: string; otp: string; newPassword: string }) => apiRequest('/auth/reset-password', authSchema('MessageResponse'), { ...post, body }),
  /** Signs in with a Google ID token (or the offline test provider's, which the server checks the same way). */
  googleLogin: (body: { token: string }) => apiRequest('/auth/google', authSchema('GoogleLoginResponse'), { ...post, body }),
  /**
   * The offline identity provider that stands in for Google when no client id is configured (DESIGN.md §1): an ID
   * token that /auth/google verifies like Google's.
   */
  devIdentityToken: (body: { email: string; name?: string }) => apiRequest('/dev/identity/token', devSchema('DevIdentityTokenResponse'), { ...post, body, outsideApi: true }),
  /** Sign-up step 2: registers email and password; the server mails the verification code. */
  signupEmail: (body: { email: string; password: string }) => apiRequest('/auth/signup-email', authSchema('MessageResponse'), { ...post, body }),
};

/** A thunk over one of `authCalls`: a refusal is rejected with the server's message, else `fallback`. */
function authThunk<B, R>(type: string, call: (body: B) => Promise<R>, fallback?: AuthFallback) {
  return createAsyncThunk<R, B, { rejectValue: string }>(type, async (body, { rejectWithValue }) => {
    try {
      return await call(body);
    } catch (err) {
      return rejectWithValue(rejectMessage(err, fallback));
    }
  });
}

export const login = authThunk('auth/login', authCalls.login, 'loginFailed');
export const sendOtp = authThunk('auth/sendOtp', authCalls.sendOtp, 'sendOtpFailed');
export const verifyOtp = authThunk('auth/verifyOtp', authCalls.verifyOtp);
export const forgotPassword = authThunk('auth/forgotPassword', authCalls.forgotPassword);
export const resetPassword = authThunk('auth/resetPassword', authCalls.resetPassword);
export const googleLogin = authThunk('auth/googleLogin', authCalls.googleLogin);
export const signupEmail = authThunk('auth/signupEmail', authCalls.signupEmail);

/** Logout (SPEC.md §4): tells the server; even when that fails (only warned) the local session ends. */
export const logout = createAsyncThunk('auth/logout', async () => {
  try {
    await apiRequest('/auth/logout', authSchema('MessageResponse'), { method: 'POST' });
  } catch (err) {
    console.warn('Logout request failed; clearing the local session anyway.', err);
  }
});

/** Calls that show their progress and failure in `loading` and `error` (the session check has its own fields). */
const requests = [login, sendOtp, verifyOtp, forgotPassword, resetPassword, googleLogin, signupEmail, logout] as const;

/** A login of any kind succeeded: the hook point for loading what a signed-in customer needs (e.g. the cart). */
export const isSignedIn = isAnyOf(login.fulfilled, verifyOtp.fulfilled, googleLogin.fulfilled);

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionChecked(state, action: PayloadAction<SessionState>) {
      state.authenticated = action.payload.authenticated;
      state.hasDetails = action.payload.hasDetails;
      state.language = action.payload.language ?? null;
      state.initialized = true;
    },
    /** The server refused to refresh the session: the customer is logged out from now on. */
    sessionEnded(state) {
      state.authenticated = false;
      state.hasDetails = false;
      state.language = null;
    },
    /** Closing either auth modal resets the auth state (SPEC.md §4 "Closing"); the session itself stays. */
    resetAuthState(state) {
      state.loading = false;
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(checkSession.fulfilled, (state, action) => {
        state.authenticated = action.payload.authenticated;
        state.hasDetails = action.payload.hasDetails;
        state.language = action.payload.language ?? null;
        state.sessionError = null;
        state.initialized = true;
      })
      .addCase(checkSession.rejected, (state, action) => {
        state.authenticated = null;
        state.hasDetails = false;
        state.sessionError = action.payload ?? authText().generic;
        state.initialized = true;
      })
      .addCase(logout.fulfilled, (state) => {
        state.authenticated = false;
        state.hasDetails = false;
        state.language = null;
      })
      // The profile-completion form was saved (POST /user/me-create-profile, through the server-data cache).
      .addMatcher(isCacheAnswer<{ hasDetails: true }>('createProfile'), (state, action) => {
        state.hasDetails = action.payload.hasDetails;
      })
      .addMatcher(isSignedIn, (state, action) => {
        state.authenticated = action.payload.authenticated;
        state.hasDetails = action.payload.hasDetails;
        state.language = action.payload.language ?? null;
      });
    trackRequests(builder, requests, () => authText().generic);
  },
});

export const { sessionChecked, sessionEnded, resetAuthState } = authSlice.actions;
export const authReducer = authSlice.reducer;

/** Every action after which the customer is logged out. */
export const isLoggedOut = isAnyOf(logout.fulfilled, sessionEnded);
