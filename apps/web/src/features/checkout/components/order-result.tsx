import type { ReactNode } from 'react';
import './order-result.css';

interface Props {
  tone: 'success' | 'failure';
  title: string;
  children?: ReactNode;
  /** Links or buttons to go on with. */
  actions: ReactNode;
}

/** The card of the order success and order failed pages. */
export function OrderResult({ tone, title, children, actions }: Props) {
  return (
    <section className={`order-result order-result--${tone}`} aria-labelledby="order-result-title">
      <span className="order-result__icon" aria-hidden="true">
        <svg viewBox="0 0 48 48" width="48" height="48" focusable="false">
          {tone === 'success' ? <path d="m14 25 7 7 13-15" /> : <path d="M24 14v13M24 33.5v.5" />}
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
