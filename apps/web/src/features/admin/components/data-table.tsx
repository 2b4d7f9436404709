import type { ReactNode } from 'react';

export type SortDir = 'asc' | 'desc';
export interface SortState<K extends string = string> {
  key: K;
  dir: SortDir;
}

export interface Column<T, K extends string = string> {
  /** Identifies the column; also the sort key when the column is sortable. */
  key: K;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** Right-aligned, tabular figures (money, counts). */
  numeric?: boolean;
}

export interface DataTableProps<T, K extends string> {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  columns: Array<Column<T, K>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  sort?: SortState<K>;
  /** Called with the new sort when a sortable header is pressed: same column flips, another starts descending. */
  onSort?: (sort: SortState<K>) => void;
  /** Shown in place of the rows when there are none. */
  empty: string;
  /** While true the rows are dimmed and marked busy (a new page or sort is loading). */
  busy?: boolean;
  /**
   * On a phone-width screen, show each row as a card of labelled values instead of a table that scrolls sideways
   * (done in CSS: the cells carry their column's name). For lists people scan on the move (orders, the audit log).
   */
  cardsOnPhone?: boolean;
}

const ariaSort = (dir: SortDir) => (dir === 'asc' ? 'ascending' : 'descending');

/** The console's table: sortable headers (as buttons, with aria-sort), an empty state, and a busy state. */
export function DataTable<T, K extends string>({ caption, columns, rows, rowKey, sort, onSort, empty, busy, cardsOnPhone }: DataTableProps<T, K>) {
  function header(column: Column<T, K>) {
    const active = sort?.key === column.key;
    if (!column.sortable || !onSort) return column.header;
    const next: SortState<K> = { key: column.key, dir: active && sort.dir === 'desc' ? 'asc' : 'desc' };
    return (
      <button type="button" className="data-table__sort" onClick={() => onSort(next)}>
        {column.header}
        <span aria-hidden="true" className="data-table__arrow">
          {active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    );
  }

  return (
    <div className={cardsOnPhone ? 'data-table__wrap data-table--cards' : 'data-table__wrap'}>
      <table className="data-table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.numeric ? 'is-numeric' : undefined} aria-sort={sort?.key === c.key ? ariaSort(sort.dir) : undefined}>
                {header(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="data-table__empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.key} className={`data-table__cell--${c.key}${c.numeric ? ' is-numeric' : ''}`} data-label={c.header}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Sorts rows in the browser (for lists the server sends whole); strings by locale, numbers numerically. */
export function sortRows<T, K extends string>(rows: readonly T[], sort: SortState<K>, value: (row: T, key: K) => string | number | boolean | null): T[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a, sort.key);
    const y = value(b, sort.key);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    if (typeof x === 'string' && typeof y === 'string') return sign * x.localeCompare(y, 'en-IN', { sensitivity: 'base', numeric: true });
    return sign * (x < y ? -1 : 1);
  });
}
