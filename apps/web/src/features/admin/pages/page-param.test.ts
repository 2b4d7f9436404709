import { describe, expect, it } from 'vitest';
import { pageFrom } from './page-param';

describe('pageFrom', () => {
  it('reads a page number from the query string, else 1', () => {
    expect(pageFrom(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=two', 'page=10001']) expect(pageFrom(new URLSearchParams(bad)), bad).toBe(1);
  });
});
