import { useLoaderData } from 'react-router';
import type { PolicyPageData } from '../api';

/** The delivered orders the loyalty reward needs, as the page's loader read it from the server (null: not known). */
export function useLoyaltyTarget(): number | null {
  return (useLoaderData() as PolicyPageData | undefined)?.loyaltyTargetOrders ?? null;
}

/** The FAQ's answer on the loyalty programme, with the reward's own number of orders (SPEC.md §9: 6 by default). */
export function LoyaltyFaqAnswer() {
  const target = useLoyaltyTarget();
  return target === null ? (
    <p>
      Every order you complete brings you closer to a reward: after a set number of orders you get a free product. Your
      Loyalty page shows how many, your progress, and how many more orders you need.
    </p>
  ) : (
    <p>
      Every order you complete brings you closer to a reward: after {target} orders you get a free product. Your Loyalty
      page shows your progress, for example 2/{target}, and how many more orders you need.
    </p>
  );
}

/** The terms' loyalty clause, with the reward's own number of orders. */
export function LoyaltyTermsClause() {
  const target = useLoyaltyTarget();
  return (
    <>
      Signed-in customers earn progress with every delivered order. After {target === null ? 'the number of orders shown on the Loyalty page' : `${target} orders`} you
      receive a free product as a loyalty reward, shown on the Loyalty page and applied as a coupon at checkout.
    </>
  );
}
