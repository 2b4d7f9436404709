import type { OrderAddress } from '@shop/contract/orders';
import { Fragment, type ReactNode } from 'react';
import './operations.css';

/** A postal address, one line each (the second address line only when there is one). */
export function PostalAddress({ address: a }: { address: OrderAddress }) {
  const lines = [a.address_line1, a.address_line2, `${a.city}, ${a.state} ${a.pincode}`, a.country].filter(Boolean);
  return (
    <address className="ops-address">
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  );
}

/** A definition list row. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ops-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
