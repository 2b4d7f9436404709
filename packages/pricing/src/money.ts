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
