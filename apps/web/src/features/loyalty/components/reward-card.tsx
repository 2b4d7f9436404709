import { TitledSection } from '../../../components/card';
import { LOYALTY_UI_TEXTS } from '../texts';
import './reward-card.css';
import { useTexts } from '../../../lib/i18n/texts';
import { ButtonLink } from '../../../components/button-link';

/** The earned reward: its coupon code, and that it applies to online payment only, not to Cash on Delivery. */
export function RewardCard({ couponCode }: { couponCode: string }) {
  const LOYALTY_UI_TEXT = useTexts(LOYALTY_UI_TEXTS);
  return (
    <TitledSection className="reward-card" titleClassName="reward-card__title" title={LOYALTY_UI_TEXT.rewardHeading}>
      <p className="reward-card__lead">{LOYALTY_UI_TEXT.rewardLead}</p>
      <p className="reward-card__code">
        <span className="visually-hidden">{LOYALTY_UI_TEXT.couponCode}: </span>
        <strong>{couponCode}</strong>
      </p>
      <p className="reward-card__note">{LOYALTY_UI_TEXT.rewardOnlineOnly}</p>
      <ButtonLink to="/cart" look="primary">{LOYALTY_UI_TEXT.goToCart}</ButtonLink>
    </TitledSection>
  );
}
