import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { checkSession, isLoggedOut, isSignedIn, logout, sessionChecked } from './auth-slice';

/** Why an auth dialog opened, so it can say so: a product to add to the cart, or a page that needs an account. */
export type SignInReason = { kind: 'cart'; productName: string } | { kind: 'page'; path: string };

/** What opening an auth dialog may carry: why, and the same-site path to go to once signed in. */
export interface SignInIntent {
  reason?: SignInReason;
  returnTo?: string;
}

/** UI state of SPEC.md §3: which auth modal is open, and whether the customer is logged in. */
export interface UiState {
  showLoginModal: boolean;
  showSignupModal: boolean;
  /** Mirrors auth.authenticated: the modals cannot open while it is true (SPEC.md §2). */
  authenticated: boolean;
  /**
   * The customer logged out in this tab (until they sign in again): a page that needs an account sends them home
   * without the login dialog, so the page they leave by logging out does not greet them with it.
   */
  justLoggedOut: boolean;
  /** Why the open dialog opened (kept when switching between login and sign-up). */
  signInReason: SignInReason | null;
  /** The page to go to once signed in (a checked same-site path), kept until then. */
  returnTo: string | null;
}

const initialState: UiState = {
  showLoginModal: false,
  showSignupModal: false,
  authenticated: false,
  justLoggedOut: false,
  signInReason: null,
  returnTo: null,
};

/** Takes an opening's reason and return path; a switch between the dialogs (no intent) keeps the ones it had. */
function takeIntent(state: UiState, intent: SignInIntent | undefined) {
  if (!intent) return;
  state.signInReason = intent.reason ?? null;
  state.returnTo = intent.returnTo ?? null;
}

const withIntent = (intent?: SignInIntent) => ({ payload: intent });

/** Opens one of the two sign-in dialogs in place of the other, unless the customer is signed in already. */
function openDialog(dialog: 'login' | 'signup') {
  return {
    reducer(state: UiState, action: PayloadAction<SignInIntent | undefined>) {
      if (state.authenticated) return;
      takeIntent(state, action.payload);
      state.showLoginModal = dialog === 'login';
      state.showSignupModal = dialog === 'signup';
    },
    prepare: withIntent,
  };
}

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    openLoginModal: openDialog('login'),
    openSignupModal: openDialog('signup'),
    closeModals(state) {
      state.showLoginModal = false;
      state.showSignupModal = false;
      state.signInReason = null;
      // Closed without signing in: the page it was opened for is not wanted any more. Signed in, it is still to go to.
      if (!state.authenticated) state.returnTo = null;
    },
    /** The customer has been taken to the page they were going to. */
    returnedTo(state) {
      state.returnTo = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(isAnyOf(sessionChecked, checkSession.fulfilled, isSignedIn), (state, action) => {
        state.authenticated = action.payload.authenticated;
        if (action.payload.authenticated) state.justLoggedOut = false;
      })
      // From the moment the customer asks to log out: a request the ended session refuses meanwhile (it ends the
      // session too) must not greet them with the login dialog either.
      .addMatcher(isAnyOf(logout.pending, logout.fulfilled), (state) => {
        state.justLoggedOut = true;
      })
      .addMatcher(isLoggedOut, (state) => {
        state.authenticated = false;
      });
  },
});

export const { openLoginModal, openSignupModal, closeModals, returnedTo } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
