import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { GrievanceForm } from '../../components/grievance-form';
import { GRIEVANCE_FORM_TEXTS } from '../../components/grievance-texts';
import { GrievanceOfficer } from '../../components/grievance-officer';
import { PageFrame } from '../../components/page-frame';
import { useAppSelector } from '../../store/hooks';
import { runtimeConfig } from '../../lib/runtime-config';
import { usePageMeta } from '../../lib/seo';
import { COMPANY, telHref, whatsappHref } from './policy';
import { useTexts } from '../../lib/i18n/texts';
import { PAGE_META_TEXTS, STATIC_TEXTS } from './texts';
import './contact-page.css';

const ICONS = {
  mail: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5zm1.8.3 7.2 5.6 7.2-5.6',
  phone:
    'M6.6 3.5 9 3l1.6 4.2-2 1.4a11 11 0 0 0 6.8 6.8l1.4-2 4.2 1.6-.5 2.4a2 2 0 0 1-2 1.6A16.6 16.6 0 0 1 5 5.5a2 2 0 0 1 1.6-2z',
  chat: 'M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5zM8 9h8M8 12h5',
} as const;

/** One way to reach customer care: its icon, what it is, the link that opens it, and when it answers. */
function Channel({ icon, title, note, children, ...link }: { icon: keyof typeof ICONS; title: string; note: string; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <li className="contact-page__channel">
      <span className="contact-page__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <path d={ICONS[icon]} />
        </svg>
      </span>
      <h2 className="contact-page__channel-title">{title}</h2>
      <a className="contact-page__channel-link" {...link}>
        {children}
      </a>
      <p className="contact-page__channel-note">{note}</p>
    </li>
  );
}

/** Answers customers look for before writing to us: where each is, and the words of its link. */
const QUICK_LINKS = [
  ['/faq#delivery', 'quickDelivery'],
  ['/faq#returns-and-refunds', 'quickReturns'],
  ['/faq#orders-and-payment', 'quickPayment'],
  ['/terms-and-conditions', 'quickTerms'],
] as const;

/** How to reach customer care (SPEC.md §2): email, phone, hours and the registered office. No form. */
export default function ContactPage() {
  const PAGE_META = useTexts(PAGE_META_TEXTS);
  const CONTACT_TEXT = useTexts(STATIC_TEXTS).contact;
  const GRIEVANCE_FORM_TEXT = useTexts(GRIEVANCE_FORM_TEXTS);
  usePageMeta(PAGE_META.contact);
  const { email, phone } = runtimeConfig.contact;
  const signedIn = useAppSelector((state) => state.auth.authenticated === true);

  return (
    <PageFrame
      className="contact-page"
      eyebrow={CONTACT_TEXT.eyebrow}
      heading={PAGE_META.contact.title}
      lead={<p>{CONTACT_TEXT.lead}</p>}
    >
      <ul className="contact-page__channels">
        <Channel icon="mail" title={CONTACT_TEXT.emailTitle} note={CONTACT_TEXT.emailNote} href={`mailto:${email}`}>
          {email}
        </Channel>
        <Channel icon="phone" title={CONTACT_TEXT.callTitle} note={CONTACT_TEXT.callNote} href={telHref(phone)}>
          {phone}
        </Channel>
        <Channel icon="chat" title={CONTACT_TEXT.whatsappTitle} note={CONTACT_TEXT.whatsappNote} href={whatsappHref(phone)} target="_blank" rel="noopener noreferrer">
          {CONTACT_TEXT.chat}
          <span className="visually-hidden">{CONTACT_TEXT.chatHint}</span>
        </Channel>
      </ul>

      <div className="contact-page__details">
        <section className="contact-page__panel" aria-labelledby="contact-hours-title">
          <h2 id="contact-hours-title">{CONTACT_TEXT.hoursTitle}</h2>
          <dl className="contact-page__hours">
            {CONTACT_TEXT.hours.map((row) => (
              <div key={row.days} className="contact-page__hours-row">
                <dt>{row.days}</dt>
                <dd>{row.time}</dd>
              </div>
            ))}
          </dl>
          <p className="contact-page__muted">{CONTACT_TEXT.hoursNote}</p>
        </section>

        <section className="contact-page__panel" aria-labelledby="contact-office-title">
          <h2 id="contact-office-title">{CONTACT_TEXT.officeTitle}</h2>
          <address className="contact-page__address">
            <strong>{COMPANY.legalName}</strong>
            {COMPANY.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <h3 className="contact-page__sub">{CONTACT_TEXT.factory}</h3>
          <address className="contact-page__address">
            {COMPANY.factoryLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <p className="contact-page__muted">{CONTACT_TEXT.officeNote}</p>
        </section>
      </div>

      <section className="contact-page__grievance contact-page__panel" aria-labelledby="contact-grievance-title">
        <h2 id="contact-grievance-title">{GRIEVANCE_FORM_TEXT.heading}</h2>
        <p className="contact-page__muted">{GRIEVANCE_FORM_TEXT.lead}</p>
        <GrievanceOfficer className="contact-page__officer" headingLevel="h3" />
        <GrievanceForm signedIn={signedIn} headingId="contact-grievance-title" />
      </section>

      <section className="contact-page__quick" aria-labelledby="contact-quick-title">
        <h2 id="contact-quick-title">{CONTACT_TEXT.quickTitle}</h2>
        <ul>
          {QUICK_LINKS.map(([to, text]) => (
            <li key={to}>
              <Link to={to}>{CONTACT_TEXT[text]}</Link>
            </li>
          ))}
        </ul>
      </section>
    </PageFrame>
  );
}
