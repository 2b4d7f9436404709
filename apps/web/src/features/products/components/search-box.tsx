import type { Suggestion } from '@shop/contract/search';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../store/hooks';
import { useLocale, useTexts } from '../../../lib/i18n/texts';
import { formatVariantPrice } from '../price-format';
import { productPath } from '../product-path';
import { SEARCH_TEXTS } from '../search-texts';
import { FRAGRANCE_TEXTS, fragranceName } from '../../../components/fragrance-texts';
import type * as SuggestApi from '../suggest-api';
import { explorePathFor, SearchFields } from './search-form-parts';
import './search-box.css';

type SuggestModule = typeof SuggestApi;
let suggestModule: Promise<SuggestModule> | null = null;
/** The suggestions' code (with the server-data cache) arrives when a box is first focused, once for every box. */
const loadSuggest = () => (suggestModule ??= import('../suggest-api'));

interface Props {
  /** The words of the search shown (the shop page's own box), '' elsewhere. */
  initialQuery?: string;
  /** Distinguishes the header's box from the page's in the accessibility tree. */
  label?: string;
  className?: string;
  /** Takes the focus when it appears (in place of the header's plain box, which had it). */
  autoFocus?: boolean;
}

/**
 * A search box: a plain GET form to /explore (it works before the app starts, and without JavaScript), which offers
 * products as the customer types (the WAI-ARIA combobox with a list box: arrows move, Enter opens the product or
 * searches, Escape closes the list and then clears the box). Suggestions are asked for after a pause in typing, and
 * a newer query cancels the request of the older one.
 */
export function SearchBox({ initialQuery = '', label, className = '', autoFocus = false }: Props) {
  const SEARCH_TEXT = useTexts(SEARCH_TEXTS);
  const FRAGRANCE = useTexts(FRAGRANCE_TEXTS);
  const locale = useLocale();
  const id = useId();
  const listId = `${id}-list`;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(initialQuery);
  const [suggest, setSuggest] = useState<SuggestModule | null>(null);
  const [answer, setAnswer] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [following, setFollowing] = useState(initialQuery);

  // The shop page's box follows the search on show (a suggestion picked, Back, a link to another search).
  if (following !== initialQuery) {
    setFollowing(initialQuery);
    setTyped(initialQuery);
  }

  // Focused where the header's plain box was, the caret after what was typed there: before the browser handles the
  // next key, so no letter typed meanwhile is lost.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // Mounting only once: the focus is handed over when the box appears, never again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const q = typed.trim();
  const asking = suggest !== null && q.length >= suggest.SUGGEST_TIMING.minLength && q.length <= suggest.SUGGEST_TIMING.maxLength;
  const suggestions = asking ? answer : [];

  useEffect(() => {
    if (!suggest || !asking) return;
    let request: ReturnType<ReturnType<typeof suggest.suggestProducts.initiate>> | null = null;
    let current = true;
    const timer = setTimeout(() => {
      request = dispatch(suggest.suggestProducts.initiate(q));
      request.unwrap().then(
        (found) => {
          if (!current) return;
          setAnswer(found);
          setActive(-1);
        },
        // Suggestions are a help, never in the way: a failed one shows none (a cancelled one is simply replaced).
        () => current && setAnswer([]),
      );
    }, suggest.SUGGEST_TIMING.debounceMs);
    // A newer query (or the box going away) cancels this one, waiting or under way.
    return () => {
      current = false;
      clearTimeout(timer);
      request?.abort();
      request?.unsubscribe();
    };
  }, [q, asking, suggest, dispatch]);

  const expanded = open && suggestions.length > 0;

  const start = () => {
    void loadSuggest().then((module) => setSuggest(() => module));
  };

  const pick = (suggestion: Suggestion) => {
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    void navigate(productPath(suggestion._id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : suggestions.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past the last (or before the first) the box itself is active again, as in the pattern's examples.
      setActive((i) => (i + step + 1 + suggestions.length + 1) % (suggestions.length + 1) - 1);
    } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (typed) {
        event.preventDefault();
        setTyped('');
      }
    }
  };

  return (
    <SearchFields
      label={label ?? SEARCH_TEXT.boxLabel}
      className={className}
      inputRef={inputRef}
      onSearch={(words) => {
        setOpen(false);
        inputRef.current?.blur();
        void navigate(explorePathFor(words));
      }}
      onFirstUse={start}
      input={{
        value: typed,
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-controls': listId,
        'aria-expanded': expanded,
        'aria-activedescendant': expanded && active >= 0 ? `${id}-option-${active}` : undefined,
        onChange: (event) => {
          setTyped(event.target.value);
          setOpen(true);
          setActive(-1);
        },
        onKeyDown,
        onBlur: () => setOpen(false),
      }}
    >
      <ul id={listId} role="listbox" aria-label={SEARCH_TEXT.suggestionsLabel} className="search-box__list" hidden={!expanded}>
        {suggestions.map((suggestion, i) => (
          <li
            key={suggestion._id}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            className="search-box__option"
            // Keeps the focus in the box, so the list is not closed before the click lands.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
          >
            <span className="search-box__name">{suggestion.productName}</span>
            <span className="search-box__meta">
              {[fragranceName(FRAGRANCE, suggestion.fragrance), suggestion.weight].filter(Boolean).join(' · ')}
              <span className="search-box__price">{formatVariantPrice(suggestion.finalPrice, locale)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded ? SEARCH_TEXT.suggestionCount(suggestions.length) : ''}
      </p>
    </SearchFields>
  );
}
