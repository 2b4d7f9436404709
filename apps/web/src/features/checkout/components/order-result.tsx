import type { ReactNode } from 'react';
import './order-result.css';

interface Props {
  tone: 'success' | 'failure' | 'pending';
  title: string;
  /** Something is still under way (the pending icon turns). */
  busy?: boolean;
  children?: ReactNode;
  /** Links or buttons to go on with. */
  actions: ReactNode;
}

/** The card of the order success and order failed pages. */
export function OrderResult({ tone, title, children, actions, busy = false }: Props) {
  return (
    <section className={`order-result order-result--${tone}`} aria-labelledby="order-result-title" aria-busy={busy || undefined}>
      <span className={`order-result__icon${busy ? ' order-result__icon--busy' : ''}`} aria-hidden="true">
        <svg viewBox="0 0 48 48" width="48" height="48" focusable="false">
          {tone === 'success' ? (
            <path d="m14 25 7 7 13-15" />
          ) : tone === 'pending' ? (
            <>
              <circle cx="24" cy="24" r="13" />
              <path d="M24 16v8l5 4" />
            </>
          ) : (
            <path d="M24 14v13M24 33.5v.5" />
          )}
        </svg>
      </span>
      <h1 id="order-result-title" className="order-result__title">
        {title}
      </h1>
      {children}
      <div className="order-result__actions">{actions}</div>
    </section>
  );
}
