import type { FormEvent } from 'react';
import { useDraft } from './use-draft';
import './operations.css';

/** A search box that applies on submit (Enter or the button). */
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
  const [draft, setDraft] = useDraft(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim());
  }
  return (
    <form role="search" className="ops-search" onSubmit={submit} aria-label={name}>
      <label>
        {label}
        <input type="search" value={draft} maxLength={maxLength} placeholder={hint} onChange={(e) => setDraft(e.target.value)} />
      </label>
      <button type="submit" className="btn btn-primary btn-small">
        {button}
      </button>
    </form>
  );
}
