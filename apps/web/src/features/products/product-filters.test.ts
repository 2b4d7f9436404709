import type { Product } from '@shop/contract/catalog';
import { describe, expect, it } from 'vitest';
import { categoriesIn, fragrancesIn, weightsIn } from './product-filters';

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

describe('chips offered', () => {
  it('lists categories in catalogue order and fragrances once each, skipping blanks', () => {
    expect(categoriesIn([bags, rose])).toEqual(['litter', 'care']);
    expect(fragrancesIn([rose, scoop, lavender, rose])).toEqual(['Rose', 'Lavender']);
  });

  it('lists the litters\' pack sizes once each, smallest first', () => {
    const sizes = [product({ weight: '20 kg' }), product({ weight: '5 kg' }), product({ weight: '10 kg' }), product({ weight: '5 kg' }), product({ category: 'care', weight: '1 piece' })];
    expect(weightsIn(sizes)).toEqual(['5 kg', '10 kg', '20 kg']);
  });
});
