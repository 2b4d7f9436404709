// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Fresh modules per test: the hand-over and the app's readiness are per page load. */
async function load(locale: 'en' | 'hi' = 'en') {
  vi.resetModules();
  const start = await import('../../lib/app-start');
  const preview = await import('./hero-preview');
  const { HeroCarousel } = await import('./components/hero-carousel');
  const { LocaleContext } = await import('../../lib/i18n/texts');
  const page = (
    <LocaleContext.Provider value={locale}>
      <MemoryRouter>
        <HeroCarousel />
      </MemoryRouter>
    </LocaleContext.Provider>
  );
  return { ...start, ...preview, page };
}

let reducedMotion = false;
let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') ? reducedMotion : false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  document.documentElement.removeAttribute('data-ready');
  document.documentElement.removeAttribute('data-settled');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const activeSlide = () => [...container.querySelectorAll('.hero-slide')].findIndex((s) => s.classList.contains('is-active'));
const currentPaw = () => [...container.querySelectorAll('.hero__paw')].findIndex((p) => p.getAttribute('aria-current') === 'true');
const hover = (type: 'pointerenter' | 'pointerleave') =>
  container.querySelector('.hero')!.dispatchEvent(Object.assign(new Event(type), { pointerType: 'mouse' }));

describe('the hero before the app starts', () => {
  it('moves the server-rendered slides every 4 s, with the paws, the way the carousel renders them', async () => {
    const { previewHero, page } = await load();
    container.innerHTML = renderToString(page);
    previewHero();
    expect(activeSlide()).toBe(0);
    vi.advanceTimersByTime(3999);
    expect(activeSlide()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(activeSlide()).toBe(1);
    expect(currentPaw()).toBe(1);
    const slides = [...container.querySelectorAll('.hero-slide')];
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual(['true', 'false', 'true']);
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([true, false, true]);
    vi.advanceTimersByTime(8000);
    expect(activeSlide()).toBe(0);
  });

  it('moves the slides of a Hindi page too, each named in Hindi for screen readers', async () => {
    const { previewHero, page } = await load('hi');
    container.innerHTML = renderToString(page);
    previewHero();
    vi.advanceTimersByTime(4000);
    expect(activeSlide()).toBe(1);
    expect(container.querySelector('.hero')!.getAttribute('aria-roledescription')).toBe('स्लाइड शो');
    const labels = [...container.querySelectorAll('.hero-slide, .hero__paw')].map((el) => el.getAttribute('aria-label') ?? '');
    expect(labels).toContain('3 में से 3: गुलाब');
    expect(labels.filter((label) => /[A-Za-z]/.test(label))).toEqual([]);
  });

  it('holds while the mouse is over it, and gives the slide its full time again after', async () => {
    const { previewHero, page } = await load();
    container.innerHTML = renderToString(page);
    previewHero();
    vi.advanceTimersByTime(3000);
    hover('pointerenter');
    expect(container.querySelector('.hero__slides')!.getAttribute('aria-live')).toBe('polite');
    vi.advanceTimersByTime(10_000);
    expect(activeSlide()).toBe(0);
    hover('pointerleave');
    vi.advanceTimersByTime(3999);
    expect(activeSlide()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(activeSlide()).toBe(1);
  });

  it('stays still for a visitor who asked for reduced motion', async () => {
    reducedMotion = true;
    const { previewHero, page } = await load();
    container.innerHTML = renderToString(page);
    previewHero();
    vi.advanceTimersByTime(20_000);
    expect(activeSlide()).toBe(0);
  });

  it('hands over to the app, which hydrates the moved slides without a mismatch and keeps their timing', async () => {
    const { previewHero, hydrationStarts, markAppReady, page } = await load();
    container.innerHTML = renderToString(page);
    previewHero();
    vi.advanceTimersByTime(4000 + 2500);
    expect(activeSlide()).toBe(1);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    hydrationStarts();
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) });
    });
    markAppReady();
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(activeSlide()).toBe(1);

    // The slide had shown for 2.5 s of its 4 when the app took over: it moves on 1.5 s later, then every 4 s.
    act(() => void vi.advanceTimersByTime(1499));
    expect(activeSlide()).toBe(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(activeSlide()).toBe(2);
    expect(currentPaw()).toBe(2);
    act(() => void vi.advanceTimersByTime(4000));
    expect(activeSlide()).toBe(0);
  });

  it("lets the other slides' pictures be fetched just before the slides first move, not before", async () => {
    const { previewHero, page } = await load();
    container.innerHTML = renderToString(page);
    const settled = () => document.documentElement.hasAttribute('data-settled');
    previewHero();
    vi.advanceTimersByTime(3999);
    expect(settled()).toBe(false);
    expect(activeSlide()).toBe(0);
    vi.advanceTimersByTime(1);
    // Set before the active slide changed: the slide leaving is never drawn without its picture.
    expect(settled()).toBe(true);
    expect(activeSlide()).toBe(1);
  });

  it('lets them be fetched when the app moves the slides, by a paw or by the clock', async () => {
    const { page, markAppReady } = await load();
    const settled = () => document.documentElement.hasAttribute('data-settled');
    markAppReady();
    await act(async () => {
      root = createRoot(container);
      root.render(page);
    });
    expect(settled()).toBe(false);
    act(() => void vi.advanceTimersByTime(4000));
    expect(activeSlide()).toBe(1);
    expect(settled()).toBe(true);

    document.documentElement.removeAttribute('data-settled');
    act(() => (container.querySelectorAll<HTMLButtonElement>('.hero__paw')[2]!).click());
    expect(activeSlide()).toBe(2);
    expect(settled()).toBe(true);
  });

  it('stops moving the markup itself once hydration starts', async () => {
    const { previewHero, hydrationStarts, page } = await load();
    container.innerHTML = renderToString(page);
    previewHero();
    hydrationStarts();
    vi.advanceTimersByTime(20_000);
    expect(activeSlide()).toBe(0);
  });
});
