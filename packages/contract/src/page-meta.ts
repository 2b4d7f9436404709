/**
 * What each public page says about itself to browsers, search engines and link previews: one source for the server,
 * which writes it into the page's head before any script runs, and for the web app, which keeps it up to date as
 * the visitor moves around.
 */
import type { Locale } from './locale';

export const SITE_NAME = 'Purrfect Litter';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/contact-us'. */
  path: string;
}

/** Google shows about this many characters of a description. */
export const META_DESCRIPTION_LENGTH = 155;

export const PUBLIC_PAGE_META = {
  home: {
    title: 'Purrfect Litter | Premium Bentonite Cat Litter, Made in India',
    description:
      'Premium clumping bentonite cat litter in unscented, lavender and rose, made in India. 99.5% dust free with strong odour control. Cash on Delivery available.',
    path: '/',
  },
  explore: {
    title: 'Shop Cat Litter and Accessories',
    description:
      'Shop premium bentonite cat litter in unscented, lavender and rose in 5, 10 and 20 kg, plus scoops, mats and litter care. Free shipping and Cash on Delivery across India.',
    path: '/explore',
  },
  reviews: {
    title: 'Customer Reviews',
    description:
      'Read honest reviews of Purrfect Litter premium bentonite cat litter from cat parents across India: clumping, odour control, dust and delivery.',
    path: '/review',
  },
  about: {
    title: 'About Us',
    description:
      'Purrfect Litter is an Indian manufacturer of natural sodium bentonite. Learn how our premium, pet-safe clumping cat litter is made in India.',
    path: '/about',
  },
  contact: {
    title: 'Contact Us',
    description:
      'Contact Purrfect Litter customer care by email or phone. Help with orders, delivery, returns and our bentonite cat litter, Monday to Saturday.',
    path: '/contact-us',
  },
  faq: {
    title: 'Frequently Asked Questions',
    description:
      'Answers about bentonite cat litter, clumping, orders, Cash on Delivery, Razorpay payments, delivery by pincode, returns, refunds and loyalty rewards.',
    path: '/faq',
  },
  terms: {
    title: 'Terms and Conditions',
    description:
      'The terms that apply when you shop at Purrfect Litter: orders, pricing in INR, payment, shipping, cancellation, returns, refunds and loyalty.',
    path: '/terms-and-conditions',
  },
  privacy: {
    title: 'Privacy Policy',
    description:
      'How Purrfect Litter collects, uses, stores and protects your personal data under India’s Digital Personal Data Protection Act, 2023.',
    path: '/privacy-policy',
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPage = keyof typeof PUBLIC_PAGE_META;

/** The home page's largest picture (the carousel's first slide), below the asset base: the server preloads it. */
export const HOME_HERO_IMAGE = '/hero/hero-unscented.v1.svg';
/** How wide the hero's pictures show (their `sizes`): the page's width, up to the shell's widest. */
export const HOME_HERO_IMAGE_SIZES = '(min-width: 1520px) 1520px, 100vw';

export const NOT_FOUND_META = {
  title: 'Page Not Found',
  description: 'The page you were looking for could not be found. Browse our premium bentonite cat litter instead.',
} as const;

const PRODUCT_FALLBACK = {
  en: { title: 'Product details', description: 'Premium bentonite cat litter and litter-care essentials from Purrfect Litter, made in India.' },
  hi: { title: 'प्रोडक्ट की जानकारी', description: 'Purrfect Litter का भारत में बना प्रीमियम बेंटोनाइट कैट लिटर और लिटर केयर का ज़रूरी सामान।' },
} as const satisfies Record<Locale, { title: string; description: string }>;

/** A page's full title: the page's own words, then the shop's name (once). */
export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** A description cut to what search results show, ending in an ellipsis when cut. */
export function metaDescription(text: string): string {
  return text.length <= META_DESCRIPTION_LENGTH ? text : `${text.slice(0, META_DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/** The stored pages whose `intro` section opens them, its heading being the page's title. */
export const STORED_TITLE_PAGES = ['terms', 'privacy', 'faq'] as const;

/** A stored page's words as plain text: markup's links and bold kept as their words, no `{…}` value left to fill. */
function plainWords(body: string): string {
  const first = body.split(/\n[ \t]*\n/).find((block) => block.trim() && !block.trim().startsWith('- ') && !block.trim().startsWith('## ')) ?? '';
  const text = first
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*([^*]*)\*\*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  // A sentence naming a value the shop fills in (its mail, its phone) reads badly without it: left out.
  const sentences = text.match(/[^.!?।]+[.!?।]*/g) ?? [];
  return sentences
    .map((s) => s.trim())
    .filter((s) => s && !/[{}[\]]/.test(s))
    .join(' ');
}

/**
 * A stored page's head from its own words (its `intro` section, in the page's language): its heading is the title, its
 * opening words the description. The fixed words stand in for whatever the stored page does not give.
 */
export function storedPageMeta(fixed: PageMeta, intro: { heading: string; body: string } | undefined): PageMeta {
  const title = intro?.heading.trim();
  const description = intro ? plainWords(intro.body) : '';
  return { ...fixed, title: title || fixed.title, description: description ? metaDescription(description) : fixed.description };
}

export function productPagePath(id: string): string {
  return `/product-details/${id}`;
}

/** A product page's meta, from the product (or a general one while it is unknown), in the page's language. */
export function productPageMeta(id: string, product: { productName: string; description: string } | null, locale: Locale = 'en'): PageMeta {
  return {
    title: product?.productName ?? PRODUCT_FALLBACK[locale].title,
    description: metaDescription(product?.description || PRODUCT_FALLBACK[locale].description),
    path: productPagePath(id),
  };
}
