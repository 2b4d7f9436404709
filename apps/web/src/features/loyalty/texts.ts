/** Words the spec fixes for the loyalty programme (SPEC.md §9), with the target the server answers (6 by default). */
export const LOYALTY_TEXT = {
  progress: (count: number, target: number) => `${count}/${target}`,
  remaining: (remaining: number) => `Complete ${remaining} more orders to get a free product`,
} as const;

/** Other words of the loyalty page. */
export const LOYALTY_UI_TEXT = {
  pageTitle: 'Loyalty Program',
  pageDescription: 'Every delivered Purrfect Litter order earns a paw stamp. Fill your card and the cheapest item of your next order is free.',
  eyebrow: 'Purrfect Paws Club',
  heading: 'Loyalty Program',
  lead: 'Collect a paw stamp with every delivered order. A full card earns you a free product.',
  loading: 'Loading your paw stamps',
  loadFailed: 'Failed to load your loyalty progress',
  retry: 'Try again',
  progressHeading: 'Your paw stamps',
  ordersCounted: 'delivered orders',
  stampsLabel: (count: number, target: number) => `${count} of ${target} paw stamps collected`,
  shopNow: 'Shop now',
  // Reward
  rewardHeading: 'Your free product is ready!',
  rewardLead: 'The cheapest item of your next order is on us. Use this code at checkout:',
  couponCode: 'Coupon code',
  rewardOnlineOnly: 'The reward applies to online payment only; it cannot be used with Cash on Delivery (COD).',
  rewardPending: (target: number) => `You have ${target} delivered orders. Your reward will be ready for your next order soon.`,
  goToCart: 'Go to cart',
  // How it works
  howHeading: 'How it works',
  howSteps: [
    { title: 'Order your favourites', text: 'Every order counts once it has been delivered to you.' },
    { title: 'Returns do not count', text: 'An order you return is taken off your paw stamps.' },
    { title: 'Fill your stamp card', text: 'The cheapest item of your next order becomes free. Pay online to use it: the reward does not apply to Cash on Delivery.' },
    { title: 'Start again', text: 'Once you use your reward, your count restarts from zero and you collect towards the next one.' },
  ],
} as const;
