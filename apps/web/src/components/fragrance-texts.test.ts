import { FRAGRANCES } from '@shop/contract/catalog';
import { describe, expect, it } from 'vitest';
import { FRAGRANCE_TEXTS, fragranceName } from './fragrance-texts';

describe('fragrance names', () => {
  it('name every fragrance of the catalogue in Hindi, in Devanagari', () => {
    for (const fragrance of FRAGRANCES) {
      expect(fragranceName(FRAGRANCE_TEXTS.en, fragrance)).toBe(fragrance);
      expect(fragranceName(FRAGRANCE_TEXTS.hi, fragrance)).toMatch(/^[\u0900-\u097F ]+$/);
    }
    expect(fragranceName(FRAGRANCE_TEXTS.hi, 'Rose')).toBe('गुलाब');
  });

  it('show a stored value outside the set as it is, and nothing for none', () => {
    expect(fragranceName(FRAGRANCE_TEXTS.hi, 'Jasmine')).toBe('Jasmine');
    expect(fragranceName(FRAGRANCE_TEXTS.hi, '')).toBe('');
    expect(fragranceName(FRAGRANCE_TEXTS.hi, 'toString')).toBe('toString');
  });
});
