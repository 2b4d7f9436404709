/** The storefront's screens (SPEC.md §2). The server answers 404 for any other page path. */
export const PUBLIC_PAGE_ROUTES = [
  '/',
  '/explore',
  '/about',
  '/review',
  '/contact-us',
  '/product-details/:id',
  '/terms-and-conditions',
  '/privacy-policy',
  '/faq',
] as const;

export const PROTECTED_PAGE_ROUTES = [
  '/cart',
  '/account-details',
  '/checkout',
  '/order-success',
  '/order-failed',
  '/track/:orderId',
  '/loyalty',
  '/restore/:token',
] as const;

/**
 * Pages reached by a signed link (pay now instead): no sign-in needed, but private to the link's holder, so rendered in
 * the browser only and kept out of search engines, like the signed-in pages.
 */
export const PRIVATE_LINK_ROUTES = ['/pay/:orderId/:token', '/stop/:token'] as const;

/** The operations console: every path below it is one of its screens (it answers unknown ones itself). */
export const ADMIN_BASE_PATH = '/admin';

const patterns = [
  ...[...PUBLIC_PAGE_ROUTES, ...PROTECTED_PAGE_ROUTES, ...PRIVATE_LINK_ROUTES].map((route) => new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`)),
  new RegExp(`^${ADMIN_BASE_PATH}(/.*)?$`),
];

/** Whether a path is one of the shop's screens (storefront or operations console). */
export function isKnownPagePath(pathname: string): boolean {
  return patterns.some((p) => p.test(pathname));
}

/** Runtime settings the server hands to the web app inside index.html. */
export interface WebRuntimeConfig {
  assetBaseUrl: string;
  publicBaseUrl: string | null;
  gaMeasurementId: string | null;
  contact: { email: string; phone: string };
  /** Who sells (Consumer Protection (E-Commerce) Rules 2020: the seller's legal name and address on every product). */
  seller: { legalName: string; address: string };
  /** Google sign-in client id; null means the offline dev identity provider is used instead. */
  googleClientId: string | null;
  /** True when the offline adapters (dev mailbox, dev identity, sandbox payments) are active. */
  devTools: boolean;
  /** Razorpay's Checkout script, or the offline sandbox's stand-in. */
  checkoutScriptUrl: string;
}
