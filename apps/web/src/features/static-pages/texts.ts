/** Words of the static pages that the spec fixes or that tests look for. */
export const STATIC_TEXT = {
  notFoundHeading: 'Page Not Found',
  termsLastUpdatedLabel: 'Last updated:',
} as const;

/** Title, description and canonical path of each static page (usePageMeta). */
export const PAGE_META = {
  about: {
    title: 'About Us',
    description:
      'Purrfect Litter is an Indian manufacturer of natural sodium bentonite. Learn how our premium, pet-safe clumping cat litter is made in India.',
    path: '/about',
  },
  contact: {
    title: 'Contact Us',
    description:
      'Contact Purrfect Litter customer care by email or phone. Help with orders, delivery, returns and our bentonite cat litter, Monday to Saturday.',
    path: '/contact-us',
  },
  faq: {
    title: 'Frequently Asked Questions',
    description:
      'Answers about bentonite cat litter, clumping, orders, Cash on Delivery, Razorpay payments, delivery by pincode, returns, refunds and loyalty rewards.',
    path: '/faq',
  },
  terms: {
    title: 'Terms and Conditions',
    description:
      'The terms that apply when you shop at Purrfect Litter: orders, pricing in INR, payment, shipping, cancellation, returns, refunds and loyalty.',
    path: '/terms-and-conditions',
  },
  privacy: {
    title: 'Privacy Policy',
    description:
      'How Purrfect Litter collects, uses, stores and protects your personal data under India’s Digital Personal Data Protection Act, 2023.',
    path: '/privacy-policy',
  },
} as const;
