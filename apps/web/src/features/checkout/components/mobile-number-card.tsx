import type { UserDetails } from '@shop/contract/users';
import { useState } from 'react';
import { Card } from '../../../components/card';
import { MobileCheck } from '../../../components/mobile-check';
import { MOBILE_CHECK_TEXTS } from '../../../components/mobile-check-texts';
import { useTexts } from '../../../lib/i18n/texts';

/**
 * Whether the checkout must first ask for a mobile number: the profile has none (an account Google made, a number
 * removed), so the courier could not call and Cash on Delivery could not be confirmed. Once asked, it stays asked
 * until the number is verified, though the number is saved (and so present) a step before.
 */
export function useMobileNeeded(details: UserDetails | null): boolean {
  const [asked, setAsked] = useState(false);
  if (details && !details.phoneNumber && !asked) setAsked(true);
  return asked && !(details?.phoneNumber && details.phoneVerified);
}

/**
 * The checkout's mobile-number step, before the payment step: add the number, then the code texted to it. Also shown,
 * without holding up payment, when the free first order waits for the number to be verified.
 */
export function MobileNumberCard({ details, lead }: { details: UserDetails | null; lead?: string }) {
  const MOBILE_CHECK_TEXT = useTexts(MOBILE_CHECK_TEXTS);
  return (
    <Card className="mobile-number-card" title={MOBILE_CHECK_TEXT.checkoutHeading}>
      <p className="mobile-number-card__lead">{lead ?? MOBILE_CHECK_TEXT.checkoutLead}</p>
      {/* The profile, read again once verified, ends this step (useMobileNeeded). */}
      <MobileCheck phone={details?.phoneNumber ?? null} onVerified={() => undefined} />
    </Card>
  );
}
