/** The tracking page of an order. */
export function trackPath(orderRef: string): string {
  return `/track/${encodeURIComponent(orderRef)}`;
}
