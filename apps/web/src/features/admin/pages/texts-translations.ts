import { LOCALE_NAME, type Locale } from '@shop/contract/locale';
import { TRANSLATION_LIMITS } from '@shop/contract/translations';

/** The console's words for editing a record's other languages beside its English. */
export const TRANSLATION_TEXT = {
  loading: 'Loading the translations',
  loadFailed: 'The translations could not be loaded',
  saveFailed: 'The translation could not be saved',
  title: (locale: Locale) => `${LOCALE_NAME[locale]} (${locale === 'hi' ? 'Hindi' : locale})`,
  intro: 'Write each field as customers read it on the Hindi pages. A field left empty shows the English there.',
  english: 'English',
  inLanguage: (label: string, locale: Locale) => `${label} in ${locale === 'hi' ? 'Hindi' : locale}`,
  emptyEnglish: '(empty)',
  save: (locale: Locale) => `Save ${locale === 'hi' ? 'Hindi' : locale}`,
  saved: (locale: Locale) => `${locale === 'hi' ? 'Hindi' : locale} saved`,
  nothingChanged: 'Nothing has changed since the last save.',
  version: (version: number, updatedAt: string | null) =>
    version === 0 || !updatedAt ? 'Not written yet: the English shows everywhere.' : `Last saved ${new Date(updatedAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })}.`,
  fields: {
    productName: 'Product name',
    name: 'Short name',
    description: 'Description',
    highlights: 'Highlights',
    couponDescription: 'Description',
  },
  hints: {
    highlights: `One per line, at most ${TRANSLATION_LIMITS.maxHighlights}.`,
  },
  tooLong: (label: string, max: number) => `${label} can have at most ${max.toLocaleString('en-IN')} characters`,
  tooManyHighlights: `At most ${TRANSLATION_LIMITS.maxHighlights} highlights, one per line`,
  highlightTooLong: (line: number) => `Highlight ${line} can have at most ${TRANSLATION_LIMITS.highlightMaxLength} characters`,
} as const;
