import { storedPageMeta } from '@shop/contract/page-meta';
import type { PageSection } from '@shop/contract/pages';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { usePageMeta } from '../../lib/seo';
import { FaqAccordion } from './components/faq-accordion';
import { UnavailablePage } from './components/stored-legal-page';
import { PageMarkup, sectionOf, splitQuestions, useStoredPage } from './page-markup';
import { useTexts } from '../../lib/i18n/texts';
import { PAGE_META_TEXTS, STATIC_TEXTS } from './texts';
import './faq-page.css';

/**
 * Frequently asked questions, grouped by topic, each group an accordion (SPEC.md §2 static pages): the stored `intro`
 * titles and opens the page, every other section is a topic and its "## " lines its questions; the `help` section
 * closes the page.
 */
export default function FaqPage() {
  const PAGE_META = useTexts(PAGE_META_TEXTS);
  const { sections } = useStoredPage();
  return sections ? <FaqContent sections={sections} /> : <UnavailablePage page={PAGE_META.faq} />;
}

function FaqContent({ sections }: { sections: readonly PageSection[] }) {
  const PAGE_META = useTexts(PAGE_META_TEXTS);
  const STATIC_TEXT = useTexts(STATIC_TEXTS);
  // The stored `intro` is the page's title and opening words (the shop's fixed words until it is stored).
  const intro = sections.find((s) => s.key === 'intro');
  const meta = storedPageMeta(PAGE_META.faq, intro);
  usePageMeta(meta);
  const { hash } = useLocation();
  const groups = sections
    .filter((s) => s.key !== 'help' && s.key !== 'intro')
    .map((s) => ({
      id: s.key,
      title: s.heading,
      items: splitQuestions(s.body).items.map((item) => ({ question: item.question, answer: <PageMarkup text={item.answer} /> })),
    }));
  const help = sectionOf(sections, 'help');

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
      heading={meta.title}
      lead={intro?.body.trim() ? <PageMarkup text={intro.body} /> : <p>{STATIC_TEXT.faqLead}</p>}
    >
      <div className="faq-page__layout">
        <nav className="faq-page__topics" aria-label={STATIC_TEXT.faqTopics}>
          <ul>
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="faq-page__groups">
          {groups.map((group) => (
            <section key={group.id} id={group.id} className="faq-page__group" aria-labelledby={`${group.id}-title`}>
              <h2 id={`${group.id}-title`} className="faq-page__group-title">
                {group.title}
              </h2>
              <FaqAccordion items={group.items} />
            </section>
          ))}
          <aside className="faq-page__help" aria-labelledby="faq-help-title">
            <h2 id="faq-help-title">{help.heading}</h2>
            <PageMarkup text={help.body} />
          </aside>
        </div>
      </div>
    </PageFrame>
  );
}
