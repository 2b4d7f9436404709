import { describe, expect, it } from 'vitest';
import { createPageCache, isSearchPageKey, pageUrlOf } from './page-cache';

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

describe('kept searches', () => {
  it('are a pool of their own: a flood of searches cannot push out the catalogue\'s pages', async () => {
    const cache = createPageCache<string>({ now: clock().now, maxEntries: 2, maxSearchEntries: 2 });
    cache.setActive(true);
    const render = (value: string) => async () => ({ value, keep: true });
    const origin = 'https://shop.example';
    await cache.get(`${origin}/`, render('home'));
    await cache.get(`${origin}/explore`, render('shop'));
    for (const q of ['a', 'b', 'c', 'd']) await cache.get(`${origin}/explore?q=${q}`, render(q));
    expect((await cache.get(`${origin}/`, render('unused'))).hit).toBe(true);
    expect((await cache.get(`${origin}/explore`, render('unused'))).hit).toBe(true);
    expect((await cache.get(`${origin}/explore?q=d`, render('unused'))).hit).toBe(true);
    expect((await cache.get(`${origin}/explore?q=c`, render('unused'))).hit).toBe(true);
    expect(await cache.get(`${origin}/explore?q=a`, render('a2'))).toEqual({ value: 'a2', hit: false });
  });

  it('are told by their address', () => {
    expect(isSearchPageKey('https://shop.example/explore?q=rose')).toBe(true);
    expect(isSearchPageKey('https://shop.example/explore/?category=litter')).toBe(true);
    expect(isSearchPageKey('https://shop.example/explore')).toBe(false);
    expect(isSearchPageKey('https://shop.example/faq?q=rose')).toBe(false);
    expect(isSearchPageKey('/explore?q=a')).toBe(false);
  });
});

describe('the page a link asks for', () => {
  const page = (href: string) => pageUrlOf(new URL(href, 'https://shop.example')).href.replace('https://shop.example', '');

  it('leaves out what only tags where the visitor came from', () => {
    expect(page('/?utm_source=instagram&utm_medium=social&utm_campaign=diwali&igsh=MzRlODBiNWFlZA%3D%3D')).toBe('/');
    expect(page('/product-details/abc?fbclid=IwAR3&gclid=Cj0K&gbraid=x&wbraid=y&gad_source=1&srsltid=z&msclkid=m&_gl=1*a&igshid=q&utm_id=7')).toBe('/product-details/abc');
    expect(page('/faq?')).toBe('/faq');
  });

  it('keeps the parameters a page reads, with a value it knows, in one order', () => {
    expect(page('/explore?category=litter&utm_source=instagram')).toBe('/explore?category=litter');
    expect(page('/explore?fragrance=Rose&category=care&sort=1')).toBe('/explore?category=care&fragrance=Rose');
    expect(page('/explore/?category=care&category=litter')).toBe('/explore/?category=litter&category=care');
  });

  it("keeps a search of the shop page whole, written the one way the page writes it", () => {
    expect(page('/explore?sort=price-asc&q=lavendar&fragrance=Rose,Lavender&inStock=true&utm_source=ig')).toBe(
      '/explore?q=lavendar&sort=price-asc&fragrance=Lavender&fragrance=Rose&inStock=1',
    );
    expect(page('/explore?q=%20billi%20%20litter%20&sort=relevance&page=1')).toBe('/explore?q=billi+litter');
    expect(page('/explore?minPrice=900&maxPrice=300&weight=10 kg&page=2')).toBe('/explore?weight=10+kg&minPrice=300&maxPrice=900&page=2');
  });

  it('drops every other parameter and every value a page does not know, so none makes a page of its own', () => {
    const links = ['/?q=1', '/?next=%2Ftrack%2FORD-1', '/review?utm=1&source=ig', '/explore?category=litter2&fragrance=musk&sort=cheapest&page=0', '/faq?category=litter'];
    expect(links.map(page)).toEqual(['/', '/', '/review', '/explore', '/faq']);
  });
});

describe('pages out of date', () => {
  it('are never a hit, but stay for a visitor the server cannot render for now, until the process stops listening', async () => {
    const time = clock();
    const cache = createPageCache<string>({ now: time.now, maxAgeMs: 60_000 });
    cache.setActive(true);
    expect(cache.stale('/')).toBeUndefined();
    await cache.get('/', async () => ({ value: 'monday', keep: true }));
    time.advance(60_000);
    expect(cache.stale('/')).toBe('monday');
    cache.clear();
    expect(cache.stale('/')).toBe('monday');
    expect(await cache.get('/', async () => ({ value: 'tuesday', keep: true }))).toEqual({ value: 'tuesday', hit: false });
    expect(cache.stale('/')).toBe('tuesday');
    cache.setActive(false);
    expect(cache.stale('/')).toBeUndefined();
  });
});
