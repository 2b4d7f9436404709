import { useId, type ReactNode } from 'react';
import { PageFrame } from '../../../components/page-frame';
import { useWindowWidth } from '../../../lib/use-window-width';
import './legal-document.css';

/** Matches the 1024px breakpoint in legal-document.css. */
const WIDE_LAYOUT_MIN_WIDTH = 1024;

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
  // Wide screens keep the index beside the text; on phones it folds away so the text starts on the first screen.
  const wide = useWindowWidth() >= WIDE_LAYOUT_MIN_WIDTH;
  const index = (
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
          {wide ? (
            <>
              <p id={tocTitleId} className="legal-document__toc-title">
                On this page
              </p>
              {index}
            </>
          ) : (
            <details className="legal-document__toc-fold">
              <summary id={tocTitleId} className="legal-document__toc-title">
                On this page
              </summary>
              {index}
            </details>
          )}
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
