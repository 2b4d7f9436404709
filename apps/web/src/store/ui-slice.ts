import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { checkSession, isLoggedOut, isSignedIn, logout, sessionChecked } from './auth-slice';

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
}

const initialState: UiState = { showLoginModal: false, showSignupModal: false, authenticated: false, justLoggedOut: false };

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    openLoginModal(state) {
      if (state.authenticated) return;
      state.showLoginModal = true;
      state.showSignupModal = false;
    },
    openSignupModal(state) {
      if (state.authenticated) return;
      state.showSignupModal = true;
      state.showLoginModal = false;
    },
    closeModals(state) {
      state.showLoginModal = false;
      state.showSignupModal = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(isAnyOf(sessionChecked, checkSession.fulfilled, isSignedIn), (state, action) => {
        state.authenticated = action.payload.authenticated;
        if (action.payload.authenticated) state.justLoggedOut = false;
      })
      .addMatcher(logout.fulfilled.match, (state) => {
        state.justLoggedOut = true;
      })
      .addMatcher(isLoggedOut, (state) => {
        state.authenticated = false;
      });
  },
});

export const { openLoginModal, openSignupModal, closeModals } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
