import { describe, expect, it } from 'vitest';
import { localeOfPath, pathInLocale, pathWithoutLocale } from './locale';

describe('storefront paths by language', () => {
  it('read Hindi from the /hi prefix only', () => {
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi/explore')).toBe('hi');
    expect(localeOfPath('/history')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
  });

  it('move a page between languages and back', () => {
    expect(pathInLocale('/product-details/abc', 'hi')).toBe('/hi/product-details/abc');
    expect(pathInLocale('/', 'hi')).toBe('/hi');
    expect(pathInLocale('/hi', 'en')).toBe('/');
    expect(pathInLocale('/hi/explore', 'en')).toBe('/explore');
    expect(pathInLocale('/hi/explore', 'hi')).toBe('/hi/explore');
    expect(pathWithoutLocale('/hi/cart')).toBe('/cart');
  });
});
