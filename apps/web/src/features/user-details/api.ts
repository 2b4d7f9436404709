import { MessageResponse } from '@shop/contract/auth';
import type { z } from 'zod';
import { queryApi } from '../../lib/query-api';
import { PROFILE_UI_TEXT } from './ui-texts';

/** Verifying the profile's phone number with a code texted to it, through the server-data cache. */
export const phoneApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user/verify-phone/send-code: texts a code to the profile's number (again, for a resend). */
    sendPhoneCode: build.mutation<string, void>({
      query: () => ({ path: '/user/verify-phone/send-code', schema: MessageResponse, method: 'POST', body: {}, fallbackMessage: PROFILE_UI_TEXT.phoneCodeNotSent }),
      transformResponse: (answer: z.infer<typeof MessageResponse>) => answer.message,
    }),
    /** POST /user/verify-phone: the code typed back; the profile then says the number is verified. */
    verifyPhone: build.mutation<string, string>({
      query: (otp) => ({ path: '/user/verify-phone', schema: MessageResponse, method: 'POST', body: { otp }, fallbackMessage: PROFILE_UI_TEXT.phoneNotVerified }),
      transformResponse: (answer: z.infer<typeof MessageResponse>) => answer.message,
      invalidatesTags: (verified) => (verified === undefined ? [] : ['Profile']),
    }),
  }),
});

export const { useSendPhoneCodeMutation, useVerifyPhoneMutation } = phoneApi;
