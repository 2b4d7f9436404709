import type { Locale } from '@shop/contract/locale';
import { PAGE_KEYS, type AdminPageResponse, type PageKey } from '@shop/contract/pages';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { FormTextAreaField, FormTextField } from '../../../components/form/fields';
import { useZodForm } from '../../../components/form/form';
import { answerOf } from '../api/failure';
import { useSavePageSectionMutation, useStoredPageQuery, useStoredPagesQuery } from '../api/pages';
import { PageHead } from '../components/page-head';
import { FRESH, QueryView } from '../components/query-view';
import { savingWords, WordsForm } from '../components/words-form';
import { useConsoleTitle } from '../use-console-title';
import { PAGE_PATHS, PAGES_TEXT as T } from './texts-pages';
import './pages-editor-page.css';

type Section = AdminPageResponse['page']['sections'][number];

interface SectionWords {
  heading: string;
  body: string;
}

/** The form's checks: the contract's lengths, and English needing both fields (the server says the same, 422). */
const wordsOf = (locale: Locale) =>
  z
    .object({
      heading: z.string().trim().max(T.limits.headingMaxLength, T.tooLong(T.heading(locale), T.limits.headingMaxLength)),
      body: z.string().trim().max(T.limits.bodyMaxLength, T.tooLong(T.body(locale), T.limits.bodyMaxLength)),
    })
    .superRefine((values, ctx) => {
      if (locale !== 'en') return;
      for (const field of ['heading', 'body'] as const) if (!values[field]) ctx.addIssue({ code: 'custom', path: [field], message: T.englishRequired });
    });

/** One language's heading and body of a section, saved from the version it was loaded at. */
function LanguageForm({ page, section, locale }: { page: PageKey; section: Section; locale: Locale }) {
  const [save] = useSavePageSectionMutation();
  const stored = section.words.find((w) => w.locale === locale)!;
  const initial: SectionWords = { heading: stored.heading ?? '', body: stored.body ?? '' };
  const form = useZodForm<SectionWords>(wordsOf(locale), { defaultValues: initial });
  const id = (field: keyof SectionWords) => `page-${page}-${section.key}-${locale}-${field}`;
  const english = section.words.find((w) => w.locale === 'en')!;

  async function submit(values: SectionWords) {
    if (values.heading.trim() === initial.heading && values.body.trim() === initial.body) {
      toast(T.nothingChanged);
      return;
    }
    const body = { heading: values.heading.trim() || null, body: values.body.trim() || null, expectedVersion: stored.version };
    await savingWords(answerOf(save({ key: page, section: section.key, locale, body })));
    toast.success(T.saved(english.heading ?? section.key, locale));
  }

  return (
    <div className="page-section-editor__language stack" lang={locale}>
      <h3 className="page-section-editor__language-name">{T.language(locale)}</h3>
      <p className="muted-note">{T.version(stored.version, stored.updatedAt)}</p>
      <WordsForm form={form} onSubmit={submit} failedMessage={T.saveFailed} saveLabel={T.save(locale)}>
        <FormTextField<SectionWords> name="heading" id={id('heading')} label={T.heading(locale)} lang={locale} dir="auto" maxLength={T.limits.headingMaxLength} />
        <FormTextAreaField<SectionWords> name="body" id={id('body')} label={T.body(locale)} lang={locale} dir="auto" rows={12} maxLength={T.limits.bodyMaxLength} />
      </WordsForm>
    </div>
  );
}

/** One section: its English and its Hindi side by side (one above the other on a phone). */
function SectionEditor({ page, section }: { page: PageKey; section: Section }) {
  const titleId = `page-${page}-${section.key}-title`;
  const english = section.words.find((w) => w.locale === 'en')!;
  return (
    <section className="admin-card page-section-editor" aria-labelledby={titleId} id={section.key}>
      <h2 id={titleId} className="page-section-editor__title">
        {english.heading}
      </h2>
      <div className="page-section-editor__columns stack">
        {section.words.map((w) => (
          // A new version (saved here or loaded after a refusal) starts the form again from the stored words.
          <LanguageForm key={`${w.locale}:${w.version}`} page={page} section={section} locale={w.locale} />
        ))}
      </div>
    </section>
  );
}

function PageEditor({ page }: { page: PageKey }) {
  const query = useStoredPageQuery(page, FRESH);
  return (
    <>
      <PageHead title={T.pageNames[page]} intro={T.markupHint}>
        <a href={PAGE_PATHS[page]} target="_blank" rel="noreferrer" className="btn btn-secondary">
          {T.view}
        </a>
      </PageHead>
      <p>
        <Link to="/admin/pages">{T.allPages}</Link>
      </p>
      <QueryView query={query} loadingLabel={T.loading} failed={T.loadFailed}>
        {(data) => (
          <div className="page-section-editor__list stack">
            {data.page.sections.map((section) => (
              <SectionEditor key={section.key} page={page} section={section} />
            ))}
          </div>
        )}
      </QueryView>
    </>
  );
}

function PagesList() {
  const query = useStoredPagesQuery(undefined, FRESH);
  return (
    <>
      <PageHead title={T.title} intro={T.intro} />
      <QueryView query={query} loadingLabel={T.loading} failed={T.loadFailed}>
        {(data) => (
          <ul className="stored-pages-list">
            {data.pages.map((p) => (
              <li key={p.key} className="admin-card">
                <Link to={`/admin/pages/${p.key}`} aria-label={T.open(T.pageNames[p.key])}>
                  {T.pageNames[p.key]}
                </Link>
                <span className="muted-note">{T.sectionCount(p.sections, p.translated.hi ?? 0)}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}

/** The console's Pages: the list of stored pages, or one page's sections, English beside Hindi. */
export default function PagesEditorPage() {
  const { key } = useParams();
  const page = (PAGE_KEYS as readonly string[]).includes(key ?? '') ? (key as PageKey) : null;
  useConsoleTitle(page ? T.pageNames[page] : T.title);
  return page ? <PageEditor page={page} /> : <PagesList />;
}
