import { PaymentChoiceNote } from '../../../components/payment-choice-note';
import { usePaymentTermsQuery } from '../../../lib/payment-options';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * The Cash on Delivery fee and what paying online saves on this product's price, as the server works them out. Asked
 * in the browser only: a server render would hand the page a request still in flight that the browser never makes.
 */
export function ProductPaymentTerms({ price }: { price: number }) {
  const hydrated = useHydrated();
  const { data } = usePaymentTermsQuery(price, { skip: !hydrated });
  if (!data || !hydrated) return null;
  return <PaymentChoiceNote codFee={data.codFee} saving={data.saving} />;
}
