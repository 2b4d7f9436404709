import {
  NOTIFICATION_MESSAGES,
  NotificationPreferencesResponse,
  type NotificationPreferences,
} from '@shop/contract/notifications';
import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { apiRequest, errorMessage } from '../lib/api-client';
import './card.css';
import './order-updates.css';

const PATH = '/user/notification-preferences';
type View = Omit<NotificationPreferencesResponse, 'success'>;

/**
 * The customer's choice of order updates on WhatsApp (an explicit opt-in, as Meta requires) and by SMS, with the
 * number they go to and the list of what is sent. On the profile, and at checkout in its `compact` form.
 */
export function OrderUpdates({ compact = false }: { compact?: boolean }) {
  const headingId = useId();
  const [view, setView] = useState<View | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    apiRequest(PATH, NotificationPreferencesResponse)
      .then((reply) => {
        if (current) setView(reply);
      })
      .catch((err: unknown) => console.warn('Order update preferences could not be loaded.', err));
    return () => {
      current = false;
    };
  }, []);

  if (!view) return null;

  async function change(changes: Partial<NotificationPreferences>) {
    setSaving(true);
    try {
      setView(await apiRequest(PATH, NotificationPreferencesResponse, { method: 'PUT', body: changes }));
      toast.success(NOTIFICATION_MESSAGES.saved);
    } catch (err) {
      toast.error(errorMessage(err) ?? NOTIFICATION_MESSAGES.noPhone);
    } finally {
      setSaving(false);
    }
  }

  const noPhone = view.phone === null;
  return (
    <section className={`order-updates${compact ? ' order-updates--compact' : ' card account-card'}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={compact ? 'order-updates__title' : 'card__title'}>
        {NOTIFICATION_MESSAGES.title}
      </h2>
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
              <li key={e.event}>{e.label}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
