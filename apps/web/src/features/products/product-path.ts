/** Where a product's detail page lives (SPEC.md §2 route table). */
export function productPath(id: string): string {
  return `/product-details/${encodeURIComponent(id)}`;
}
