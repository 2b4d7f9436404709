/**
 * The words of the Cash on Delivery rules: why Cash on Delivery is not offered, and how its fee and the discount for
 * paying online read. Free of the validation library, so the error reasons (error-reasons.ts) can name them without
 * it; cod-rules.ts re-exports them with the schemas.
 */

const INR = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
/** ₹4,999 (whole rupees), ₹49.50 otherwise. */
const rupees = (amount: number) => `₹${INR.format(amount)}`;

export const COD_RULES_MESSAGES = {
  /** Outside the order values staff allow Cash on Delivery for (amounts in rupees; null: no bound on that side). */
  orderValue: ({ min, max }: { min?: number; max?: number }) =>
    min !== undefined && max !== undefined
      ? `Cash on Delivery is available for orders from ${rupees(min)} to ${rupees(max)}.`
      : min !== undefined
        ? `Cash on Delivery is available for orders of ${rupees(min)} or more.`
        : `Cash on Delivery is available for orders up to ${rupees(max ?? 0)}.`,
  pincode: ({ pincode }: { pincode: string }) => `Cash on Delivery is not available for pincode ${pincode}. Please pay online.`,
  returnedParcels: ({ count, days }: { count: number; days: number }) =>
    `Cash on Delivery is not available on your account: ${count === 1 ? 'an order' : `${count} orders`} came back undelivered in the last ${days} days. Please pay online.`,
  /** Shown beside the Cash on Delivery choice. */
  codFee: (fee: number) => `Cash on Delivery fee ${rupees(fee)}`,
  /** Shown beside the online choice: what the customer saves against Cash on Delivery. */
  payOnlineSave: (saving: number) => `Pay online and save ${rupees(saving)}`,
  /** The two totals side by side, in the cart and at checkout. */
  onlineTotal: (total: number) => `Pay online: ${rupees(total)}`,
  codTotal: (total: number) => `Cash on Delivery: ${rupees(total)}`,
  /** The payment dialog's hints. */
  codOptionFee: (fee: number, total: number) => `${rupees(fee)} Cash on Delivery fee · ${rupees(total)} to pay on delivery`,
  onlineOptionSave: (saving: number, total: number) => `Pay online and save ${rupees(saving)} · ${rupees(total)}`,
  codFeeLine: 'Cash on Delivery fee',
  onlineDiscountLine: 'Online payment discount',
  /** The invoice line of the fee. */
  codFeeInvoiceLine: 'Cash on Delivery fee (service charge)',
  rulesSaved: 'Cash on Delivery rules saved',
  unknownPincode: ({ pincode }: { pincode: string }) => `${pincode} is not an Indian pincode`,
} as const;
