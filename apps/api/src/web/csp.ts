import type { Config } from '../config';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a path on our own origin
  }
}

/**
 * The Content-Security-Policy: our own origin and the asset CDN, plus analytics, Google sign-in and Razorpay
 * Checkout only when each is configured (offline, their stand-ins are served from our own origin).
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const assets = originOf(config.PUBLIC_ASSET_BASE_URL);
  const self = ["'self'"];
  const withAssets = assets ? [...self, assets] : self;
  const analytics = config.GA_MEASUREMENT_ID
    ? { script: ['https://www.googletagmanager.com'], connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'] }
    : { script: [], connect: [] };
  const google = config.GOOGLE_CLIENT_ID ? ['https://accounts.google.com/gsi/'] : [];
  const razorpay = config.RAZORPAY_KEY_ID ? { script: ['https://checkout.razorpay.com'], frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'] } : { script: [], frame: [] };
  return {
    'default-src': self,
    'script-src': [...self, ...analytics.script, ...google.map((g) => `${g}client`), ...razorpay.script],
    'style-src': [...self, "'unsafe-inline'", ...google.map((g) => `${g}style`)],
    'frame-src': [...self, ...google, ...razorpay.frame],
    'img-src': [...withAssets, 'data:', ...(config.GA_MEASUREMENT_ID ? ['https://*.google-analytics.com'] : [])],
    'media-src': withAssets,
    'font-src': self,
    'connect-src': [...self, ...analytics.connect, ...google],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': self,
    'form-action': self,
    ...(config.NODE_ENV === 'production' ? { 'upgrade-insecure-requests': [] } : {}),
  };
}
