import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Auth state of SPEC.md §3: `authenticated` is null until the session check has answered. */
export interface AuthState {
  authenticated: boolean | null;
  hasDetails: boolean;
  loading: boolean;
  error: string | null;
  initialized: boolean;
  sessionError: string | null;
}

export const AUTH_STORAGE_KEY = 'authData';

export const initialAuthState: AuthState = {
  authenticated: null,
  hasDetails: false,
  loading: false,
  error: null,
  initialized: false,
  sessionError: null,
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionChecked(state, action: PayloadAction<{ authenticated: boolean; hasDetails: boolean }>) {
      state.authenticated = action.payload.authenticated;
      state.hasDetails = action.payload.hasDetails;
      state.initialized = true;
    },
  },
});

export const { sessionChecked } = authSlice.actions;
export const authReducer = authSlice.reducer;
