import type { Product } from '@shop/contract/catalog';
import { describe, expect, it } from 'vitest';
import { categoriesIn, filterFromSearch, filterProducts, fragrancesIn, NO_FILTER, searchFromFilter } from './product-filters';

function product(overrides: Partial<Product>): Product {
  return {
    _id: 'id',
    slug: 'slug',
    productName: 'Product',
    name: 'Product',
    fragrance: '',
    weight: '1 kg',
    price: 100,
    finalPrice: 100,
    offer: 0,
    productImage: [],
    availability: true,
    inStock: true,
    unitsLeft: null,
    category: 'litter',
    description: '',
    highlights: [],
    rating: null,
    ...overrides,
  };
}

const rose = product({ _id: 'rose', fragrance: 'Rose' });
const lavender = product({ _id: 'lavender', fragrance: 'Lavender' });
const scoop = product({ _id: 'scoop', category: 'accessories' });
const bags = product({ _id: 'bags', category: 'care' });
const all = [rose, lavender, scoop, bags];

describe('filterProducts', () => {
  it('keeps everything without a filter', () => {
    expect(filterProducts(all, NO_FILTER)).toEqual(all);
  });

  it('filters by category, by fragrance, and by both', () => {
    expect(filterProducts(all, { category: 'accessories', fragrance: null })).toEqual([scoop]);
    expect(filterProducts(all, { category: null, fragrance: 'Rose' })).toEqual([rose]);
    expect(filterProducts(all, { category: 'care', fragrance: 'Rose' })).toEqual([]);
  });
});

describe('chips offered', () => {
  it('lists categories in catalogue order and fragrances once each, skipping blanks', () => {
    expect(categoriesIn([bags, rose])).toEqual(['litter', 'care']);
    expect(fragrancesIn([rose, scoop, lavender, rose])).toEqual(['Rose', 'Lavender']);
  });
});

describe('filter in the URL', () => {
  it('round-trips a filter and ignores an unknown category', () => {
    const filter = { category: 'litter' as const, fragrance: 'Rose' };
    expect(filterFromSearch(searchFromFilter(filter))).toEqual(filter);
    expect(filterFromSearch(new URLSearchParams('category=toys&fragrance='))).toEqual(NO_FILTER);
    expect(searchFromFilter(NO_FILTER).toString()).toBe('');
  });
});
