import { type NotificationPreferences, type NotificationPreferencesResponse } from '@shop/contract/notifications';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { useNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } from '../lib/notification-preferences';
import { failureMessage } from '../lib/query-message';
import { QueryState } from './load-state';
import './card.css';
import './order-updates.css';
import { NOTIFICATION_TEXTS } from './order-updates-texts';
import { useTexts } from '../lib/i18n/texts';

/**
 * The customer's choice of order updates on WhatsApp (an explicit opt-in, as Meta requires) and by SMS, with the
 * number they go to and the list of what is sent. On the profile, and at checkout in its `compact` form.
 */
export function OrderUpdates({ compact = false }: { compact?: boolean }) {
  const NOTIFICATION_MESSAGES = useTexts(NOTIFICATION_TEXTS);
  const headingId = useId();
  const view = useNotificationPreferencesQuery();

  return (
    <section className={`order-updates${compact ? ' order-updates--compact' : ' card account-card'}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={compact ? 'order-updates__title' : 'card__title'}>
        {NOTIFICATION_MESSAGES.title}
      </h2>
      <QueryState query={view} failed={NOTIFICATION_MESSAGES.loadFailed} loadingLabel={NOTIFICATION_MESSAGES.loading} retryLabel={NOTIFICATION_MESSAGES.retry} size="inline">
        {(answer) => <Choices view={answer} compact={compact} />}
      </QueryState>
    </section>
  );
}

function Choices({ view, compact }: { view: NotificationPreferencesResponse; compact: boolean }) {
  const NOTIFICATION_MESSAGES = useTexts(NOTIFICATION_TEXTS);
  const [save, { isLoading: saving }] = useSaveNotificationPreferencesMutation();

  async function change(changes: Partial<NotificationPreferences>) {
    const result = await save(changes);
    if (result.error) toast.error(failureMessage(result.error, NOTIFICATION_MESSAGES.noPhone));
    else toast.success(NOTIFICATION_MESSAGES.saved);
  }

  const noPhone = view.phone === null;
  return (
    <>
      {noPhone ? <p className="order-updates__note">{NOTIFICATION_MESSAGES.noPhone}</p> : null}
      <label className="order-updates__choice">
        <input type="checkbox" checked={view.preferences.whatsapp} disabled={saving || noPhone} onChange={(e) => void change({ whatsapp: e.target.checked })} />
        {NOTIFICATION_MESSAGES.whatsappOptIn}
      </label>
      <label className="order-updates__choice">
        <input type="checkbox" checked={view.preferences.sms} disabled={saving || noPhone} onChange={(e) => void change({ sms: e.target.checked })} />
        {NOTIFICATION_MESSAGES.smsOptIn}
      </label>
      <p className="order-updates__note">{NOTIFICATION_MESSAGES.whatsappConsent}</p>
      {!compact && (
        <>
          <p className="order-updates__note">{NOTIFICATION_MESSAGES.whatWeSend}</p>
          <ul className="order-updates__events">
            {view.events.map((e) => (
              <li key={e.event}>{NOTIFICATION_MESSAGES.events[e.event]}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
