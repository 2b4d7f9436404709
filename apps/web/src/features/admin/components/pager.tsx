import { countOf, type Noun } from '../plural';

export interface PagerProps {
  page: number;
  totalPages: number;
  totalDocs: number;
  /** What is being counted: { one: 'order', other: 'orders' }. */
  noun: Noun;
  onPage: (page: number) => void;
}

/** "Page 2 of 5 · 93 orders" (or "1 order") with Previous / Next. */
export function Pager({ page, totalPages, totalDocs, noun, onPage }: PagerProps) {
  return (
    <nav className="pager button-row" aria-label={`Pages of ${noun.other}`}>
      <button type="button" className="btn btn-secondary btn-small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="pager__status" aria-live="polite">
        Page {page} of {Math.max(1, totalPages)} · {countOf(totalDocs, noun)}
      </span>
      <button type="button" className="btn btn-secondary btn-small" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
