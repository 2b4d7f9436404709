import { ProviderOrderId } from '@shop/contract/payment-status';

/**
 * Coming back from a UPI app. On a phone the customer leaves the page for their UPI app, and the browser may close the
 * tab meanwhile (or they close it themselves): the shop's page never hears Checkout's answer, and the order is placed by
 * the provider's webhook instead. So while Checkout is open the checkout's address names the payment
 * (`/checkout?payment=order_…`): a tab the browser brings back opens at that address, which leads to the success page,
 * and the success page finds out on the server what became of the payment, however long after.
 */
const PAYMENT_PARAM = 'payment';

/** The success page for one payment: it waits for the order while the payment is confirmed. */
export function paymentConfirmationPath(providerOrderId: string): string {
  return `/order-success?${PAYMENT_PARAM}=${encodeURIComponent(providerOrderId)}`;
}

/** The payment named in a page's query, if it is one (anything else is ignored). */
export function paymentOf(params: URLSearchParams): string | null {
  const parsed = ProviderOrderId.safeParse(params.get(PAYMENT_PARAM));
  return parsed.success ? parsed.data : null;
}

/**
 * Names the payment in the address bar (or takes it away), without a navigation: the page in front of the customer
 * stays as it is, and only a page opened afresh at this address reads it.
 */
export function markPaymentInAddress(providerOrderId: string | null): void {
  const url = new URL(window.location.href);
  if (providerOrderId) url.searchParams.set(PAYMENT_PARAM, providerOrderId);
  else url.searchParams.delete(PAYMENT_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
