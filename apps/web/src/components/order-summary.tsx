import type { ReactNode } from 'react';
import { defineTexts, useTexts } from '../lib/i18n/texts';
import { Card } from './card';
import './order-summary.css';

/** Words of the Order Summary panel (SPEC.md §2 Checkout). */
const ORDER_SUMMARY_TEXTS = defineTexts({ orderSummary: 'Order Summary', total: 'Total' }, { orderSummary: 'ऑर्डर का सारांश', total: 'कुल' });

export interface SummaryRow {
  label: string;
  value: string;
  /** 'saving' shows a reduction in the offer colour; 'free' a zero-cost line. */
  tone?: 'saving' | 'free';
}

interface Props {
  rows: readonly SummaryRow[];
  totalLabel?: string;
  total: string;
  /** Shown between the heading and the rows, e.g. free items. */
  before?: ReactNode;
  /** A line under the total, e.g. which coupon is applied and why. */
  note?: string;
  /** Shown under the total, e.g. the proceed button. */
  children?: ReactNode;
}

/** The Order Summary panel: money rows, the total, and what to do next (SPEC.md §2 Checkout). */
export function OrderSummary({ rows, totalLabel, total, before, note, children }: Props) {
  const ORDER_SUMMARY_TEXT = useTexts(ORDER_SUMMARY_TEXTS);
  return (
    <Card className="order-summary" title={ORDER_SUMMARY_TEXT.orderSummary}>
      {before}
      <dl className="order-summary__rows">
        {rows.map((row) => (
          <div key={row.label} className={`order-summary__row${row.tone ? ` order-summary__row--${row.tone}` : ''}`}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className="order-summary__row order-summary__row--total">
          <dt>{totalLabel ?? ORDER_SUMMARY_TEXT.total}</dt>
          <dd>{total}</dd>
        </div>
      </dl>
      {note && <p className="order-summary__note">{note}</p>}
      {children}
    </Card>
  );
}
