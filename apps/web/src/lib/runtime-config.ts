import type { WebRuntimeConfig } from '@shop/contract/routes';

const FALLBACK: WebRuntimeConfig = {
  assetBaseUrl: '/media',
  publicBaseUrl: null,
  gaMeasurementId: null,
  contact: { email: 'care@purrfectlitter.in', phone: '+91 98765 43210' },
  seller: { legalName: 'Purrfect Litter Private Limited', address: '3rd Floor, Shivalik Plaza, Near IIM Road, Ambawadi, Ahmedabad 380015' },
  googleClientId: null,
  devTools: false,
  checkoutScriptUrl: '/dev/payments/checkout.js',
};

function read(): WebRuntimeConfig {
  const el = typeof document === 'undefined' ? null : document.getElementById('shop-config');
  if (!el?.textContent) return FALLBACK;
  try {
    return { ...FALLBACK, ...(JSON.parse(el.textContent) as Partial<WebRuntimeConfig>) };
  } catch {
    return FALLBACK;
  }
}

/** Settings the server put into index.html (asset host, analytics id, contact details). */
export const runtimeConfig: WebRuntimeConfig = read();

/** The server rendering pages has no index.html to read: it hands over the same settings it writes there. */
export function setRuntimeConfig(config: WebRuntimeConfig): void {
  Object.assign(runtimeConfig, config);
}

/** The absolute URL of a path on the public site, for canonical links. */
export function absoluteUrl(path: string): string {
  const base = runtimeConfig.publicBaseUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  return `${base.replace(/\/$/, '')}${path}`;
}
