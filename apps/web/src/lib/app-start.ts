/**
 * The hand-over between what runs on a server-rendered page before the app (apps/web/src/boot.ts and what it starts)
 * and the app itself. Free of React and of the store: the boot script carries it.
 */

/** Names the sign-in dialog's files on a public page (apps/api/src/web/page-head.ts): fetched ahead for a visitor. */
export const SIGN_IN_FILES_META = 'meta[name="sign-in-files"]';

/** Runs `work` when the browser is next idle (soon after, where it cannot say). */
export function whenIdle(work: () => void): void {
  const idle = (window as { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => void }).requestIdleCallback;
  if (idle) idle(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

/**
 * Set on `<html>` once the page has loaded and the browser is idle, or as soon as the home page's slides move: the
 * pictures the first view does not show (the hero's other slides) are fetched from then on (hero-carousel.css). On a
 * slow connection they would otherwise share it with the first picture, the stylesheets and the page's face. Without
 * JavaScript it is never set, and nothing moves the slides either.
 */
export const SETTLED_ATTRIBUTE = 'data-settled';

/** Lets the pictures the first view leaves out be fetched (SETTLED_ATTRIBUTE). */
export function markPageSettled(): void {
  document.documentElement.setAttribute(SETTLED_ATTRIBUTE, '');
}

/** Runs `work` once the page has loaded and the browser is next idle (at once-ish if it has loaded). */
export function whenLoadedAndIdle(work: () => void): void {
  if (document.readyState === 'complete') whenIdle(work);
  else window.addEventListener('load', () => whenIdle(work), { once: true });
}

/** Set on `<html>` once React has taken the page over: tests and monitoring wait for it before they act. */
export const READY_ATTRIBUTE = 'data-ready';

const beforeHydration: Array<() => void> = [];
let ready = false;
const readyListeners: Array<() => void> = [];

/** Registers something that changes the page before the app runs (a carousel moving): it stops when hydration starts. */
export function untilHydration(stop: () => void): void {
  beforeHydration.push(stop);
}

/** Called by the app just before it hydrates: what changed the page so far stops, so React finds the page at rest. */
export function hydrationStarts(): void {
  for (const stop of beforeHydration.splice(0)) stop();
}

/** Called once React has taken the page over. */
export function markAppReady(): void {
  if (ready) return;
  ready = true;
  document.documentElement.setAttribute(READY_ATTRIBUTE, 'true');
  for (const listener of readyListeners.splice(0)) listener();
}

/** Whether React has taken the page over yet. */
export function isAppReady(): boolean {
  return ready;
}

/** Runs `listener` once the app has taken the page over (at once if it has). */
export function whenAppReady(listener: () => void): void {
  if (ready) listener();
  else readyListeners.push(listener);
}
