import { CreateProfileResponse, UserDetailsResponse, type CreateProfileBody, type UpdateProfileBody, type UserDetails } from '@shop/contract/users';
import type { z } from 'zod';
import { queryApi } from './query-api';

/** What a failed profile call says when the server gives no message (SPEC.md §8). */
export const PROFILE_ERROR_TEXT = {
  fetchFailed: 'Failed to fetch details',
  updateFailed: 'Update failed',
} as const;

/** A change to the profile, with the words the screen shows when it fails and the server says nothing. */
export interface ProfileChange {
  changes: UpdateProfileBody;
  /** 'Update failed' unless the screen says it its own way (the checkout: 'Failed to update address'). */
  failedMessage?: string;
}

/** The profile-completion form's details, and the words of the screen it is on for a failure the server does not explain. */
export interface NewProfile {
  body: CreateProfileBody;
  failedMessage: string;
}

/**
 * The customer's profile and addresses (SPEC.md §7 "User"): read by the account page, the cart and the checkout, and
 * changed by the account page, the checkout's address dialog and the profile-completion form, all through one cached
 * answer. The spec's `userDetails` area fills itself from these endpoints' answers (store/user-details-slice.ts), by
 * their names.
 */
export const profileApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/me; a 404 means "no details yet" and is the answer null, not a failure (SPEC.md §3). */
    profile: build.query<UserDetails | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const answer = await baseQuery({ path: '/user/me', schema: UserDetailsResponse, fallbackMessage: PROFILE_ERROR_TEXT.fetchFailed });
        if (answer.error) return answer.error.status === 404 ? { data: null } : { error: answer.error };
        return { data: (answer.data as z.infer<typeof UserDetailsResponse>).userDetails };
      },
      providesTags: ['Profile'],
    }),
    /**
     * PUT /user/me-update-profile: name and phone, or the whole address list with exactly one primary. The answer is
     * the profile as saved, so it replaces the cached one at once instead of being asked for again; what else follows
     * from it is loaded again: the serviceability of the addresses, and the number order updates go to.
     */
    updateProfile: build.mutation<UserDetails, ProfileChange>({
      query: ({ changes, failedMessage = PROFILE_ERROR_TEXT.updateFailed }) => ({
        path: '/user/me-update-profile',
        schema: UserDetailsResponse,
        method: 'PUT',
        body: changes,
        fallbackMessage: failedMessage,
      }),
      transformResponse: (answer: z.infer<typeof UserDetailsResponse>) => answer.userDetails,
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => null);
        if (saved) void dispatch(profileApi.util.upsertQueryData('profile', undefined, saved.data));
      },
      invalidatesTags: (saved, _error, { changes }) => [
        ...(saved && changes.addresses ? (['Addresses'] as const) : []),
        ...(saved && changes.phoneNumber !== undefined ? (['Notifications'] as const) : []),
      ],
    }),
    /**
     * POST /user/me-create-profile: saves the profile-completion form. The session has details from then on (the auth
     * area reads this answer), and the profile, its addresses and the number for order updates are new.
     */
    createProfile: build.mutation<z.infer<typeof CreateProfileResponse>, NewProfile>({
      query: ({ body, failedMessage }) => ({ path: '/user/me-create-profile', schema: CreateProfileResponse, method: 'POST', body, fallbackMessage: failedMessage }),
      invalidatesTags: (created) => (created ? ['Profile', 'Addresses', 'Notifications'] : []),
    }),
  }),
});

export const { useProfileQuery, useUpdateProfileMutation } = profileApi;

/**
 * The key the account page's profile changes share, so each card knows when another is saving (the personal details
 * and the address book change the same profile, one change at a time).
 */
export const PROFILE_CHANGE = 'profile-change';
