import { paiseToRupees } from '@shop/pricing/money';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in rupees as the shop shows it: two decimals, e.g. "₹1,649.25" (SPEC.md §9). */
export function formatRupees(rupees: number): string {
  return inr.format(rupees);
}

/** An amount in paise, shown in rupees: 164925 → "₹1,649.25". */
export function formatPaise(paise: number): string {
  return formatRupees(paiseToRupees(paise));
}
