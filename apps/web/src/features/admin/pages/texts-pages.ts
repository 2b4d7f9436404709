import { LOCALE_NAME, type Locale } from '@shop/contract/locale';
import { PAGE_LIMITS, PAGE_PLACEHOLDERS, type PageKey } from '@shop/contract/pages';

const languageName = (locale: Locale) => (locale === 'hi' ? 'Hindi' : 'English');

/** The console's words for the shop's stored pages (terms, privacy policy, FAQ, About). */
export const PAGES_TEXT = {
  title: 'Pages',
  intro: 'The terms, privacy policy, FAQ and About, section by section: the English beside the Hindi. A Hindi heading or body left empty shows the English there.',
  loading: 'Loading the pages',
  loadFailed: 'The pages could not be loaded',
  saveFailed: 'The section could not be saved',
  pageNames: { terms: 'Terms and Conditions', privacy: 'Privacy Policy', faq: 'FAQ', about: 'About' } satisfies Record<PageKey, string>,
  sectionCount: (sections: number, hindi: number) => `${sections} sections, ${hindi} written in Hindi`,
  open: (name: string) => `Edit ${name}`,
  allPages: 'All pages',
  view: 'View on the shop',
  language: (locale: Locale) => `${LOCALE_NAME[locale]}${locale === 'en' ? '' : ` (${languageName(locale)})`}`,
  heading: (locale: Locale) => `Heading in ${languageName(locale)}`,
  body: (locale: Locale) => `Body in ${languageName(locale)}`,
  save: (locale: Locale) => `Save ${languageName(locale)}`,
  saved: (section: string, locale: Locale) => `${section}: ${languageName(locale)} saved`,
  nothingChanged: 'Nothing has changed since the last save.',
  englishRequired: 'English needs a heading and a body: they show wherever Hindi has none.',
  version: (version: number, updatedAt: string | null) =>
    version === 0 || !updatedAt ? 'Not written yet: the English shows.' : `Last saved ${new Date(updatedAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })}.`,
  markupHint: `An empty line starts a new paragraph; "- " starts a bullet, "## " a question (FAQ) or an item; **bold**, [words](/path). Filled in by the shop: ${PAGE_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}, and [[words with {loyaltyTarget}|words without it]].`,
  tooLong: (label: string, max: number) => `${label} can have at most ${max.toLocaleString('en-IN')} characters`,
  limits: PAGE_LIMITS,
} as const;

/** Where each stored page is on the shop. */
export const PAGE_PATHS: Record<PageKey, string> = { terms: '/terms-and-conditions', privacy: '/privacy-policy', faq: '/faq', about: '/about' };
