import './payment-choice-note.css';
import { COD_RULES_TEXTS } from './payment-texts';
import { useTexts } from '../lib/i18n/texts';

interface Props {
  /** Rupees added for Cash on Delivery (0: none). */
  codFee: number;
  /** What paying online saves against Cash on Delivery, in rupees (0: nothing). */
  saving: number;
  /** Both totals, when known (the cart and the checkout; a product page has none). */
  totals?: { cod: number; online: number } | null;
  /** Why Cash on Delivery is not offered for this order, in the server's words; null when it is. */
  codRefusal?: string | null;
}

/**
 * The cost of each way of paying, shown before the customer chooses: the cheaper online choice first ("Pay online
 * and save ₹78"), then the Cash on Delivery fee, or why Cash on Delivery is not offered. Nothing when staff set no
 * fee, discount or rule that applies, so the spec's pages stay as they are.
 */
export function PaymentChoiceNote({ codFee, saving, totals = null, codRefusal = null }: Props) {
  const COD_RULES_MESSAGES = useTexts(COD_RULES_TEXTS);
  if (codFee <= 0 && saving <= 0 && !codRefusal) return null;
  return (
    <div className="payment-choice">
      {saving > 0 && (
        <p className="payment-choice__online">
          <strong>{COD_RULES_MESSAGES.payOnlineSave(saving)}</strong>
          {totals && <span className="payment-choice__total">{COD_RULES_MESSAGES.onlineTotal(totals.online)}</span>}
        </p>
      )}
      {codRefusal ? (
        <p className="payment-choice__cod payment-choice__cod--refused">{codRefusal}</p>
      ) : (
        codFee > 0 && (
          <p className="payment-choice__cod">
            <span>{COD_RULES_MESSAGES.codFee(codFee)}</span>
            {totals && <span className="payment-choice__total">{COD_RULES_MESSAGES.codTotal(totals.cod)}</span>}
          </p>
        )
      )}
    </div>
  );
}
