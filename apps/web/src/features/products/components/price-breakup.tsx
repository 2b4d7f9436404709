import type { PriceBreakup as PriceBreakupFigures } from '@shop/contract/catalog';
import { useId } from 'react';
import { formatMoney, numberFormat } from '../../../lib/i18n/format';
import { useLocale, useTexts } from '../../../lib/i18n/texts';
import { usePaymentTermsQuery } from '../../../lib/payment-options';
import { useHydrated } from '../../../lib/use-hydrated';
import { PRICE_BREAKUP_TEXTS } from '../price-breakup-texts';
import './price-breakup.css';

/**
 * The price broken up before paying (Consumer Protection (E-Commerce) Rules 2020): the price, the GST it includes,
 * delivery, and the Cash on Delivery fee where staff set one (asked in the browser, as the payment terms are).
 */
export function PriceBreakup({ breakup }: { breakup: PriceBreakupFigures }) {
  const T = useTexts(PRICE_BREAKUP_TEXTS);
  const locale = useLocale();
  const headingId = useId();
  const hydrated = useHydrated();
  const terms = usePaymentTermsQuery(breakup.price, { skip: !hydrated }).data;
  const money = (rupees: number) => formatMoney(locale, rupees);
  const rate = numberFormat(locale, { maximumFractionDigits: 2 }).format(breakup.gstRate);
  return (
    <section className="price-breakup" aria-labelledby={headingId}>
      <h2 id={headingId} className="price-breakup__title">
        {T.heading}
      </h2>
      <dl className="price-breakup__rows">
        <div>
          <dt>{T.price}</dt>
          <dd>{money(breakup.price)}</dd>
        </div>
        <div className="price-breakup__within">
          <dt>{T.gst(rate)}</dt>
          <dd>{money(breakup.gstIncluded)}</dd>
        </div>
        <div>
          <dt>{T.delivery}</dt>
          <dd>{breakup.delivery > 0 ? money(breakup.delivery) : T.free}</dd>
        </div>
        {terms && terms.codFee > 0 ? (
          <div>
            <dt>{T.codFee}</dt>
            <dd>{money(terms.codFee)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
