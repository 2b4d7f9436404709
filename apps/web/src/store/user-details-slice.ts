import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { ERROR_MESSAGES } from '@shop/contract/error-codes';
import type { CreateProfileBody, CreateProfileResponse, UpdateProfileBody, UserDetails } from '@shop/contract/users';
import type { z } from 'zod';
import { ApiError, apiRequest, errorMessage, lazySchemas, serverMessageOf } from '../lib/api-client';
import { detailsSaved, isLoggedOut } from './auth-slice';

/** The users schemas, loaded with the first answer that needs them: the first view carries no validation library. */
const userSchema = lazySchemas(() => import('@shop/contract/users'));

/** What a failed profile call says when the server gives no message (SPEC.md §8). */
export const PROFILE_ERROR_TEXT = {
  fetchFailed: 'Failed to fetch details',
  updateFailed: 'Update failed',
} as const;

/** The userDetails area of SPEC.md §3: the customer's profile and addresses as the server keeps them. */
export interface UserDetailsState {
  userDetails: UserDetails | null;
  /** GET /user/me answered 404: the customer has not completed the profile yet. */
  notFound: boolean;
  loading: boolean;
  error: string | null;
  updating: boolean;
  updateError: string | null;
}

export const initialUserDetailsState: UserDetailsState = {
  userDetails: null,
  notFound: false,
  loading: false,
  error: null,
  updating: false,
  updateError: null,
};

/** GET /user/me; a 404 means "no details yet" and resolves to null (SPEC.md §3). */
export const fetchUserDetails = createAsyncThunk<UserDetails | null, void, { rejectValue: string }>(
  'userDetails/fetch',
  async (_, { rejectWithValue }) => {
    try {
      const reply = await apiRequest('/user/me', userSchema('UserDetailsResponse'), { fallbackMessage: PROFILE_ERROR_TEXT.fetchFailed });
      return reply.userDetails;
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null;
      return rejectWithValue(errorMessage(err) ?? PROFILE_ERROR_TEXT.fetchFailed);
    }
  },
);

/**
 * POST /user/me-create-profile: saves the profile-completion form and marks the session as having details.
 * Rejects with the server's message only (undefined without one), since each screen has its own fallback.
 */
export const createProfile = createAsyncThunk<z.infer<typeof CreateProfileResponse>, CreateProfileBody, { rejectValue: string | undefined }>(
  'userDetails/createProfile',
  async (body, { dispatch, rejectWithValue }) => {
    try {
      const reply = await apiRequest('/user/me-create-profile', userSchema('CreateProfileResponse'), { method: 'POST', body });
      dispatch(detailsSaved());
      return reply;
    } catch (err) {
      return rejectWithValue(serverMessageOf(err));
    }
  },
);

/** PUT /user/me-update-profile: name and phone, or the whole address list with exactly one primary. */
export const updateProfile = createAsyncThunk<UserDetails, UpdateProfileBody, { rejectValue: string }>(
  'userDetails/update',
  async (body, { rejectWithValue }) => {
    try {
      const reply = await apiRequest('/user/me-update-profile', userSchema('UserDetailsResponse'), {
        method: 'PUT',
        body,
        fallbackMessage: PROFILE_ERROR_TEXT.updateFailed,
      });
      return reply.userDetails;
    } catch (err) {
      return rejectWithValue(errorMessage(err) ?? PROFILE_ERROR_TEXT.updateFailed);
    }
  },
);

const userDetailsSlice = createSlice({
  name: 'userDetails',
  initialState: initialUserDetailsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchUserDetails.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchUserDetails.fulfilled, (state, action) => {
        state.loading = false;
        state.userDetails = action.payload;
        state.notFound = action.payload === null;
      })
      .addCase(fetchUserDetails.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? PROFILE_ERROR_TEXT.fetchFailed;
      })
      .addCase(createProfile.pending, (state) => {
        state.updating = true;
        state.updateError = null;
      })
      .addCase(createProfile.fulfilled, (state) => {
        state.updating = false;
        state.notFound = false;
      })
      .addCase(createProfile.rejected, (state, action) => {
        state.updating = false;
        state.updateError = action.payload ?? ERROR_MESSAGES.generic;
      })
      .addCase(updateProfile.pending, (state) => {
        state.updating = true;
        state.updateError = null;
      })
      .addCase(updateProfile.fulfilled, (state, action) => {
        state.updating = false;
        state.userDetails = action.payload;
        state.notFound = false;
      })
      .addCase(updateProfile.rejected, (state, action) => {
        state.updating = false;
        state.updateError = action.payload ?? PROFILE_ERROR_TEXT.updateFailed;
      })
      // Another customer may log in next on this browser.
      .addMatcher(isLoggedOut, () => initialUserDetailsState);
  },
});

export const userDetailsReducer = userDetailsSlice.reducer;
