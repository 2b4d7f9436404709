/**
 * The words of confirming a Cash on Delivery order with a code. Free of the validation library, so the error reasons
 * (error-reasons.ts) can name them without it; cod-confirmation.ts re-exports them with the schemas.
 */

export const COD_CONFIRMATION_MESSAGES = {
  required: ({ sentTo }: { sentTo: string }) => `To confirm your Cash on Delivery order, enter the code we sent to ${sentTo}.`,
  noPhone: 'Add your mobile number in your profile to place a Cash on Delivery order.',
  notFound: 'We could not find this order confirmation. Please place the order again.',
  expired: 'This confirmation has expired. Please place the order again.',
  keyMismatch: 'This Idempotency-Key belongs to another request.',
  amountChanged: 'The total of this order changed after the code was sent. Please place the order again to see the new total.',
  codeResent: 'We have sent a new code.',
  title: 'Confirm your order',
  confirm: 'Confirm Order',
  ruleSaved: 'Cash on Delivery confirmation rule saved',
  confirmedLabel: 'Confirmed by code',
} as const;
