import { NOTIFICATION_MESSAGES, NotificationPreferencesResponse, type NotificationPreferences } from '@shop/contract/notifications';
import { queryApi } from './query-api';

const PATH = '/user/notification-preferences';

/**
 * The customer's choice of order updates by WhatsApp and SMS, shown on the profile and at checkout from one cached
 * answer. A change answers with the choices as saved, which replace the cached ones at once; a new phone number on the
 * profile (lib/profile.ts) invalidates them, since the answer names the number the updates go to.
 */
const notificationPreferencesApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/notification-preferences: the choices, the number they go to, and what is sent. */
    notificationPreferences: build.query<NotificationPreferencesResponse, void>({
      query: () => ({ path: PATH, schema: NotificationPreferencesResponse, fallbackMessage: NOTIFICATION_MESSAGES.loadFailed }),
      providesTags: ['Notifications'],
    }),
    /** PUT /user/notification-preferences: one or both choices. */
    saveNotificationPreferences: build.mutation<NotificationPreferencesResponse, Partial<NotificationPreferences>>({
      query: (changes) => ({ path: PATH, schema: NotificationPreferencesResponse, method: 'PUT', body: changes }),
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => null);
        if (saved) void dispatch(notificationPreferencesApi.util.upsertQueryData('notificationPreferences', undefined, saved.data));
      },
    }),
  }),
});

export const { useNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } = notificationPreferencesApi;
