import { PaymentChoiceNote } from '../../../components/payment-choice-note';
import { cartKey, usePaymentOptionsQuery } from '../../../lib/payment-options';
import type { CartItem } from '../cart-slice';

/** Both ways of paying for the bag as the server will charge them: the fee, the saving, or why COD is not offered. */
export function CartPaymentChoice({ items, pincode }: { items: readonly CartItem[]; pincode: number | null }) {
  const { currentData } = usePaymentOptionsQuery({ cart: cartKey(items), couponCode: null, pincode }, { skip: items.length === 0 });
  if (!currentData) return null;
  const { cod, online } = currentData;
  return <PaymentChoiceNote codFee={cod.fee} saving={online.saving} totals={{ cod: cod.total, online: online.total }} codRefusal={cod.available ? null : cod.message} />;
}
