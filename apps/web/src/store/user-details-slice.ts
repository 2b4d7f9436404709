import { createSlice } from '@reduxjs/toolkit';
import type { UserDetails } from '@shop/contract/users';
import { isLoggedOut } from './auth-slice';
import { isCacheAnswer } from '../lib/cache-actions';

/**
 * The userDetails area of SPEC.md §3: the customer's profile and addresses as the server last said them. The pages
 * read and change them through the server-data cache (lib/profile.ts); this area fills itself from the cache's answers
 * (matched by endpoint name, so the first load does not carry the cache). Loading and failures are the cache's.
 */
export interface UserDetailsState {
  userDetails: UserDetails | null;
  /** GET /user/me answered 404: the customer has not completed the profile yet. */
  notFound: boolean;
}

const initialUserDetailsState: UserDetailsState = {
  userDetails: null,
  notFound: false,
};

/** GET /user/me (null: no details yet). */
const profileRead = isCacheAnswer<UserDetails | null>('profile');
/** PUT /user/me-update-profile: the profile as saved. */
const profileUpdated = isCacheAnswer<UserDetails>('updateProfile');
/** POST /user/me-create-profile: the details exist now; the profile is read again. */
const profileCreated = isCacheAnswer<unknown>('createProfile');

const userDetailsSlice = createSlice({
  name: 'userDetails',
  initialState: initialUserDetailsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(profileRead, (state, action) => {
        state.userDetails = action.payload;
        state.notFound = action.payload === null;
      })
      .addMatcher(profileUpdated, (state, action) => {
        state.userDetails = action.payload;
        state.notFound = false;
      })
      .addMatcher(profileCreated, (state) => {
        state.notFound = false;
      })
      // Another customer may log in next on this browser.
      .addMatcher(isLoggedOut, () => initialUserDetailsState);
  },
});

export const userDetailsReducer = userDetailsSlice.reducer;
