import type { ReactNode } from 'react';
import { PageIntro } from './page-intro';
import './legal-document.css';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalDocumentProps {
  eyebrow: string;
  heading: string;
  meta: ReactNode;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** A long legal text: numbered sections with an "On this page" index that stays in view on wide screens. */
export function LegalDocument({ eyebrow, heading, meta, intro, sections }: LegalDocumentProps) {
  return (
    <div className="page legal-document">
      <PageIntro eyebrow={eyebrow} heading={heading}>
        <p className="legal-document__meta">{meta}</p>
      </PageIntro>
      <div className="legal-document__layout">
        <nav className="legal-document__toc" aria-label="On this page">
          <p className="legal-document__toc-title" aria-hidden="true">
            On this page
          </p>
          <ol>
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
    </div>
  );
}
