import { OrderHistory } from '../../features/tracking/components/order-history';
import { ReminderChoices } from '../../features/consents/components/reminder-choices';
import AccountPage from '../../features/user-details/account-page';

/** /account-details: the account page, with the customer's order history in its orders column and their choices of reminders. */
export default function AccountRoute() {
  return <AccountPage orderHistory={<OrderHistory />} choices={<ReminderChoices />} />;
}
