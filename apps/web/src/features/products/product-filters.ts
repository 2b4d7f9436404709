import { PRODUCT_CATEGORIES, type Product, type ProductCategory } from '@shop/contract/catalog';

/** The shop's filter chips: one category and one fragrance at most; null means "all". */
export interface ProductFilter {
  category: ProductCategory | null;
  fragrance: string | null;
}

export const NO_FILTER: ProductFilter = { category: null, fragrance: null };

export const CATEGORY_LABELS: Record<ProductCategory, string> = {
  litter: 'Cat Litter',
  accessories: 'Accessories',
  care: 'Care',
};

/** Products that match every chosen chip. */
export function filterProducts(products: readonly Product[], filter: ProductFilter): Product[] {
  return products.filter(
    (p) => (filter.category === null || p.category === filter.category) && (filter.fragrance === null || p.fragrance === filter.fragrance),
  );
}

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

function isCategory(value: string | null): value is ProductCategory {
  return value !== null && (PRODUCT_CATEGORIES as readonly string[]).includes(value);
}

/** Reads the filter from the shop's URL (?category=litter&fragrance=Rose), ignoring unknown values. */
export function filterFromSearch(params: URLSearchParams): ProductFilter {
  const category = params.get('category');
  const fragrance = params.get('fragrance');
  return { category: isCategory(category) ? category : null, fragrance: fragrance ? fragrance : null };
}

/** The query string for a filter, so a filtered shop can be shared or bookmarked. */
export function searchFromFilter(filter: ProductFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category);
  if (filter.fragrance) params.set('fragrance', filter.fragrance);
  return params;
}
