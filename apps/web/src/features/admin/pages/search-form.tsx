import { AdminCustomersQuery } from '@shop/contract/admin';
import { useZodForm } from '../../../components/form/form';
import './operations.css';

interface SearchValues {
  q: string;
}

const SearchQuery = AdminCustomersQuery.pick({ q: true });

/** A search box that applies on submit (Enter or the button); what is typed stays until the search itself changes. */
export function SearchForm({
  name,
  label,
  hint,
  button,
  value,
  maxLength,
  onSearch,
}: {
  /** Names the search landmark, e.g. "Search orders". */
  name: string;
  label: string;
  hint: string;
  button: string;
  value: string;
  maxLength: number;
  onSearch: (q: string) => void;
}) {
  // The search applied elsewhere (Back, a cleared filter) replaces what was typed, without a remount: focus stays put.
  const form = useZodForm<SearchValues>(SearchQuery, { values: { q: value } });
  return (
    <form role="search" className="ops-search" onSubmit={(e) => void form.handleSubmit(({ q }) => onSearch(q.trim()))(e)} aria-label={name}>
      <label>
        {label}
        <input type="search" maxLength={maxLength} placeholder={hint} {...form.register('q')} />
      </label>
      <button type="submit" className="btn btn-primary btn-small">
        {button}
      </button>
    </form>
  );
}
