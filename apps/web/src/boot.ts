/**
 * The page's one script: it decides when the app starts.
 *
 * A public page arrives rendered: its text, prices and links work before any script runs (links as with JavaScript
 * off). A visitor who only reads it never needs the app, and on a budget phone the app's start-up (about 150 KB of
 * JavaScript to fetch, evaluate and hydrate) would hold the main thread while they read. So on those pages, for a
 * visitor who is not signed in, the app starts with the first sign that they are about to use the page: a touch, a
 * key, a scroll, the mouse moving. A tap on a button that arrives before the app has taken the page over is held and
 * replayed once it has, so no tap is lost. Meanwhile the home page's carousel moves on its own (hero-preview.ts), and
 * the landing page view is reported.
 *
 * Every other page (a signed-in customer's, the console's, a page the server did not render) starts the app once it
 * has painted, as the app has work to do at once there (the session, the cart's badge, toasts it may show unasked).
 * The page's own route scripts, named by the server in `<meta name="route-scripts">`, are fetched alongside the app.
 */
import { isAppReady, markPageSettled, SIGN_IN_FILES_META, whenAppReady, whenIdle, whenLoadedAndIdle } from './lib/app-start';
import { previewHero } from './features/home/hero-preview';
import { AUTH_STORAGE_KEY } from './lib/session-hint';
import { reportLandingView } from './lib/analytics';

const ROUTE_SCRIPTS_META = 'meta[name="route-scripts"]';
/** The app's own scripts, named by the server on public pages: fetched ahead, at low priority, once the page has loaded. */
const APP_SCRIPTS_META = 'meta[name="app-scripts"]';
/** Set on a control whose tap is held until the app is ready: CSS shows it pressed and busy at once (base.css). */
const HELD_ATTRIBUTE = 'data-held';
/** Set by the server on the pages it rendered for everyone (public pages): their app may wait for the visitor. */
const APP_START_META = 'meta[name="app-start"][content="on-intent"]';
const SERVER_PAGE_ELEMENT = '#shop-state';

/** What shows that a visitor is about to use the page (a click alone: a screen reader's activation). */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel', 'mousemove', 'click'] as const;
/**
 * Controls whose click does something only the app can do. A link's click, and a summary's (which opens its details by
 * itself), are left to the browser.
 */
const APP_CONTROLS = 'button, [role="button"], label, input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"]';

function afterFirstPaint(): Promise<void> {
  // A tab opened in the background paints nothing until shown: start at once there.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  // A frame callback runs just before the browser paints; a task queued from it runs just after.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function firstIntent(): Promise<void> {
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    const started = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, started, options);
      resolve();
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, started, options);
  });
}

/** Whether this browser's session copy (SPEC.md §3) says the visitor is signed in. */
function signedIn(): boolean {
  try {
    return (JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as { authenticated?: unknown } | null)?.authenticated === true;
  } catch {
    return false;
  }
}

const preloaded = new Set<string>();

/**
 * Fetches the files a meta tag names, once each: scripts compiled but not run, stylesheets into the cache (the app adds
 * them to the page when it opens what they style). Both as the bundler's own loader asks for them (CORS mode), so the
 * cache answers it.
 */
function preloadFiles(selector: string, priority: 'low' | 'auto'): void {
  const hrefs = document.querySelector<HTMLMetaElement>(selector)?.content.split(' ').filter(Boolean) ?? [];
  for (const href of hrefs) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      // Into the cache for later, without the console's warning a preload gets when it is not used at once.
      link.rel = 'prefetch';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.fetchPriority = priority;
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Once the page has loaded and the browser is idle, fetches the app's code at low priority, so that the visitor's
 * first tap pays only for starting the app, not for the network: on slow 4G the app's 150 KB take over a second.
 * The next idle moment, not this one: the pictures the settled page fetches (the hero's next slides, shown 4 s in)
 * are asked for first, and are not queued behind the app's 150 KB.
 */
function fetchAppAhead(): void {
  whenLoadedAndIdle(() =>
    whenIdle(() => {
      preloadFiles(APP_SCRIPTS_META, 'low');
      preloadFiles(ROUTE_SCRIPTS_META, 'low');
      // What a visitor's Add To Cart opens, after what the page itself needs.
      preloadFiles(SIGN_IN_FILES_META, 'low');
    }),
  );
}

/**
 * Holds taps on the app's controls (and form submissions) made before the app has taken the page over, and replays
 * the last one once it has. Without this a tap in that moment would do nothing at all.
 */
function holdActionsUntilReady(): () => void {
  let pending: (() => void) | null = null;
  let held: HTMLElement | null = null;
  const mark = (control: HTMLElement) => {
    if (held !== control) held?.removeAttribute(HELD_ATTRIBUTE);
    held = control;
    control.setAttribute(HELD_ATTRIBUTE, '');
  };
  // The finger going down shows at once: on a busy phone its click may come a few hundred milliseconds later. A link
  // shows it too, while the browser fetches the page it leads to.
  const onPointerDown = (event: PointerEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(`${APP_CONTROLS}, a[href]`) : null;
    if (control && !isAppReady() && !control.hasAttribute('popovertarget') && !pending) mark(control);
  };
  // A finger that moves on to scroll does not tap.
  const onPointerCancel = () => {
    if (pending) return;
    held?.removeAttribute(HELD_ATTRIBUTE);
    held = null;
  };
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(APP_CONTROLS) : null;
    // A control the browser works by itself (the menu's popover button) is left to it: it answers at once.
    if (!control || isAppReady() || control.hasAttribute('popovertarget')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // The tap shows at once, in the next frame, while the app starts.
    mark(control);
    // Carried out as the tap would have been: the control has the focus, as a tap leaves it.
    pending = () => {
      if (!control.isConnected) return;
      control.focus({ preventScroll: true });
      control.click();
    };
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form || isAppReady()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter;
    mark(submitter ?? form);
    pending = () => form.isConnected && form.requestSubmit(submitter?.isConnected ? submitter : null);
  };
  document.addEventListener('pointerdown', onPointerDown, true);
  document.addEventListener('pointercancel', onPointerCancel, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  const release = () => {
    document.removeEventListener('pointerdown', onPointerDown, true);
    document.removeEventListener('pointercancel', onPointerCancel, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
  };
  whenAppReady(() => {
    release();
    held?.removeAttribute(HELD_ATTRIBUTE);
    held = null;
    const replay = pending;
    pending = null;
    replay?.();
  });
  return release;
}

async function start(): Promise<void> {
  const waitsForVisitor = document.querySelector(APP_START_META) !== null && document.querySelector(SERVER_PAGE_ELEMENT) !== null && !signedIn();
  const release = holdActionsUntilReady();
  whenLoadedAndIdle(markPageSettled);
  if (waitsForVisitor) {
    // Listening from the start: a tap held before the first paint must still start the app.
    const intent = firstIntent();
    previewHero();
    await afterFirstPaint();
    reportLandingView();
    fetchAppAhead();
    await intent;
  } else {
    await afterFirstPaint();
  }
  preloadFiles(ROUTE_SCRIPTS_META, 'auto');
  try {
    await import('./main');
  } catch (error) {
    // The app did not arrive (a dropped connection): the page stays as the server sent it, its links still work.
    release();
    throw error;
  }
}

void start();
