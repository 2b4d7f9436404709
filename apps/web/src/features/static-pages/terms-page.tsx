import { Link } from 'react-router';
import { runtimeConfig } from '../../lib/runtime-config';
import { GrievanceOfficerAddress, LegalDocument, type LegalSection } from './components/legal-document';
import { LoyaltyTermsClause } from './components/loyalty-target';
import { COMPANY, POLICY, telHref } from './policy';
import { useTexts } from '../../lib/i18n/texts';
import { PAGE_META_TEXTS } from './texts';

const { email, phone } = runtimeConfig.contact;

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    body: (
      <>
        <p>
          This website and the online shop on it are operated by {COMPANY.legalName} (“{COMPANY.brand}”, “we”, “us”, “our”),
          a company incorporated in India with its registered office at {COMPANY.addressLines.join(', ')}.
        </p>
        <p>
          These terms and conditions apply to every visit to our website and to every order you place with us. By browsing
          the site, creating an account or placing an order you agree to them. If you do not agree, please do not use the site.
          These terms are an electronic record under the Information Technology Act, 2000 and do not need a physical or
          digital signature.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may shop with us',
    body: (
      <>
        <p>
          You must be at least {POLICY.minimumAgeWithoutGuardian} years old and able to enter into a binding contract under
          the Indian Contract Act, 1872 to create an account or place an order on your own. If you are under{' '}
          {POLICY.minimumAgeWithoutGuardian}, you may use the site only with the involvement and consent of a parent or legal
          guardian, who accepts these terms on your behalf and is responsible for your orders.
        </p>
        <p>We deliver only to addresses in India.</p>
      </>
    ),
  },
  {
    id: 'use-of-site',
    title: 'Use of the site and your account',
    body: (
      <>
        <ul>
          <li>Give us accurate, current and complete information and keep your profile and delivery address up to date.</li>
          <li>
            Keep your password and one-time codes (OTPs) to yourself. You are responsible for activity on your account; tell
            us at once if you think someone else has used it.
          </li>
          <li>
            Do not misuse the site: no unlawful, fraudulent or abusive use, no attempts to break or probe its security, no
            automated scraping or bulk ordering for resale without our written consent, and nothing that puts an unreasonable
            load on our systems.
          </li>
        </ul>
        <p>We may suspend or close an account that breaks these terms, after telling you why where the law allows.</p>
      </>
    ),
  },
  {
    id: 'products',
    title: 'Our products',
    body: (
      <>
        <p>
          Our cat litter is made from natural sodium bentonite clay in India and comes unscented or lightly fragranced (lavender
          and rose). We describe and photograph our products as accurately as we can, but colour and granule size of a natural
          mineral vary slightly from batch to batch, and screens show colours differently.
        </p>
        <p>
          Please use our products as directed on the pack. Cat litter is for pets only: store it out of reach of small children,
          keep it dry, and never flush used or unused bentonite litter down a toilet or drain, because it swells and can block
          pipes. Dispose of used litter with your household dry waste as your local rules require.
        </p>
      </>
    ),
  },
  {
    id: 'pricing',
    title: 'Prices and pricing errors',
    body: (
      <>
        <p>
          All prices are in Indian Rupees (INR, ₹) and include applicable taxes such as GST unless we say otherwise. Where a
          product shows a maximum retail price (M.R.P.) and a lower selling price, you pay the lower price. Shipping is shown at
          checkout; it is currently free. Prices and offers may change at any time, but a change never affects an order we have
          already accepted.
        </p>
        <p>
          Despite our care, a price on the site may occasionally be wrong. If we find an obvious error in the price of an item
          you have ordered, we will tell you and give you the choice to confirm the order at the correct price or cancel it. If
          you have already paid and choose to cancel, we refund you in full.
        </p>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Orders and acceptance',
    body: (
      <>
        <p>
          When you place an order, you make an offer to buy the products in it. The confirmation screen and message you receive
          acknowledge your order; a contract is formed when we confirm the order for dispatch. We may decline or cancel an order
          before dispatch if a product is out of stock, the delivery pincode is not serviceable, the price or description was
          wrong, or we reasonably suspect fraud or misuse. If that happens after you have paid, we refund the full amount.
        </p>
        <p>
          Whether we can deliver to you depends on your pincode; the checkout checks your delivery address before you can
          place an order.
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    body: (
      <>
        <p>You can pay in one of two ways:</p>
        <ul>
          <li>
            <strong>Cash on Delivery (COD)</strong>: pay the courier in cash when your order arrives. Please keep the exact
            amount ready.
          </li>
          <li>
            <strong>Pay Online (Razorpay)</strong>: cards, UPI, net banking and wallets through Razorpay Software Private
            Limited, an RBI-authorised payment aggregator. Your payment details are entered on Razorpay’s secure checkout and
            are never stored by us.
          </li>
        </ul>
        <p>
          Some offers, such as a free order, a buy-and-get-free offer or a loyalty reward, are valid only for online payment
          and are removed if you choose Cash on Delivery. If an online payment succeeds but your order could not be created,
          contact us with your payment reference and we will either complete the order or refund you in full.
        </p>
      </>
    ),
  },
  {
    id: 'coupons',
    title: 'Coupons and promotions',
    body: (
      <ul>
        <li>Only one promotional code can be used per order. Codes cannot be combined with each other.</li>
        <li>
          Each code has its own conditions, such as a minimum order value, an expiry date or eligibility only for your first
          order, which are shown with the offer or at checkout.
        </li>
        <li>Codes have no cash value, cannot be exchanged or transferred, and are void where prohibited by law.</li>
        <li>
          If an order placed with a code is cancelled or returned, the discount is not refunded in cash, and a single-use code
          may not be reissued.
        </li>
        <li>We may withdraw or change a promotion at any time, without affecting orders already accepted.</li>
      </ul>
    ),
  },
  {
    id: 'shipping',
    title: 'Shipping and delivery',
    body: (
      <>
        <p>
          We ship within India to serviceable pincodes through our courier partners. Shipping is currently free. Delivery times
          shown on the site are estimates and can be affected by courier delays, weather, public holidays and events beyond our
          control. You can follow your order on the order tracking page once it is shipped.
        </p>
        <p>
          Risk in the products passes to you on delivery. Please check that the outer packaging is intact when you receive the
          parcel; if it is visibly damaged, note this with the courier and photograph it.
        </p>
      </>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancellation',
    body: (
      <p>
        You may request cancellation of an order within {POLICY.cancellationHours} hours of ordering, provided the order has
        not yet been processed for dispatch. Write to us at <a href={`mailto:${email}`}>{email}</a> or call{' '}
        <a href={telHref(phone)}>{phone}</a> with your order ID. Once an order has been processed or shipped it can no longer
        be cancelled, but you may be able to return it as described below. Prepaid amounts for a cancelled order are refunded
        as set out under Refunds.
      </p>
    ),
  },
  {
    id: 'returns',
    title: 'Returns',
    body: (
      <>
        <p>
          You can request a return within {POLICY.returnWindowDays} days of delivery from the order tracking page, choosing one
          of these reasons:
        </p>
        <ul>
          {POLICY.returnReasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <p>
          Products returned because they are no longer needed must be unused and in their original sealed packaging. For a
          wrong or damaged product, please keep the packaging and send us photographs if we ask for them. We arrange the
          pick-up where the pincode is serviceable for returns, inspect the returned product, and tell you the outcome. After
          the {POLICY.returnWindowDays}-day window closes, returns are accepted only where the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <p>
        Once a cancellation is accepted or a returned product passes inspection, we issue the refund. Refunds take{' '}
        {POLICY.refundBusinessDays} business days to reach you. Online payments are refunded to the original payment method
        through Razorpay; for Cash on Delivery orders we refund to a bank account or UPI ID that you give us. Your bank’s own
        processing time may add to this.
      </p>
    ),
  },
  {
    id: 'loyalty',
    title: 'Loyalty programme',
    body: (
      <ul>
        <li>
          <LoyaltyTermsClause />
        </li>
        <li>
          Orders that are cancelled or returned do not count. The reward is personal, has no cash value, cannot be transferred,
          and, like other free-product offers, is valid only with online payment.
        </li>
        <li>
          We may change or end the programme with reasonable notice on this site; rewards you have already earned stay valid for
          the period we announced.
        </li>
      </ul>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews and content you send us',
    body: (
      <>
        <p>
          We welcome honest reviews. Every review is checked by our team before it appears, and we publish reviews whether they
          are positive or critical. We may decline or remove a review that is abusive, defamatory, obscene, off-topic,
          promotional, contains personal information, or infringes someone else’s rights, and reviews written in exchange for
          payment are not allowed.
        </p>
        <p>
          By submitting a review you confirm it reflects your own experience, and you allow us to show it, with your name and
          city, on our website and social media without payment. You can ask us to remove it at any time.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <p>
        The {COMPANY.brand} name and logo, our product names, packaging designs, photographs, illustrations, text and the design
        of this website belong to us or our licensors and are protected by Indian and international law. You may view and
        print pages for your personal, non-commercial use; any other copying, reproduction or use needs our written permission.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    body: (
      <>
        <p>
          We take care to keep the site available and accurate, but it is provided “as is” and may occasionally be unavailable
          for maintenance or reasons beyond our control. To the extent permitted by law, we are not liable for indirect or
          consequential loss, or for loss caused by events beyond our reasonable control, and our total liability for any order
          is limited to the amount you paid for it.
        </p>
        <p>
          Nothing in these terms limits your rights as a consumer under the Consumer Protection Act, 2019 and the Consumer
          Protection (E-Commerce) Rules, 2020, or our liability where the law does not allow it to be limited.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    body: (
      <p>
        These terms are governed by the laws of India. We will always try to resolve a concern with you directly first; please
        contact our customer care or grievance officer. Subject to your right to approach a consumer commission, the courts at{' '}
        {COMPANY.jurisdiction} have jurisdiction over any dispute arising from these terms or your use of the site.
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance officer',
    body: (
      <>
        <p>
          In line with the Information Technology Act, 2000 and the Consumer Protection (E-Commerce) Rules, 2020, you can raise
          any complaint about our products, services or this website with our grievance officer. We acknowledge complaints
          within 48 hours and aim to resolve them within one month.
        </p>
        <GrievanceOfficerAddress />
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time, for example when the law or our services change. The date at the top of
        this page shows when they were last updated; the version in force when you placed an order applies to that order. Our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link> explains how we handle your personal data.
      </p>
    ),
  },
];

/** Terms and conditions (SPEC.md §2, §9), embedded in the page. */
export default function TermsPage() {
  const PAGE_META = useTexts(PAGE_META_TEXTS);
  return (
    <LegalDocument
      page={PAGE_META.terms}
      intro={
        <p>
          Please read these terms carefully before you shop with us. They explain your rights and ours, including how orders,
          payment, delivery, cancellation, returns and refunds work. Questions are welcome at{' '}
          <a href={`mailto:${email}`}>{email}</a>.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
