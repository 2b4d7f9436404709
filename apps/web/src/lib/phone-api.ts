import { MessageResponse } from '@shop/contract/auth';
import type { z } from 'zod';
import { queryApi } from './query-api';

/** What a failed phone call says when the server gives no message. */
export const PHONE_ERROR_TEXT = {
  codeNotSent: 'We could not send the code. Please try again.',
  notVerified: 'The number could not be verified. Please try again.',
} as const;

/**
 * Verifying the profile's phone number with a code texted to it, through the server-data cache: from the account page,
 * the sign-up's profile step, and the checkout when the number is missing.
 */
export const phoneApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user/verify-phone/send-code: texts a code to the profile's number (again, for a resend). */
    sendPhoneCode: build.mutation<string, void>({
      query: () => ({ path: '/user/verify-phone/send-code', schema: MessageResponse, method: 'POST', body: {}, fallbackMessage: PHONE_ERROR_TEXT.codeNotSent }),
      transformResponse: (answer: z.infer<typeof MessageResponse>) => answer.message,
    }),
    /** POST /user/verify-phone: the code typed back; the profile then says the number is verified. */
    verifyPhone: build.mutation<string, string>({
      query: (otp) => ({ path: '/user/verify-phone', schema: MessageResponse, method: 'POST', body: { otp }, fallbackMessage: PHONE_ERROR_TEXT.notVerified }),
      transformResponse: (answer: z.infer<typeof MessageResponse>) => answer.message,
      // A verified number may unlock the free first order: the order count says so again.
      invalidatesTags: (verified) => (verified === undefined ? [] : ['Profile', 'Orders']),
    }),
  }),
});

export const { useSendPhoneCodeMutation, useVerifyPhoneMutation } = phoneApi;
