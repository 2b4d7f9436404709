import {
  AdminCouponTranslationsResponse,
  AdminProductTranslationsResponse,
  type CouponTranslationInput,
  type ProductTranslationInput,
  type TranslatedLocale,
} from '@shop/contract/translations';
import { queryApi } from '../../../lib/query-api';
import { TRANSLATION_TEXT } from '../pages/texts-translations';

const productPath = (id: string) => `/admin/products/${encodeURIComponent(id)}/translations`;
const couponPath = (id: string) => `/admin/coupons/${encodeURIComponent(id)}/translations`;
const productTag = (id: string) => ({ type: 'Products', id: `translations:${id}` }) as const;
const couponTag = (id: string) => ({ type: 'Coupons', id: `translations:${id}` }) as const;

/** Is this refusal the server saying someone saved other words meanwhile (409)? Then the stored ones load again. */
const savedMeanwhile = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 409;

const translationsApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/products/:id/translations: the English beside each other language's words. */
    productTranslations: build.query<AdminProductTranslationsResponse, string>({
      query: (id) => ({ path: productPath(id), schema: AdminProductTranslationsResponse, fallbackMessage: TRANSLATION_TEXT.loadFailed }),
      providesTags: (_answer, _error, id) => [productTag(id)],
    }),

    /** PUT /admin/products/:id/translations/:locale: the answer is shown at once; a 409 loads the stored words again. */
    saveProductTranslation: build.mutation<AdminProductTranslationsResponse, { id: string; locale: TranslatedLocale; body: ProductTranslationInput }>({
      query: ({ id, locale, body }) => ({ path: `${productPath(id)}/${locale}`, method: 'PUT', body, schema: AdminProductTranslationsResponse, fallbackMessage: TRANSLATION_TEXT.saveFailed }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(translationsApi.util.upsertQueryData('productTranslations', id, answer.data));
      },
      invalidatesTags: (_answer, error, { id }) => (savedMeanwhile(error) ? [productTag(id)] : []),
    }),

    /** GET /admin/coupons/:id/translations */
    couponTranslations: build.query<AdminCouponTranslationsResponse, string>({
      query: (id) => ({ path: couponPath(id), schema: AdminCouponTranslationsResponse, fallbackMessage: TRANSLATION_TEXT.loadFailed }),
      providesTags: (_answer, _error, id) => [couponTag(id)],
    }),

    /** PUT /admin/coupons/:id/translations/:locale */
    saveCouponTranslation: build.mutation<AdminCouponTranslationsResponse, { id: string; locale: TranslatedLocale; body: CouponTranslationInput }>({
      query: ({ id, locale, body }) => ({ path: `${couponPath(id)}/${locale}`, method: 'PUT', body, schema: AdminCouponTranslationsResponse, fallbackMessage: TRANSLATION_TEXT.saveFailed }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(translationsApi.util.upsertQueryData('couponTranslations', id, answer.data));
      },
      invalidatesTags: (_answer, error, { id }) => (savedMeanwhile(error) ? [couponTag(id)] : []),
    }),
  }),
});

export const { useProductTranslationsQuery, useSaveProductTranslationMutation, useCouponTranslationsQuery, useSaveCouponTranslationMutation } = translationsApi;
