import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { runtimeConfig } from '../../lib/runtime-config';
import { usePageMeta } from '../../lib/seo';
import { FaqAccordion, type FaqItem } from './components/faq-accordion';
import { LoyaltyFaqAnswer } from './components/loyalty-target';
import { POLICY } from './policy';
import { useTexts } from '../../lib/i18n/texts';
import { PAGE_META_TEXTS, STATIC_TEXTS } from './texts';
import './faq-page.css';

interface FaqGroup {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

const GROUPS: readonly FaqGroup[] = [
  {
    id: 'the-litter',
    title: 'The litter',
    items: [
      {
        question: 'What is bentonite?',
        answer: (
          <p>
            Bentonite is a natural clay formed over millions of years from volcanic ash. Our litter uses sodium bentonite, the
            most absorbent kind, mined and processed in India. It is simply dried, crushed and graded into granules: no silica
            gel, no plastic, and in our unscented variant nothing else at all.
          </p>
        ),
      },
      {
        question: 'Why does bentonite clump?',
        answer: (
          <p>
            Sodium bentonite is made of tiny, plate-like mineral layers that pull water in between them. When your cat urinates,
            the granules absorb the liquid, swell to many times their dry size and stick together into a firm clump within
            seconds. The moisture and much of the odour are locked inside the clump, so you lift it out and the rest of the
            litter stays clean and dry.
          </p>
        ),
      },
      {
        question: 'How often should I change the litter?',
        answer: (
          <>
            <p>
              Scoop out clumps and solid waste at least once a day, and top up with fresh litter to keep a depth of about 5 to 7
              cm (2 to 3 inches). Because only the used litter is removed, a full change is needed far less often: for one cat,
              empty the tray completely, wash it with mild soap and refill it every 2 to 3 weeks.
            </p>
            <p>With more than one cat, scoop twice a day and do a full change a little more often.</p>
          </>
        ),
      },
      {
        question: 'Is it safe for kittens?',
        answer: (
          <p>
            Yes. Our litter is a natural, pet-safe clay that is 99.5% dust free, and our lavender and rose variants use only a
            light, pet-safe fragrance. Very young kittens sometimes taste their litter while they learn, so for kittens under
            about 8 weeks keep an eye on them at first, and choose our unscented variant for cats with sensitive noses or paws.
          </p>
        ),
      },
      {
        question: 'Can I flush it down the toilet?',
        answer: (
          <p>
            <strong>No, never flush bentonite litter</strong>, used or unused. It swells and sets when wet, which can block your
            toilet, pipes and sewer lines. Bag used clumps and put them out with your household dry waste, following your local
            municipal rules.
          </p>
        ),
      },
      {
        question: 'Which fragrance should I choose?',
        answer: (
          <p>
            Unscented is the purest choice and suits cats that are particular about smells. Lavender adds a calm, fresh note and
            Rose a soft floral one; both are gentle rather than overpowering. Every variant clumps and controls odour the same
            way.
          </p>
        ),
      },
    ],
  },
  {
    id: 'orders-and-payment',
    title: 'Orders and payment',
    items: [
      {
        question: 'How can I pay?',
        answer: (
          <ul>
            <li>
              <strong>Cash on Delivery (COD)</strong>: pay the courier when your order arrives.
            </li>
            <li>
              <strong>Pay Online (Razorpay)</strong>: UPI, debit and credit cards, net banking and wallets through Razorpay’s
              secure checkout. We never see or store your card details.
            </li>
          </ul>
        ),
      },
      {
        question: 'Do you charge for shipping?',
        answer: <p>No. Shipping is free on every order and is shown as Free in your order summary.</p>,
      },
      {
        question: 'Can I use more than one coupon?',
        answer: (
          <p>
            No. One promotional code can be used per order, and codes cannot be combined with each other.
          </p>
        ),
      },
      {
        question: 'Is my first order really free?',
        answer: (
          <p>
            When a first-order offer is running, the free-order coupon is applied automatically to your very first order at
            checkout and you will see “First order is FREE!”. Like other free-product offers, it is valid only when you pay
            online; it is removed if you choose Cash on Delivery.
          </p>
        ),
      },
      {
        question: 'Why was my coupon removed when I chose Cash on Delivery?',
        answer: (
          <p>
            Free-order, buy-and-get-free and loyalty coupons are not valid for Cash on Delivery orders. The payment dialog tells
            you before you confirm, and the coupon is removed automatically so that your COD order can go through.
          </p>
        ),
      },
    ],
  },
  {
    id: 'delivery',
    title: 'Delivery',
    items: [
      {
        question: 'Do you deliver to my pincode?',
        answer: (
          <p>
            We deliver across India through our courier partners, and serviceability depends on your pincode. Checkout checks
            the pincode of your delivery address automatically; if we cannot deliver there yet, the button reads “Service Not
            Available” and you can enter a different address.
          </p>
        ),
      },
      {
        question: 'How long does delivery take?',
        answer: (
          <p>
            Most orders reach metro cities in 2 to 4 business days and other places in 4 to 7 business days after dispatch.
            Remote areas may take a little longer.
          </p>
        ),
      },
      {
        question: 'How do I track my order?',
        answer: (
          <p>
            Sign in and open your order’s tracking page from your account. It shows the tracking number and each step from
            placed to delivered.
          </p>
        ),
      },
    ],
  },
  {
    id: 'returns-and-refunds',
    title: 'Returns, refunds and cancellation',
    items: [
      {
        question: 'Can I return my order?',
        answer: (
          <>
            <p>
              Yes, within {POLICY.returnWindowDays} days after delivery. When you request a return, choose one of these
              reasons:
            </p>
            <ul>
              {POLICY.returnReasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            <p>Products returned because they are no longer needed must be unused and sealed.</p>
          </>
        ),
      },
      {
        question: 'How do I request a return?',
        answer: (
          <p>
            Open the tracking page of your delivered order. While the {POLICY.returnWindowDays}-day window is open, a return
            button appears there: pick a reason and submit, and we will arrange the pick-up.
          </p>
        ),
      },
      {
        question: 'How long do refunds take?',
        answer: (
          <p>
            Refunds take {POLICY.refundBusinessDays} business days from when we approve the return or cancellation. Online
            payments go back to the original payment method; for Cash on Delivery orders we refund to your bank account or UPI
            ID.
          </p>
        ),
      },
      {
        question: 'Can I cancel my order?',
        answer: (
          <p>
            You can request cancellation within {POLICY.cancellationHours} hours of ordering, as long as the order has not yet
            been processed for dispatch. <Link to="/contact-us">Contact us</Link> with your order ID. After that, you can return
            the order once it is delivered.
          </p>
        ),
      },
    ],
  },
  {
    id: 'loyalty',
    title: 'Loyalty programme',
    items: [
      {
        question: 'How does the loyalty programme work?',
        answer: <LoyaltyFaqAnswer />,
      },
      {
        question: 'Which orders count towards my reward?',
        answer: (
          <p>
            Delivered orders count. Cancelled or returned orders do not. The free product is applied as a loyalty coupon, valid
            with online payment.
          </p>
        ),
      },
    ],
  },
];

/** Frequently asked questions, grouped by topic, each group an accordion (SPEC.md §2 static pages). */
export default function FaqPage() {
  const PAGE_META = useTexts(PAGE_META_TEXTS);
  const STATIC_TEXT = useTexts(STATIC_TEXTS);
  usePageMeta(PAGE_META.faq);
  const { email } = runtimeConfig.contact;
  const { hash } = useLocation();

  useEffect(() => {
    if (!hash) return;
    // After the shell's scroll-to-top on navigation, bring a linked topic (e.g. /faq#delivery) into view.
    const id = window.setTimeout(() => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView(), 0);
    return () => window.clearTimeout(id);
  }, [hash]);
  return (
    <PageFrame
      className="faq-page"
      eyebrow={STATIC_TEXT.helpCentre}
      heading={PAGE_META.faq.title}
      lead={<p>{STATIC_TEXT.faqLead}</p>}
    >
      <div className="faq-page__layout">
        <nav className="faq-page__topics" aria-label="FAQ topics">
          <ul>
            {GROUPS.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="faq-page__groups">
          {GROUPS.map((group) => (
            <section key={group.id} id={group.id} className="faq-page__group" aria-labelledby={`${group.id}-title`}>
              <h2 id={`${group.id}-title`} className="faq-page__group-title">
                {group.title}
              </h2>
              <FaqAccordion items={group.items} />
            </section>
          ))}
          <aside className="faq-page__help" aria-labelledby="faq-help-title">
            <h2 id="faq-help-title">Still have a question?</h2>
            <p>
              Our customer care team is happy to help. Write to <a href={`mailto:${email}`}>{email}</a> or visit our{' '}
              <Link to="/contact-us">contact page</Link>.
            </p>
          </aside>
        </div>
      </div>
    </PageFrame>
  );
}
