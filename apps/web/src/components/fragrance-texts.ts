import type { FRAGRANCES } from '@shop/contract/catalog';
import { defineTexts, type Translation } from '../lib/i18n/texts';

/** A fragrance as the catalogue stores it and the shop's addresses filter by (`?fragrance=Rose`). */
export type Fragrance = (typeof FRAGRANCES)[number];

const ENGLISH = { Unscented: 'Unscented', Lavender: 'Lavender', Rose: 'Rose' } as const satisfies Record<Fragrance, string>;

/**
 * The name shown for each of the catalogue's fragrances (a closed set, contract FRAGRANCES): a fragrance added there
 * fails the build until it has its words here in every language. The stored value stays what filters and carts send.
 */
export const FRAGRANCE_TEXTS = defineTexts(ENGLISH, { Unscented: 'बिना खुशबू', Lavender: 'लैवेंडर', Rose: 'गुलाब' });

/** The words for a stored fragrance in the page's language; a value outside the set (older data) is shown as stored. */
export function fragranceName(words: Translation<typeof ENGLISH>, value: string): string {
  return Object.hasOwn(words, value) ? words[value as Fragrance] : value;
}
