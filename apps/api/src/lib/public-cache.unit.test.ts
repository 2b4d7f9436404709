import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, createPublicCache, encodeBody, encodeBytes, encodeBytesOffThread, matchesEtag } from './public-cache';

const big = encodeBody({ products: Array.from({ length: 40 }, (_, i) => ({ _id: String(i), productName: 'Premium Bentonite Cat Litter' })) });

describe('the public read cache', () => {
  it('builds once for concurrent readers and keeps the value until its topic changes', async () => {
    const cache = createPublicCache({ now: () => new Date() });
    cache.setActive(true);
    let builds = 0;
    const build = async () => ++builds;
    expect(await Promise.all([cache.get('products', 'k', build), cache.get('products', 'k', build)])).toEqual([1, 1]);
    expect(await cache.get('products', 'k', build)).toBe(1);
    cache.invalidate('reviews');
    expect(await cache.get('products', 'k', build)).toBe(1);
    cache.invalidate('products');
    expect(await cache.get('products', 'k', build)).toBe(2);
  });

  it('does not keep a value whose build a change overtook', async () => {
    const cache = createPublicCache({ now: () => new Date() });
    cache.setActive(true);
    let finish: (v: string) => void = () => {};
    const first = cache.get('products', 'k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate('products');
    finish('stale');
    expect(await first).toBe('stale');
    expect(await cache.get('products', 'k', async () => 'fresh')).toBe('fresh');
  });

  it('keeps nothing while inactive, nor a failed build', async () => {
    const cache = createPublicCache({ now: () => new Date() });
    let builds = 0;
    await cache.get('products', 'k', async () => ++builds);
    await cache.get('products', 'k', async () => ++builds);
    expect(builds).toBe(2);
    cache.setActive(true);
    await expect(cache.get('products', 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('products', 'k', async () => 'after')).toBe('after');
  });

  it('keeps no more than its limit: past it, values are built for each request', async () => {
    const cache = createPublicCache({ now: () => new Date(), maxEntries: 1 });
    cache.setActive(true);
    let builds = 0;
    const build = async () => ++builds;
    await cache.get('products', 'a', build);
    await cache.get('products', 'a', build);
    expect(builds).toBe(1);
    await cache.get('products', 'b', build);
    await cache.get('products', 'b', build);
    expect(builds).toBe(3);
  });

  it('forgets a value at the moment it says it stops holding', async () => {
    let now = 1_000;
    const cache = createPublicCache({ now: () => new Date(now) });
    cache.setActive(true);
    const build = async () => now;
    expect(await cache.get('coupons', 'k', build, () => 2_000)).toBe(1_000);
    now = 1_999;
    expect(await cache.get('coupons', 'k', build, () => 3_000)).toBe(1_000);
    now = 2_000;
    expect(await cache.get('coupons', 'k', build)).toBe(2_000);
  });
});

describe('conditional and encoded answers', () => {
  it('compares If-None-Match weakly, in a list, and with *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });

  it('prefers brotli, honours q=0, and sends small bodies as they are', () => {
    expect(chooseEncoding('gzip, deflate, br', big)).toBe('br');
    expect(chooseEncoding('br;q=0, gzip', big)).toBe('gzip');
    expect(chooseEncoding('*', big)).toBe('gzip');
    expect(chooseEncoding('identity', big)).toBeNull();
    expect(chooseEncoding(undefined, big)).toBeNull();
    expect(chooseEncoding('br', encodeBody({ ok: true }))).toBeNull();
    expect(encodeBody({ a: 1 }).etag).toBe(encodeBody({ a: 1 }).etag);
    expect(encodeBody({ a: 1 }).etag).not.toBe(encodeBody({ a: 2 }).etag);
  });
});

describe('bodies compressed on the thread pool', () => {
  it('are the same body, ETag and forms as compressed in place, and a small body is left as it is', async () => {
    const page = Buffer.from(`<html>${'<li>Premium Bentonite Cat Litter ₹499</li>'.repeat(500)}</html>`);
    const [inPlace, offThread] = [encodeBytes(page, 5), await encodeBytesOffThread(page, 5)];
    expect(offThread.etag).toBe(inPlace.etag);
    expect(brotliDecompressSync(offThread.br!).equals(page)).toBe(true);
    expect(gunzipSync(offThread.gzip!).equals(page)).toBe(true);
    expect(offThread.br!.length).toBeLessThan(page.length / 10);
    const small = await encodeBytesOffThread(Buffer.from('<p>ok</p>'), 5);
    expect([small.br, small.gzip]).toEqual([null, null]);
    expect((await encodeBytesOffThread(page, null)).br).toBeNull();
  });
});
