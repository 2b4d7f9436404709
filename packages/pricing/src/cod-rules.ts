import type { PaymentMethod } from '@shop/contract/payment-methods';
import { assertPaise } from './money';

/**
 * The Cash on Delivery rules, in paise, as the server applies them: one pure function decides whether Cash on
 * Delivery is offered for an order and what each way of paying adds or takes off, so the payment choices shown
 * before the customer chooses and the order placed after are the same numbers.
 */
export interface CodRuleTerms {
  /** Cash on Delivery only for orders of at least / at most this (the amount after coupons); null: no bound. */
  minOrderPaise: number | null;
  maxOrderPaise: number | null;
  /** Pincodes where Cash on Delivery is not offered. */
  blockedPincodes: ReadonlySet<number>;
  /** Prepaid only for a customer with at least `count` parcels that came back within `days`; null: off. */
  returnedParcels: { count: number; days: number } | null;
  /** Added to a Cash on Delivery order (whole rupees); 0: none. */
  codFeePaise: number;
  /** Taken off an order paid online; null: none. */
  onlineDiscount: { type: 'flat'; amountPaise: number } | { type: 'percent'; percent: number; maxPaise: number | null } | null;
}

/** What an order paid online still costs, at least, after its discount. */
const MIN_ONLINE_PAYMENT_PAISE = 100;

export const NO_COD_RULES: CodRuleTerms = { minOrderPaise: null, maxOrderPaise: null, blockedPincodes: new Set(), returnedParcels: null, codFeePaise: 0, onlineDiscount: null };

export type CodRefusal =
  | { reason: 'orderValue'; minOrderPaise: number | null; maxOrderPaise: number | null }
  | { reason: 'pincode'; pincode: number }
  | { reason: 'returnedParcels'; count: number; days: number };

export interface CodCustomer {
  /** What the order costs after coupons, before any fee or discount. */
  amountPaise: number;
  /** The delivery pincode; null when not known yet (no rule on it then). */
  pincode: number | null;
  /** Parcels of this customer that came back within the rule's window. */
  returnedParcels: number;
}

/** Why Cash on Delivery is not offered for this order, or null when it is. The order of the checks is the order of the answer. */
export function codRefusal(terms: CodRuleTerms, customer: CodCustomer): CodRefusal | null {
  assertPaise(customer.amountPaise);
  const { minOrderPaise, maxOrderPaise } = terms;
  if ((minOrderPaise !== null && customer.amountPaise < minOrderPaise) || (maxOrderPaise !== null && customer.amountPaise > maxOrderPaise)) {
    return { reason: 'orderValue', minOrderPaise, maxOrderPaise };
  }
  if (customer.pincode !== null && terms.blockedPincodes.has(customer.pincode)) return { reason: 'pincode', pincode: customer.pincode };
  if (terms.returnedParcels && customer.returnedParcels >= terms.returnedParcels.count) return { reason: 'returnedParcels', ...terms.returnedParcels };
  return null;
}

/**
 * What paying online takes off an amount: a flat amount, or a percentage rounded down to the whole rupee (so every
 * total stays whole rupees and the discount never claims more than it gives) up to its cap. It leaves at least ₹1 to
 * pay: a discount for paying never turns an order into a free one.
 */
export function onlineDiscountPaise(terms: CodRuleTerms, amountPaise: number): number {
  assertPaise(amountPaise);
  const d = terms.onlineDiscount;
  if (!d || amountPaise <= 0) return 0;
  let discount: number;
  if (d.type === 'flat') discount = d.amountPaise;
  else {
    discount = Math.floor((amountPaise * d.percent) / 10_000) * 100;
    if (d.maxPaise !== null) discount = Math.min(discount, d.maxPaise);
  }
  return Math.max(0, Math.min(discount, amountPaise - MIN_ONLINE_PAYMENT_PAISE));
}

/** What Cash on Delivery adds: the fee, on an order with something to collect. */
export function codFeePaise(terms: CodRuleTerms, amountPaise: number): number {
  assertPaise(amountPaise);
  return amountPaise > 0 ? terms.codFeePaise : 0;
}

export interface PaymentAdjustment {
  codFeePaise: number;
  onlineDiscountPaise: number;
  /** The amount after the fee or the discount: what the customer pays. */
  totalPaise: number;
}

/** The fee or discount of one way of paying an amount (after coupons), and the total it makes. */
export function adjustForPayment(terms: CodRuleTerms, method: PaymentMethod, amountPaise: number): PaymentAdjustment {
  const fee = method === 'COD' ? codFeePaise(terms, amountPaise) : 0;
  const discount = method === 'ONLINE' ? onlineDiscountPaise(terms, amountPaise) : 0;
  return { codFeePaise: fee, onlineDiscountPaise: discount, totalPaise: amountPaise + fee - discount };
}

/** Both ways of paying an amount side by side: what paying online saves against Cash on Delivery. */
export function paymentChoice(terms: CodRuleTerms, amountPaise: number): { cod: PaymentAdjustment; online: PaymentAdjustment; savingPaise: number } {
  const cod = adjustForPayment(terms, 'COD', amountPaise);
  const online = adjustForPayment(terms, 'ONLINE', amountPaise);
  return { cod, online, savingPaise: Math.max(0, cod.totalPaise - online.totalPaise) };
}
