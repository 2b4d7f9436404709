import { PaymentChoiceNote } from '../../../components/payment-choice-note';
import { usePaymentTermsQuery } from '../../../lib/payment-options';

/** The Cash on Delivery fee and what paying online saves on this product's price, as the server works them out. */
export function ProductPaymentTerms({ price }: { price: number }) {
  const { data } = usePaymentTermsQuery(price);
  if (!data) return null;
  return <PaymentChoiceNote codFee={data.codFee} saving={data.saving} />;
}
