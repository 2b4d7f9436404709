import { useId, type ReactNode } from 'react';
import { PageFrame } from '../../../components/page-frame';
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
      eyebrow={eyebrow}
      heading={heading}
      lead={<p className="legal-document__meta">{meta}</p>}
    >
      <div className="legal-document__layout">
        <nav className="legal-document__toc" aria-labelledby={tocTitleId}>
          {/* Wide screens (legal-document.css) keep the index beside the text; narrower ones fold it away, so the
              text starts on the first screen. Both are in the page and CSS shows one, right before any script runs. */}
          <div className="legal-document__toc-open">
            <p id={tocTitleId} className="legal-document__toc-title">
              On this page
            </p>
            {index}
          </div>
          <details className="legal-document__toc-fold">
            <summary className="legal-document__toc-title">On this page</summary>
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
