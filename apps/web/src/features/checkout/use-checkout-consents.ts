import { CHECKOUT_CONSENT_PURPOSES, type MarketingPurpose } from '@shop/contract/consent-rules';
import { useMemo, useState } from 'react';
import { givenConsents } from '../../components/consent-boxes';
import { useConsentsQuery } from '../../lib/consents';

/**
 * Checkout's optional consent boxes: reminders and offers the customer has never answered (one agreed to or withdrawn
 * before is not asked again), on WhatsApp and by SMS only with a number on the profile; none while the answer loads.
 * `given` is what goes with the order: the ticked boxes still shown, each with its wording's version.
 */
export function useCheckoutConsents(hasPhone: boolean) {
  const view = useConsentsQuery().data;
  const [chosen, setChosen] = useState<Set<MarketingPurpose>>(() => new Set());
  const purposes = useMemo(() => {
    if (!view) return [];
    const answered = new Set(view.consents.filter((c) => c.changedAt !== null).map((c) => c.purpose));
    return CHECKOUT_CONSENT_PURPOSES.filter((p) => !answered.has(p) && (hasPhone || p === 'offers_email'));
  }, [view, hasPhone]);
  const given = useMemo(() => givenConsents(new Set([...chosen].filter((p) => purposes.includes(p)))), [chosen, purposes]);
  return { purposes, chosen, setChosen, given };
}
