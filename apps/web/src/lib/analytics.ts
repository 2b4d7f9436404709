import { runtimeConfig } from './runtime-config';

/**
 * The visitor's answer about analytics cookies (decision 037): Google Analytics loads only once they agreed, in the
 * cookie banner or in their account; until then page views stay in this page's memory and nothing leaves the browser.
 */
export const ANALYTICS_COOKIE = 'shop_analytics';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export type AnalyticsChoice = 'granted' | 'denied';

export function analyticsChoice(): AnalyticsChoice | null {
  if (typeof document === 'undefined') return null;
  const value = document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${ANALYTICS_COOKIE}=`))
    ?.slice(ANALYTICS_COOKIE.length + 1);
  return value === 'granted' || value === 'denied' ? value : null;
}

/** Whether the shop asks about analytics at all: only when it sends page views somewhere. */
export const analyticsConfigured = (): boolean => runtimeConfig.gaMeasurementId !== null && runtimeConfig.gaMeasurementId !== '';

/** Remembers the answer for a year; agreeing starts Google Analytics at once, withdrawing stops it with the next page. */
export function setAnalyticsChoice(choice: AnalyticsChoice): void {
  document.cookie = `${ANALYTICS_COOKIE}=${choice}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
  // The next page view goes through whichever adapter the answer calls for.
  adapter = undefined;
}

/** Where page views go. Without a measurement id nothing leaves the browser. */
export interface AnalyticsAdapter {
  pageView(path: string, title: string): void;
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

function createGa4Adapter(measurementId: string): AnalyticsAdapter {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js expects the arguments object itself.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by the router, not automatically on load.
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  return {
    pageView(path, title) {
      window.gtag?.('event', 'page_view', { page_path: path, page_title: title, page_location: window.location.href });
    },
  };
}

/** Keeps page views in memory only; tests and local runs can read them. */
function createMemoryAnalytics(): AnalyticsAdapter & { views: Array<{ path: string; title: string }> } {
  const views: Array<{ path: string; title: string }> = [];
  return { views, pageView: (path, title) => void views.push({ path, title }) };
}

let adapter: AnalyticsAdapter | undefined;

export function analytics(): AnalyticsAdapter {
  if (!adapter) {
    const id = runtimeConfig.gaMeasurementId;
    if (id && analyticsChoice() === 'granted') {
      adapter = createGa4Adapter(id);
    } else {
      const memory = createMemoryAnalytics();
      (window as unknown as { __shopPageViews?: unknown }).__shopPageViews = memory.views;
      adapter = memory;
    }
  }
  return adapter;
}

/** The page the visitor landed on, when boot.ts reported it before the app started. */
let landingPath: string | null = null;

/** Reports the page the visitor landed on, as the server rendered it (its title is the server's). */
export function reportLandingView(): void {
  landingPath = window.location.pathname;
  analytics().pageView(landingPath, document.title);
}

/** Reports a page the app shows, unless it is the landing page that was reported before the app started. */
export function reportPageView(path: string, title: string): void {
  const landing = landingPath;
  landingPath = null;
  if (path !== landing) analytics().pageView(path, title);
}
