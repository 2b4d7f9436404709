/**
 * Router state for a link that swaps what a page shows without leaving it (another size of the same product): the
 * page is not scrolled back to the top, and what the customer entered on it (a pincode checked) stays.
 */
export const KEEP_PLACE = { keepPlace: true } as const;

/** Whether a navigation asked to keep the customer's place on the page. */
export function keepsPlace(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepPlace?: unknown }).keepPlace === true;
}
