import { OrderHistory } from '../../features/tracking/components/order-history';
import { ReminderChoices } from '../../features/consents/components/reminder-choices';
import { DataRightsSection } from '../../features/data-rights/data-rights-section';
import AccountPage from '../../features/user-details/account-page';

/** /account-details: the account page, with the customer's order history in its orders column, their choices of reminders, and their data rights below. */
export default function AccountRoute() {
  return <AccountPage orderHistory={<OrderHistory />} choices={<ReminderChoices />} dataRights={<DataRightsSection />} />;
}
