import { PRODUCT_CATEGORIES, type Product, type ProductCategory } from '@shop/contract/catalog';

/** Categories present in the list, in the catalogue's order. */
export function categoriesIn(products: readonly Product[]): ProductCategory[] {
  return PRODUCT_CATEGORIES.filter((c) => products.some((p) => p.category === c));
}

/** Fragrances present in the list (empty fragrances, e.g. on accessories, are skipped), in first-seen order. */
export function fragrancesIn(products: readonly Product[]): string[] {
  const seen: string[] = [];
  for (const p of products) if (p.fragrance && !seen.includes(p.fragrance)) seen.push(p.fragrance);
  return seen;
}

/** Pack sizes of the litters in the list (what a litter customer chooses by), smallest first. */
export function weightsIn(products: readonly Product[]): string[] {
  const seen = new Set<string>();
  for (const p of products) if (p.category === 'litter' && p.weight) seen.add(p.weight);
  return [...seen].sort((a, b) => (Number.parseFloat(a) || 0) - (Number.parseFloat(b) || 0) || a.localeCompare(b));
}
