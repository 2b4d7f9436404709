import { runtimeConfig } from './runtime-config';

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
    if (id) {
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
