import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

const clock = () => {
  let now = Date.parse('2026-11-26T10:00:00Z');
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
};

describe('the page cache', () => {
  it('keeps a page it may keep, and only while it listens for changes', async () => {
    const cache = createPageCache<number>({ now: clock().now });
    let renders = 0;
    const render = async () => ({ value: ++renders, keep: true });
    expect(await cache.get('/', render)).toEqual({ value: 1, hit: false });
    expect(await cache.get('/', render)).toEqual({ value: 2, hit: false });
    cache.setActive(true);
    expect(await cache.get('/', render)).toEqual({ value: 3, hit: false });
    expect(await cache.get('/', render)).toEqual({ value: 3, hit: true });
    expect(await cache.get('/missing', async () => ({ value: 404, keep: false }))).toEqual({ value: 404, hit: false });
    expect(await cache.get('/missing', async () => ({ value: 405, keep: false }))).toEqual({ value: 405, hit: false });
    cache.setActive(false);
    expect(await cache.get('/', render)).toEqual({ value: 4, hit: false });
  });

  it('does not keep a page whose render a change overtook', async () => {
    const cache = createPageCache<string>({ now: clock().now });
    cache.setActive(true);
    let finish!: (value: { value: string; keep: boolean }) => void;
    const slow = cache.get('/', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish({ value: 'old price', keep: true });
    expect(await slow).toEqual({ value: 'old price', hit: false });
    expect(await cache.get('/', async () => ({ value: 'new price', keep: true }))).toEqual({ value: 'new price', hit: false });
    expect(await cache.get('/', async () => ({ value: 'unused', keep: true }))).toEqual({ value: 'new price', hit: true });
  });

  it('renders a page again once it is older than the age limit', async () => {
    const time = clock();
    const cache = createPageCache<number>({ now: time.now, maxAgeMs: 60_000 });
    cache.setActive(true);
    let renders = 0;
    const render = async () => ({ value: ++renders, keep: true });
    await cache.get('/', render);
    time.advance(59_999);
    expect(await cache.get('/', render)).toEqual({ value: 1, hit: true });
    time.advance(1);
    expect(await cache.get('/', render)).toEqual({ value: 2, hit: false });
  });

  it('lets the page asked for least recently go when it is full', async () => {
    const cache = createPageCache<string>({ now: clock().now, maxEntries: 2 });
    cache.setActive(true);
    const render = (value: string) => async () => ({ value, keep: true });
    await cache.get('a', render('a'));
    await cache.get('b', render('b'));
    await cache.get('a', render('unused'));
    await cache.get('c', render('c'));
    expect((await cache.get('a', render('a2'))).hit).toBe(true);
    expect((await cache.get('c', render('c2'))).hit).toBe(true);
    expect(await cache.get('b', render('b2'))).toEqual({ value: 'b2', hit: false });
  });
});
