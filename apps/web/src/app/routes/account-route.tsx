import { OrderHistory } from '../../features/tracking/components/order-history';
import { DataRightsSection } from '../../features/data-rights/data-rights-section';
import AccountPage from '../../features/user-details/account-page';

/** /account-details: the account page, with the customer's order history in its orders column and their data rights below. */
export default function AccountRoute() {
  return <AccountPage orderHistory={<OrderHistory />} dataRights={<DataRightsSection />} />;
}
