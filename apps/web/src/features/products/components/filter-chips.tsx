import { useHref } from 'react-router';
import { useTexts } from '../../../lib/i18n/texts';
import { SEARCH_TEXTS } from '../search-texts';
import type { MouseEvent } from 'react';
import './filter-chips.css';

interface Option {
  value: string;
  label: string;
  /** How many results choosing it would give, when the search says so. */
  count?: number;
}

interface Props {
  legend: string;
  /** The address's name for this filter (`category`, `fragrance`, `weight`). */
  name: string;
  options: readonly Option[];
  /** The chosen value, or null for "All". */
  selected: string | null;
  /** The rest of the search, carried by the form so that a chip pressed without JavaScript keeps it. */
  hidden: ReadonlyArray<[string, string]>;
  onSelect: (value: string | null) => void;
}

/**
 * A row of toggle chips with an "All" chip first; pressing the chosen chip again clears it. The row is a GET form to
 * the shop page and each chip submits its value, so the filters work before the app starts and without JavaScript.
 */
export function FilterChips({ legend, name, options, selected, hidden, onSelect }: Props) {
  const SEARCH_TEXT = useTexts(SEARCH_TEXTS);
  const explore = useHref('/explore');
  const choose = (value: string | null) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onSelect(value);
  };
  return (
    <div className="filter-chips" role="group" aria-label={legend}>
      <form className="filter-chips__form" action={explore} method="get">
        {hidden.map(([field, value]) => (
          <input key={`${field}=${value}`} type="hidden" name={field} value={value} />
        ))}
        <span className="filter-chips__legend" aria-hidden="true">
          {legend}
        </span>
        <div className="filter-chips__row">
          <button type="submit" className="filter-chip" aria-pressed={selected === null} onClick={choose(null)}>
            {SEARCH_TEXT.all}
          </button>
          {options.map((option) => {
            const pressed = selected === option.value;
            return (
              <button
                key={option.value}
                type="submit"
                // The chosen chip submits nothing of its own: pressing it again clears the filter.
                {...(pressed ? {} : { name, value: option.value })}
                className="filter-chip"
                aria-pressed={pressed}
                onClick={choose(pressed ? null : option.value)}
              >
                {option.label}
                {option.count !== undefined && <span className="filter-chip__count">({option.count})</span>}
              </button>
            );
          })}
        </div>
      </form>
    </div>
  );
}
