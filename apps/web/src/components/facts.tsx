import type { ReactNode } from 'react';

/** One fact: what it is, and its value. */
export type Fact = readonly [term: string, value: ReactNode];

/** Facts as a description list; each term and value stand in a `div` of their own, so a row can be laid out as one. */
export function Facts({ className, facts }: { className: string; facts: readonly Fact[] }) {
  return (
    <dl className={className}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
