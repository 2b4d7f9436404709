import { describe, expect, it } from 'vitest';
import { serializeServerPage, type ServerPage } from './server-page';

describe('serializeServerPage', () => {
  it('gives JSON that no text inside it can break out of its script element', () => {
    const page: ServerPage = {
      state: { products: { products: [], product: null, similarProducts: [], variants: [], priceBreakup: null, loading: false, error: '</script><script>alert(1)</script> & <!--', productLoading: false, productError: null, search: { key: null, result: null, favourites: [], loading: false, error: null } } },
      router: { loaderData: { '0-0': null } },
    };
    const json = serializeServerPage(page);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(page);
  });

  it('escapes the line separators older JavaScript engines take for line ends', () => {
    const page: ServerPage = { state: {}, router: { loaderData: { text: 'a\u2028b\u2029c' } } };
    const json = serializeServerPage(page);
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(page);
  });
});
