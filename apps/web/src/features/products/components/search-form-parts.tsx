import { useEffect, useId, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { useHref } from 'react-router';
import { defineTexts, useTexts } from '../../../lib/i18n/texts';
import { Icon } from '../../../components/icon';

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
    <Icon size={20} className="search-box__icon">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </Icon>
  );
}

interface SearchFieldsProps {
  /** The field's name in the accessibility tree (the header's box and the shop page's are told apart by it). */
  label: string;
  className?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The words typed, when the form is sent (Enter or the button). */
  onSearch: (q: string) => void;
  /** The field is about to be used (pointed at or focused, or focused before the app started): load what it needs. */
  onFirstUse: () => void;
  /** More of the field's attributes: the suggesting box's value, combobox state and keys. */
  input?: InputHTMLAttributes<HTMLInputElement>;
  /** After the button: the suggestions and their count. */
  children?: ReactNode;
}

/**
 * A search box's form: a plain GET form to /explore (it works before the app starts, and without JavaScript), with its
 * field and button. A field focused before the app started gets no focus event from React: it is told on mounting.
 */
export function SearchFields({ label, className = '', inputRef, onSearch, onFirstUse, input, children }: SearchFieldsProps) {
  const SEARCH_BOX_TEXT = useTexts(SEARCH_BOX_TEXTS);
  // The shop page in the page's language (`/hi/explore` on a Hindi page), for the form that works without the app.
  const explore = useHref('/explore');
  const id = useId();
  useEffect(() => {
    if (inputRef.current && document.activeElement === inputRef.current) onFirstUse();
    // Once, when the app takes the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form
      role="search"
      action={explore}
      method="get"
      className={`search-box ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(inputRef.current?.value ?? '');
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-q`}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={`${id}-q`}
        className="search-box__input"
        type="search"
        name="q"
        placeholder={SEARCH_BOX_TEXT.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        onFocus={onFirstUse}
        onPointerEnter={onFirstUse}
        {...input}
      />
      <button type="submit" className="search-box__submit" aria-label={SEARCH_BOX_TEXT.submit}>
        <SearchIcon />
      </button>
      {children}
    </form>
  );
}
