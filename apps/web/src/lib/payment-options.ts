import { PaymentOptionsResponse, PaymentTermsResponse } from '@shop/contract/cod-rules';
import { queryApi } from './query-api';

/**
 * What each way of paying costs, as the server will charge it (staff's Cash on Delivery rules: its fee, the discount
 * for paying online, and whether a rule refuses Cash on Delivery). The product page, the cart and the checkout show
 * it before the customer chooses; nothing here decides it.
 */
export const paymentOptionsApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /order/payment-terms?amount=: the fee and the discount on a product's price, for anyone. */
    paymentTerms: build.query<PaymentTermsResponse, number>({
      query: (amount) => ({ path: `/order/payment-terms?amount=${Math.max(0, Math.round(amount))}`, schema: PaymentTermsResponse }),
      providesTags: ['Settings'],
    }),
    /**
     * POST /order/payment-options for the customer's own cart (`cart` only keys the cache: a changed cart asks again),
     * with the applied coupon and the delivery pincode.
     */
    paymentOptions: build.query<PaymentOptionsResponse, { cart: string; couponCode: string | null; pincode: number | null }>({
      query: ({ couponCode, pincode }) => ({
        path: '/order/payment-options',
        schema: PaymentOptionsResponse,
        method: 'POST',
        body: { ...(couponCode ? { couponCode } : {}), ...(pincode ? { pincode: String(pincode) } : {}) },
      }),
      providesTags: ['Cart', 'Settings'],
    }),
  }),
});

export const { usePaymentTermsQuery, usePaymentOptionsQuery } = paymentOptionsApi;

/** A key that changes whenever the cart's products or quantities do. */
export const cartKey = (items: ReadonlyArray<{ productId: { _id: string }; quantity: number }>) => items.map((i) => `${i.productId._id}:${i.quantity}`).join(',');
