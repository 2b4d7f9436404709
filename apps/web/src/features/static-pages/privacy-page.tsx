import { Link } from 'react-router';
import { runtimeConfig } from '../../lib/runtime-config';
import { GrievanceOfficerAddress, LegalDocument, type LegalSection } from './components/legal-document';
import { COMPANY, POLICY } from './policy';
import { useTexts } from '../../lib/i18n/texts';
import { PAGE_META_TEXTS } from './texts';

const { email } = runtimeConfig.contact;

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {COMPANY.legalName} (“{COMPANY.brand}”, “we”, “us”), with its registered office at {COMPANY.addressLines.join(', ')},
        runs this website and online shop. For the personal data described here we are the “Data Fiduciary” under India’s
        Digital Personal Data Protection Act, 2023 (the “DPDP Act”). This policy explains what we collect, why, who we share it
        with, how long we keep it and the rights you have.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Account details</strong>: your name, email address, phone number and a password, which we store only as a
            secure one-way hash. If you sign in with Google, we receive your name and email address from Google; we never see
            your Google password.
          </li>
          <li>
            <strong>Delivery details</strong>: the addresses and pincodes you give us, and your city and state.
          </li>
          <li>
            <strong>Orders</strong>: what you bought, prices, coupons, payment method and status, delivery and return history,
            and your loyalty progress.
          </li>
          <li>
            <strong>Reviews</strong>: your name, city, rating and message when you write a review.
          </li>
          <li>
            <strong>Messages</strong>: what you write to our customer care and our replies.
          </li>
          <li>
            <strong>Technical data</strong>: your IP address, browser and device type, and server logs of requests, which we
            need to run and secure the site.
          </li>
        </ul>
        <p>We do not ask for sensitive information such as health, financial account numbers, caste, religion or biometrics.</p>
      </>
    ),
  },
  {
    id: 'why-we-use-it',
    title: 'Why we use it',
    body: (
      <>
        <p>We process your personal data only for clear, lawful purposes:</p>
        <ul>
          <li>to create and secure your account, including sending one-time codes (OTPs) by email or SMS;</li>
          <li>to take, deliver and track your orders, check pincode serviceability, and handle cancellations, returns and refunds;</li>
          <li>to apply coupons and run the loyalty programme;</li>
          <li>to publish your review after moderation, if you choose to write one;</li>
          <li>to answer your questions and complaints;</li>
          <li>to prevent fraud and abuse and keep the site secure;</li>
          <li>to meet our legal duties, such as keeping GST invoices and accounting records.</li>
        </ul>
        <p>
          We rely on the consent you give when you create an account or place an order, and on the legitimate uses the DPDP Act
          allows, such as providing a service you have asked for and complying with the law. We do not sell your personal data,
          and we send marketing messages only if you have agreed to receive them.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments through Razorpay',
    body: (
      <p>
        Online payments are handled by Razorpay Software Private Limited, an RBI-authorised payment aggregator. You enter your
        card, UPI or net-banking details on Razorpay’s secure checkout, not on our servers. We never see or store your full card
        number, CVV, UPI PIN or banking password; we receive only a payment reference, the amount and whether the payment
        succeeded. Razorpay processes your payment data under its own privacy policy and the rules of the Reserve Bank of India.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    body: (
      <>
        <p>
          We use a small number of strictly necessary cookies to keep you signed in: a short-lived session cookie and a refresh
          cookie. They are marked HttpOnly, so scripts on the page cannot read them, and they are not used for advertising. We
          also keep a note of whether you are signed in in your browser’s local storage so the site loads in the right state.
        </p>
        <p>
          You can clear cookies and site data in your browser at any time; you will then need to sign in again. We do not use
          third-party advertising or cross-site tracking cookies.
        </p>
      </>
    ),
  },
  {
    id: 'analytics',
    title: 'Analytics',
    body: (
      <p>
        To understand which pages are useful, we may measure page views with Google Analytics. Analytics runs only when it has
        been configured for the shop; when it is not configured, no analytics script is loaded and no analytics data leaves your
        browser. When it runs, it records the page visited, its title and general device information, and Google may set its
        own cookies. We do not send your name, email address or phone number to analytics.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We share only what each party needs to do its job for us, under contracts that require them to protect it:</p>
        <ul>
          <li>courier and logistics partners: your name, phone number and delivery address;</li>
          <li>Razorpay, to process online payments and refunds;</li>
          <li>email and SMS providers, to send OTPs and order updates;</li>
          <li>Google, if you choose Google sign-in, and for analytics where configured;</li>
          <li>our hosting and IT service providers, who store data on our behalf;</li>
          <li>government authorities, courts or regulators, when the law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        We use encryption in transit (HTTPS), hashed passwords and one-time codes, short-lived sessions, access controls that let
        staff see only what their work needs, and regular backups. No system is perfectly secure, but if a personal data breach
        happens we will inform you and the Data Protection Board of India as the DPDP Act requires.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account and address details: while your account is active, and for up to one year after you ask us to close it.</li>
        <li>
          Orders, invoices and payment references: for as long as tax and accounting laws require, generally up to eight years.
        </li>
        <li>One-time codes: they expire after 10 minutes and are deleted once used.</li>
        <li>Server and security logs: up to 180 days.</li>
        <li>Published reviews: until you ask us to remove them.</li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the DPDP Act you have the right to:</p>
        <ul>
          <li>get a summary of the personal data we hold about you and how we use it;</li>
          <li>have inaccurate or incomplete data corrected, completed or updated;</li>
          <li>have your data erased when it is no longer needed, unless the law requires us to keep it;</li>
          <li>withdraw your consent at any time, as easily as you gave it (this does not affect what was done before);</li>
          <li>nominate a person to exercise your rights if you die or become incapable;</li>
          <li>have your grievances addressed by us, and then by the Data Protection Board of India.</li>
        </ul>
        <p>
          To use any of these rights, write to <a href={`mailto:${email}`}>{email}</a> from the email address on your account.
          We may ask you to confirm your identity and will reply within 30 days. You can update your profile and addresses
          yourself on the Profile page at any time.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        This site is not intended for children under {POLICY.privacyMinimumAge}, and we do not knowingly collect personal data
        from children under {POLICY.privacyMinimumAge}. Anyone under {POLICY.minimumAgeWithoutGuardian} may use the site only
        with the consent and involvement of a parent or lawful guardian, as our{' '}
        <Link to="/terms-and-conditions">Terms and Conditions</Link> explain. If you believe a child has given us personal data,
        please contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance officer',
    body: (
      <>
        <p>
          If you have a question or complaint about how we handle your personal data, please contact our grievance officer. We
          acknowledge complaints within 48 hours and aim to resolve them within 30 days. If you are not satisfied with our
          answer, you may complain to the Data Protection Board of India.
        </p>
        <GrievanceOfficerAddress />
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will update this policy when our practices or the law change, and show the new date at the top of the page. If a
        change materially affects how we use your data, we will tell you by email or on the site before it takes effect.
      </p>
    ),
  },
];

/** Privacy policy (SPEC.md §2, §9), embedded in the page. */
export default function PrivacyPage() {
  const PAGE_META = useTexts(PAGE_META_TEXTS);
  return (
    <LegalDocument
      page={PAGE_META.privacy}
      intro={
        <p>
          Your trust matters to us as much as your cat’s comfort. We collect only the personal data we need to run our shop,
          use it for the purposes below, and protect it with care.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
