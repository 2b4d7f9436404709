import { useCallback, useEffect, useRef } from 'react';
import { LoadingIndicator } from '../../components/loading-indicator';
import { MobileCheck } from '../../components/mobile-check';
import { MOBILE_CHECK_TEXTS } from '../../components/mobile-check-texts';
import { useProfileQuery } from '../../lib/profile';
import { useTexts } from '../../lib/i18n/texts';

/**
 * After the profile step saved the details: the mobile number it collected is verified here, in the same dialog
 * (its code goes out at once), so it logs in and is this account's from the start. Loaded only after a save.
 */
export default function SignupMobileStep({ onDone }: { onDone: () => void }) {
  const MOBILE_CHECK_TEXT = useTexts(MOBILE_CHECK_TEXTS);
  const profile = useProfileQuery();
  const details = profile.data;
  // The dialog finishes once, however often this renders meanwhile.
  const finished = useRef(false);
  const finish = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    onDone();
  }, [onDone]);
  // Nothing to verify (no number, or verified already): the dialog finishes as before.
  const nothingToVerify = details !== undefined && (details === null || !details.phoneNumber || details.phoneVerified);
  useEffect(() => {
    if (nothingToVerify || profile.isError) finish();
  }, [nothingToVerify, profile.isError, finish]);

  if (!details?.phoneNumber || details.phoneVerified) return <LoadingIndicator label={MOBILE_CHECK_TEXT.heading} />;
  return (
    <section className="signup-mobile-step" aria-labelledby="signup-mobile-heading">
      <h3 id="signup-mobile-heading" className="signup-mobile-step__heading">
        {MOBILE_CHECK_TEXT.heading}
      </h3>
      <p className="signup-mobile-step__lead">{MOBILE_CHECK_TEXT.lead}</p>
      <MobileCheck phone={details.phoneNumber} sendAtOnce onVerified={finish} />
    </section>
  );
}
