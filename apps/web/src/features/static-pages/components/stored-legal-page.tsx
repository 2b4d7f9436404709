import { storedPageMeta, type PageMeta } from '@shop/contract/page-meta';
import { PageFrame } from '../../../components/page-frame';
import { usePageMeta } from '../../../lib/seo';
import { useTexts } from '../../../lib/i18n/texts';
import { PageMarkup, sectionOf, useStoredPage } from '../page-markup';
import { STATIC_TEXTS } from '../texts';
import { LegalDocument } from './legal-document';

/**
 * A legal page from its stored sections: the `intro` opens it (its heading is the page's, and its title), every other section is
 * numbered in its order. When the
 * sections could not be read the page says so in place, under its own heading.
 */
export function StoredLegalPage({ page }: { page: PageMeta }) {
  const STATIC_TEXT = useTexts(STATIC_TEXTS);
  const { sections } = useStoredPage();
  if (!sections) return <UnavailablePage page={page} eyebrow={STATIC_TEXT.legal} />;
  const intro = sectionOf(sections, 'intro');
  return (
    <LegalDocument
      page={storedPageMeta(page, intro)}
      heading={intro.heading}
      intro={<PageMarkup text={intro.body} />}
      sections={sections.filter((s) => s.key !== 'intro').map((s) => ({ id: s.key, title: s.heading, body: <PageMarkup text={s.body} /> }))}
    />
  );
}

/** A stored page whose words could not be read: its heading, and what to do. */
export function UnavailablePage({ page, eyebrow }: { page: PageMeta; eyebrow?: string }) {
  const STATIC_TEXT = useTexts(STATIC_TEXTS);
  usePageMeta(page);
  return (
    <PageFrame className="stored-page-unavailable" {...(eyebrow ? { eyebrow } : {})} heading={page.title}>
      <p role="status">{STATIC_TEXT.pageUnavailable}</p>
    </PageFrame>
  );
}
