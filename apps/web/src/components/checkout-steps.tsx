import { defineTexts, useTexts } from '../lib/i18n/texts';
import { StepIndicator } from './step-indicator';

/** The three steps of the checkout progress indicator (SPEC.md §2 Checkout) and its other words. */
const CHECKOUT_STEPS_TEXTS = defineTexts(
  {
    steps: ['My Bag', 'Address', 'Payment'],
    label: 'Checkout progress',
    stepDone: 'completed',
    stepUpcoming: 'not started',
  },
  {
    steps: ['मेरा बैग', 'पता', 'पेमेंट'],
    label: 'चेकआउट की प्रगति',
    stepDone: 'पूरा हुआ',
    stepUpcoming: 'शुरू नहीं हुआ',
  },
);

/** My Bag → Address → Payment, above the cart and checkout steps; `current` is the 1-based step the customer is on. */
export function CheckoutSteps({ current }: { current: number }) {
  const CHECKOUT_STEPS_TEXT = useTexts(CHECKOUT_STEPS_TEXTS);
  return (
    <StepIndicator
      steps={CHECKOUT_STEPS_TEXT.steps}
      current={current}
      label={CHECKOUT_STEPS_TEXT.label}
      doneLabel={CHECKOUT_STEPS_TEXT.stepDone}
      upcomingLabel={CHECKOUT_STEPS_TEXT.stepUpcoming}
    />
  );
}
