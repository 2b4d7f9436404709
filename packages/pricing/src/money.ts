/** Money is integer paise everywhere except the JSON edge, where it becomes rupees with up to 2 decimals. */

const PAISE_PER_RUPEE = 100;

export function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
}

/** Converts paise to rupees for a JSON body. */
export function paiseToRupees(paise: number): number {
  assertPaise(paise);
  return paise / PAISE_PER_RUPEE;
}

/** Converts rupees (at most 2 decimals) to paise. */
export function rupeesToPaise(rupees: number): number {
  const paise = Math.round(rupees * PAISE_PER_RUPEE);
  if (!Number.isFinite(rupees) || Math.abs(paise - rupees * PAISE_PER_RUPEE) > 1e-6) {
    throw new RangeError(`Not an amount in rupees with at most 2 decimals: ${rupees}`);
  }
  return paise;
}

const WHOLE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const WITH_PAISE = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An amount a customer hands over in cash (or reads in a message), without a currency sign: whole rupees carry no
 * ".00" ("1,549"), since paise are not handed over; an amount with paise (an order from before prices were whole
 * rupees) keeps them ("551.65"), so the figure is never other than what is owed.
 */
export function cashFigure(paise: number): string {
  assertPaise(paise);
  return paise % PAISE_PER_RUPEE === 0 ? WHOLE.format(paise / PAISE_PER_RUPEE) : WITH_PAISE.format(paise / PAISE_PER_RUPEE);
}
