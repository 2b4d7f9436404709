import { describe, expect, it } from 'vitest';
import { createStore } from '../../app/store';
import { formatCardPrice, formatMrp, offerLabel } from '../../features/products/price-format';
import { inLanguage, localeOfThunk } from './request-language';

describe('the language a page asks the API for', () => {
  it('is asked for with lang on a Hindi page, and English pages ask as before', () => {
    expect(inLanguage('/products/all-products', 'hi')).toBe('/products/all-products?lang=hi');
    expect(inLanguage('/products/search?q=rose', 'hi')).toBe('/products/search?q=rose&lang=hi');
    expect(inLanguage('/products/all-products', 'en')).toBe('/products/all-products');
    expect(inLanguage('/products/search?q=rose&lang=hi', 'hi')).toBe('/products/search?q=rose&lang=hi');
  });

  it('is the page’s, as its store’s thunks see it, English when unknown', async () => {
    const seen: unknown[] = [];
    const store = createStore({ browser: false, locale: 'hi' });
    await store.dispatch((_dispatch, _getState, extra) => {
      seen.push(localeOfThunk(extra));
    });
    expect(seen).toEqual(['hi']);
    expect(localeOfThunk(undefined)).toBe('en');
    expect(localeOfThunk({ locale: 'fr' })).toBe('en');
  });
});

describe('prices in Hindi', () => {
  it('keep Indian grouping and Latin digits, with the offer in Hindi', () => {
    expect(formatCardPrice(1649, 'hi')).toBe('₹1,649/-');
    expect(formatMrp(123456.5, 'hi')).toBe('₹1,23,456.5');
    expect(offerLabel(15, 'hi')).toBe('15% छूट');
    expect(offerLabel(15)).toBe('15% OFF');
  });
});
