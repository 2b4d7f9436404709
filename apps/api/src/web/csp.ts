import type { Config } from '../config';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a path on our own origin
  }
}

/** The Content-Security-Policy: our own origin, the asset CDN, and analytics only when it is configured. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const assets = originOf(config.PUBLIC_ASSET_BASE_URL);
  const self = ["'self'"];
  const withAssets = assets ? [...self, assets] : self;
  const analytics = config.GA_MEASUREMENT_ID
    ? { script: ['https://www.googletagmanager.com'], connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'] }
    : { script: [], connect: [] };
  return {
    'default-src': self,
    'script-src': [...self, ...analytics.script],
    'style-src': [...self, "'unsafe-inline'"],
    'img-src': [...withAssets, 'data:', ...(config.GA_MEASUREMENT_ID ? ['https://*.google-analytics.com'] : [])],
    'media-src': withAssets,
    'font-src': self,
    'connect-src': [...self, ...analytics.connect],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': self,
    'form-action': self,
    ...(config.NODE_ENV === 'production' ? { 'upgrade-insecure-requests': [] } : {}),
  };
}
