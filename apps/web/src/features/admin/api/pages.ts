import type { Locale } from '@shop/contract/locale';
import { AdminPageResponse, AdminPagesResponse, type AdminPageSectionInput, type PageKey } from '@shop/contract/pages';
import { queryApi } from '../../../lib/query-api';
import { PAGES_TEXT } from '../pages/texts-pages';

const pagePath = (key: PageKey) => `/admin/pages/${key}`;
const pageTag = (key: PageKey) => ({ type: 'Settings', id: `page:${key}` }) as const;
const LIST_TAG = { type: 'Settings', id: 'pages' } as const;

/** Is this refusal the server saying someone saved other words meanwhile (409)? Then the stored ones load again. */
const savedMeanwhile = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 409;

const pagesApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/pages: each stored page, its sections and how many are written in each other language. */
    storedPages: build.query<AdminPagesResponse, void>({
      query: () => ({ path: '/admin/pages', schema: AdminPagesResponse, fallbackMessage: PAGES_TEXT.loadFailed }),
      providesTags: [LIST_TAG],
    }),

    /** GET /admin/pages/:key: every section with its words in each language. */
    storedPage: build.query<AdminPageResponse, PageKey>({
      query: (key) => ({ path: pagePath(key), schema: AdminPageResponse, fallbackMessage: PAGES_TEXT.loadFailed }),
      providesTags: (_answer, _error, key) => [pageTag(key)],
    }),

    /** PUT /admin/pages/:key/sections/:section/:locale: the answer is shown at once; a 409 loads the stored words again. */
    savePageSection: build.mutation<AdminPageResponse, { key: PageKey; section: string; locale: Locale; body: AdminPageSectionInput }>({
      query: ({ key, section, locale, body }) => ({
        path: `${pagePath(key)}/sections/${encodeURIComponent(section)}/${locale}`,
        method: 'PUT',
        body,
        schema: AdminPageResponse,
        fallbackMessage: PAGES_TEXT.saveFailed,
      }),
      async onQueryStarted({ key }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(pagesApi.util.upsertQueryData('storedPage', key, answer.data));
      },
      invalidatesTags: (_answer, error, { key }) => (savedMeanwhile(error) ? [pageTag(key), LIST_TAG] : [LIST_TAG]),
    }),
  }),
});

export const { useStoredPagesQuery, useStoredPageQuery, useSavePageSectionMutation } = pagesApi;
