import { OrderHistory } from '../../features/tracking/components/order-history';
import AccountPage from '../../features/user-details/account-page';

/** /account-details: the account page, with the customer's order history in its orders column. */
export default function AccountRoute() {
  return <AccountPage orderHistory={<OrderHistory />} />;
}
