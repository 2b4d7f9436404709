import { GRIEVANCE_OFFICER } from '@shop/contract/grievance-officer';
import type { PageMeta } from '@shop/contract/page-meta';
import { useId, type ReactNode } from 'react';
import { PageFrame } from '../../../components/page-frame';
import { selectGrievanceOfficer } from '../../../store/grievance-officer-slice';
import { useAppSelector } from '../../../store/hooks';
import { usePageMeta } from '../../../lib/seo';
import { POLICY, telHref } from '../policy';
import { useTexts } from '../../../lib/i18n/texts';
import { GRIEVANCE_OFFICER_TEXTS } from '../../../components/grievance-officer-texts';
import { STATIC_TEXTS } from '../texts';
import './legal-document.css';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalDocumentProps {
  /** The page's title, description and path: its heading is the title. */
  page: PageMeta;
  /** The page's heading, when it is not its title (a stored page's own words). */
  heading?: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/**
 * A legal page (terms, privacy policy): its date of last update, then numbered sections with an "On this page" index
 * that stays in view on wide screens.
 */
export function LegalDocument({ page, heading, intro, sections }: LegalDocumentProps) {
  const STATIC_TEXT = useTexts(STATIC_TEXTS);
  usePageMeta(page);
  const tocTitleId = useId();
  const index = (
    <ol className="legal-document__toc-list">
      {sections.map((s, i) => (
        <li key={s.id}>
          <a href={`#${s.id}`}>
            <span className="legal-document__toc-num" aria-hidden="true">
              {i + 1}.
            </span>{' '}
            {s.title}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <PageFrame
      className="legal-document"
      eyebrow={STATIC_TEXT.legal}
      heading={heading || page.title}
      lead={<p className="legal-document__meta">{`${STATIC_TEXT.termsLastUpdatedLabel} ${POLICY.termsLastUpdated}`}</p>}
    >
      <div className="legal-document__layout">
        <nav className="legal-document__toc" aria-labelledby={tocTitleId}>
          {/* Wide screens (legal-document.css) keep the index beside the text; narrower ones fold it away, so the
              text starts on the first screen. Both are in the page and CSS shows one, right before any script runs. */}
          <div className="legal-document__toc-open">
            <p id={tocTitleId} className="legal-document__toc-title">
              {STATIC_TEXT.onThisPage}
            </p>
            {index}
          </div>
          <details className="legal-document__toc-fold">
            <summary className="legal-document__toc-title">{STATIC_TEXT.onThisPage}</summary>
            {index}
          </details>
        </nav>
        <article className="legal-document__body">
          <div className="legal-document__intro">{intro}</div>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} className="legal-document__section" aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`}>
                <span className="legal-document__num">{i + 1}.</span> {s.title}
              </h2>
              {s.body}
            </section>
          ))}
        </article>
      </div>
    </PageFrame>
  );
}

/**
 * How to reach the grievance officer, as both legal pages give it: the officer staff set (name, postal address, mail,
 * phone), the same one the footer and the contact page name, with the labels in the page's language. `phoneHours`, the
 * stored page's own words for the hours, follow the phone number; without them, the hours staff set.
 */
export function GrievanceOfficerAddress({ phoneHours }: { phoneHours?: string }) {
  const STATIC_TEXT = useTexts(STATIC_TEXTS);
  const OFFICER_TEXT = useTexts(GRIEVANCE_OFFICER_TEXTS);
  const officer = useAppSelector(selectGrievanceOfficer) ?? GRIEVANCE_OFFICER;
  return (
    <address>
      <strong>{officer.name}</strong>, {OFFICER_TEXT.designation(officer.designation)}
      <br />
      {officer.address}
      <br />
      {STATIC_TEXT.emailLabel} <a href={`mailto:${officer.email}`}>{officer.email}</a>
      <br />
      {STATIC_TEXT.phoneLabel} <a href={telHref(officer.phone)}>{officer.phone}</a> {phoneHours ?? `(${officer.hours})`}
    </address>
  );
}
