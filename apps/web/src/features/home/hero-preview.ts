import { CAROUSEL } from '@shop/contract/constants';
import { isAppReady, markPageSettled, untilHydration } from '../../lib/app-start';
import { isAutoplaying, nextSlide } from './carousel';

/**
 * The home hero's autoplay before the app has started (SPEC.md §9: every 4 s, holding while hovered). A visitor who
 * only looks at the page never starts the app (boot.ts waits for a first touch, key or scroll), yet the slides must
 * still move. This moves them in the server-rendered markup exactly as HeroCarousel renders them, and when the app
 * hydrates it hands over where it stopped, so React finds the markup it would render itself and carries on.
 */

/** Where the hero stood when the app took over. */
export interface HeroHandover {
  index: number;
  /** How long the current slide has still to show before the next one. */
  remainingMs: number;
  hovered: boolean;
  focused: boolean;
}

let handover: HeroHandover | null = null;

/** The hero's state as the app found it, while the app is hydrating the page that showed it; otherwise null. */
export function heroHandover(): HeroHandover | null {
  return isAppReady() ? null : handover;
}

/** The markup HeroCarousel renders for slide `index`: the same classes and attributes, so hydration matches. */
function show(hero: HTMLElement, index: number): void {
  hero.dataset.slide = String(index);
  hero.querySelectorAll<HTMLElement>('.hero-slide').forEach((slide, i) => {
    const active = i === index;
    slide.classList.toggle('is-active', active);
    slide.setAttribute('aria-hidden', String(!active));
    slide.toggleAttribute('inert', !active);
  });
  hero.querySelectorAll<HTMLElement>('.hero__paw').forEach((paw, i) => {
    if (i === index) paw.setAttribute('aria-current', 'true');
    else paw.removeAttribute('aria-current');
  });
}

/** Starts the hero's autoplay on a server-rendered home page; it stops by itself when the app hydrates. */
export function previewHero(): void {
  const hero = document.querySelector<HTMLElement>('.hero');
  const slides = hero?.querySelector<HTMLElement>('.hero__slides');
  if (!hero || !slides) return;
  const count = hero.querySelectorAll('.hero-slide').length;
  // Reduced motion starts the carousel paused: nothing moves until the visitor asks.
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  let index = Number(hero.dataset.slide ?? 0);
  let hovered = false;
  let focused = false;
  let shownAt = performance.now();
  let timer: number | undefined;

  const playing = () =>
    isAutoplaying({ hovered, focused, pausedByUser: false, reducedMotion: false, hidden: document.visibilityState === 'hidden' }, count);
  // Like HeroCarousel, a hold restarts the slide's full interval when it ends.
  const schedule = () => {
    window.clearTimeout(timer);
    timer = undefined;
    // What HeroCarousel renders while hydrating, when it reads the tab as visible whatever it is.
    slides.setAttribute('aria-live', hovered || focused ? 'polite' : 'off');
    if (!playing()) return;
    shownAt = performance.now();
    timer = window.setTimeout(() => {
      // The slide leaving keeps its picture through the fade, and the next one's is fetched if it was not yet.
      markPageSettled();
      index = nextSlide(index, count);
      show(hero, index);
      schedule();
    }, CAROUSEL.autoplayMs);
  };
  const listeners: Array<[EventTarget, string, (event: Event) => void]> = [
    [hero, 'pointerenter', (e) => (e as PointerEvent).pointerType === 'mouse' && ((hovered = true), schedule())],
    [hero, 'pointerleave', (e) => (e as PointerEvent).pointerType === 'mouse' && ((hovered = false), schedule())],
    [hero, 'focusin', (e) => (e.target as Element).matches(':focus-visible') && ((focused = true), schedule())],
    [hero, 'focusout', (e) => !hero.contains((e as FocusEvent).relatedTarget as Node | null) && ((focused = false), schedule())],
    [document, 'visibilitychange', schedule],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  schedule();

  untilHydration(() => {
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    const running = timer !== undefined;
    window.clearTimeout(timer);
    const remainingMs = running ? Math.max(0, CAROUSEL.autoplayMs - (performance.now() - shownAt)) : CAROUSEL.autoplayMs;
    handover = { index, remainingMs, hovered, focused };
  });
}
