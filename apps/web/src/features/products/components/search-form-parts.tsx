import { defineTexts } from '../../../lib/i18n/texts';
/** What both search boxes share: the light one every page's header starts with, and the one that suggests. */

/** The boxes' own words (the rest of the search's are in search-texts.ts, which the first load does not carry). */
export const SEARCH_BOX_TEXTS = defineTexts(
  { boxLabel: 'Search products', placeholder: 'Search the shop', submit: 'Search' },
  { boxLabel: 'प्रोडक्ट खोजें', placeholder: 'शॉप में खोजें', submit: 'खोजें' },
);

/** The shop page's address for what was typed, as the plain GET form would make it. */
export function explorePathFor(q: string): string {
  const words = q.trim().replace(/\s+/g, ' ');
  return words ? `/explore?${new URLSearchParams({ q: words }).toString()}` : '/explore';
}

export function SearchIcon() {
  return (
    <svg className="search-box__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  );
}
