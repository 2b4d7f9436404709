import { SIGN_IN_RETURN } from '@shop/contract/constants';
import { describe, expect, it } from 'vitest';
import { homeWithReturn, returnPathIn, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('takes a path on this site, with its query and hash', () => {
    expect(safeReturnPath('/track/ORD-20261121-0001')).toBe('/track/ORD-20261121-0001');
    expect(safeReturnPath('/cart?from=sms#top')).toBe('/cart?from=sms#top');
  });

  it.each([
    'https://evil.example/track/ORD-1',
    '//evil.example/track',
    '/\\evil.example',
    'javascript:alert(1)',
    'track/ORD-1',
    '/track/\nORD-1',
    '/',
    '/?next=/cart',
    '/admin/orders',
    '',
    null,
    `/${'a'.repeat(SIGN_IN_RETURN.maxPathLength)}`,
  ])('refuses %j (no open redirect, no loop, not the console)', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('homeWithReturn and returnPathIn', () => {
  it('carry the page through the home page’s query and back', () => {
    const home = homeWithReturn('/track/ORD-20261121-0001');
    expect(home).toBe('/?next=%2Ftrack%2FORD-20261121-0001');
    expect(returnPathIn(home.slice(1))).toBe('/track/ORD-20261121-0001');
    expect(returnPathIn('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(homeWithReturn('https://evil.example')).toBe('/');
  });
});
