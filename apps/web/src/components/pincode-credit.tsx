import { PINCODE_ATTRIBUTION } from '@shop/contract/pincodes';
import './pincode-credit.css';

/** The credit India Post's directory is owed wherever a form fills city and state from it. */
export function PincodeCredit() {
  return <p className="pincode-credit">{PINCODE_ATTRIBUTION}</p>;
}
