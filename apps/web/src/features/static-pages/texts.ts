import { PUBLIC_PAGE_META } from '@shop/contract/page-meta';
/** Words of the static pages that the spec fixes or that tests look for. */
export const STATIC_TEXT = {
  notFoundHeading: 'Page Not Found',
  termsLastUpdatedLabel: 'Last updated:',
} as const;

/** Title, description and canonical path of each static page (usePageMeta). */
/** The static pages' meta: the server writes the same into each page's head. */
export const PAGE_META = {
  about: PUBLIC_PAGE_META.about,
  contact: PUBLIC_PAGE_META.contact,
  faq: PUBLIC_PAGE_META.faq,
  terms: PUBLIC_PAGE_META.terms,
  privacy: PUBLIC_PAGE_META.privacy,
} as const;
