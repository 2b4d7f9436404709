import { CartReminderSettingsResponse, ReminderFiguresResponse, ReminderListResponse, type CartReminderSettings } from '@shop/contract/reminders';
import { queryApi } from '../../../lib/query-api';
import { REMINDERS_TEXT } from '../pages/texts-reminders';
import { pageQuery } from './read-query';

const SETTINGS_PATH = '/admin/settings/reminders';

const remindersApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/settings/reminders: the timing, the second reminder's coupon, and who changed them last. */
    reminderSettings: build.query<CartReminderSettingsResponse, void>({
      query: () => ({ path: SETTINGS_PATH, schema: CartReminderSettingsResponse, fallbackMessage: REMINDERS_TEXT.loadFailed }),
      providesTags: ['Settings'],
    }),
    /** PUT /admin/settings/reminders (audited). */
    saveReminderSettings: build.mutation<CartReminderSettingsResponse, CartReminderSettings>({
      query: (body) => ({ path: SETTINGS_PATH, schema: CartReminderSettingsResponse, method: 'PUT', body, fallbackMessage: REMINDERS_TEXT.saveFailed }),
      invalidatesTags: ['Settings'],
    }),
    /** GET /admin/reminders/figures?days=: carts reminded and recovered, revenue recovered. */
    reminderFigures: build.query<ReminderFiguresResponse['figures'], number>({
      query: (days) => ({ path: `/admin/reminders/figures?days=${days}`, schema: ReminderFiguresResponse, fallbackMessage: REMINDERS_TEXT.loadFailed }),
      transformResponse: (answer: ReminderFiguresResponse) => answer.figures,
      providesTags: ['Dashboard'],
    }),
    /** GET /admin/reminders?status=&page=: the message view. */
    reminders: pageQuery(build, { path: '/admin/reminders', schema: ReminderListResponse, pick: (answer) => answer.reminders, failed: REMINDERS_TEXT.loadFailed, tags: ['Dashboard'] }),
  }),
});

export const { useReminderSettingsQuery, useSaveReminderSettingsMutation, useReminderFiguresQuery, useRemindersQuery } = remindersApi;
