import { StepIndicator } from './step-indicator';

/** The three steps of the checkout progress indicator (SPEC.md §2 Checkout). */
const CHECKOUT_STEPS = ['My Bag', 'Address', 'Payment'] as const;

/** Other words of the checkout progress indicator. */
const CHECKOUT_STEPS_TEXT = {
  label: 'Checkout progress',
  stepDone: 'completed',
  stepUpcoming: 'not started',
} as const;

/** My Bag → Address → Payment, above the cart and checkout steps; `current` is the 1-based step the customer is on. */
export function CheckoutSteps({ current }: { current: number }) {
  return (
    <StepIndicator
      steps={CHECKOUT_STEPS}
      current={current}
      label={CHECKOUT_STEPS_TEXT.label}
      doneLabel={CHECKOUT_STEPS_TEXT.stepDone}
      upcomingLabel={CHECKOUT_STEPS_TEXT.stepUpcoming}
    />
  );
}
