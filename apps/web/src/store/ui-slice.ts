import { createSlice } from '@reduxjs/toolkit';

/** UI state of SPEC.md §3: which auth modal is open. */
export interface UiState {
  showLoginModal: boolean;
  showSignupModal: boolean;
  authenticated: boolean;
}

const initialState: UiState = { showLoginModal: false, showSignupModal: false, authenticated: false };

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    openLoginModal(state) {
      state.showLoginModal = true;
      state.showSignupModal = false;
    },
    openSignupModal(state) {
      state.showSignupModal = true;
      state.showLoginModal = false;
    },
    closeModals(state) {
      state.showLoginModal = false;
      state.showSignupModal = false;
    },
  },
});

export const { openLoginModal, openSignupModal, closeModals } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
