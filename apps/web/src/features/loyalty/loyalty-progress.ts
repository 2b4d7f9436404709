/**
 * One entry per stamp of the card: collected or not. The count and the target are the server's answer (GET
 * /loyalty/status: the target comes from the loyalty reward's settings); the card only draws them.
 */
export function stamps(count: number, target: number): boolean[] {
  return Array.from({ length: stampCount(target) }, (_, i) => i < count);
}

function stampCount(target: number): number {
  return Number.isFinite(target) ? Math.max(0, Math.floor(target)) : 0;
}

/** The most stamps a row of the card holds on a narrow card (a phone) and on a wide one; CSS picks by the card's width. */
export const STAMPS_PER_ROW = { narrow: 6, wide: 10 } as const;

/**
 * Columns for a card of `target` stamps holding at most `most` a row: as few rows as that allows, filled evenly, so
 * 8 stamps read 4 + 4 on a phone rather than 6 + 2, and stay one row where they fit.
 */
export function stampColumns(target: number, most: number): number {
  const size = stampCount(target);
  if (size === 0) return 1;
  const rows = Math.ceil(size / Math.max(1, Math.floor(most)));
  return Math.ceil(size / rows);
}
