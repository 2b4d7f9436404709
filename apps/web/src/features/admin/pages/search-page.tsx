import { SEARCH_LIMITS, SynonymBody, type SearchMiss, type Synonym } from '@shop/contract/search';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { FormTextField } from '../../../components/form/fields';
import { Form, FormAlert, SubmitButton, useZodForm } from '../../../components/form/form';
import { answerOf, failureMessage } from '../api/failure';
import { useAddSynonymMutation, useRemoveSynonymMutation, useSaveSynonymMutation, useSearchMissesQuery, useSearchSynonymsQuery } from '../api/search';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable, type Column } from '../components/data-table';
import { FRESH, QueryView } from '../components/query-view';
import { formatDateTime } from '../format';
import { useConsoleTitle } from '../use-console-title';
import { Panel } from './page-sections';
import { SEARCH_ADMIN_TEXT as T } from './texts-search';
import './search-page.css';
import { PageHead } from '../components/page-head';

/** The synonym form as typed: the word, and its synonyms in one box, separated by commas. */
interface SynonymFormValues {
  term: string;
  synonyms: string;
}

/** The entry a form's values make, as the server takes it. */
export function synonymBodyOf(values: SynonymFormValues): SynonymBody {
  return {
    term: values.term.trim().toLowerCase(),
    synonyms: [
      ...new Set(
        values.synonyms
          .split(/[,\n]/)
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
    ],
  };
}

/** Checked with the contract's schema, each problem under the box it is about. */
const SynonymForm = z.object({ term: z.string(), synonyms: z.string() }).superRefine((values, ctx) => {
  const checked = SynonymBody.safeParse(synonymBodyOf(values));
  if (checked.success) return;
  for (const issue of checked.error.issues) {
    const field = issue.path[0] === 'term' ? 'term' : 'synonyms';
    const message = field === 'synonyms' && issue.code === 'too_small' && issue.path.length === 1 ? 'Give at least one word' : issue.message;
    ctx.addIssue({ code: 'custom', message, path: [field] });
  }
});

/** Adds an entry, or edits the one given. */
function SynonymEditor({ editing, term = '', onDone }: { editing: Synonym | null; term?: string; onDone: () => void }) {
  const form = useZodForm<SynonymFormValues>(SynonymForm, {
    defaultValues: editing ? { term: editing.term, synonyms: editing.synonyms.join(', ') } : { term, synonyms: '' },
  });
  const [addSynonym] = useAddSynonymMutation();
  const [saveSynonym] = useSaveSynonymMutation();
  const saving = form.formState.isSubmitting;

  async function submit(values: SynonymFormValues) {
    const body = synonymBodyOf(values);
    if (editing) {
      await answerOf(saveSynonym({ id: editing.id, body }));
      toast.success(T.saved(body.term));
    } else {
      await answerOf(addSynonym(body));
      toast.success(T.added(body.term));
      form.reset({ term: '', synonyms: '' });
    }
    onDone();
  }

  return (
    <Form form={form} onSubmit={submit} failedMessage={T.saveFailed} className="search-admin__form" aria-labelledby="synonym-form-heading">
      <h3 id="synonym-form-heading" className="search-admin__form-title">
        {editing ? T.editHeading(editing.term) : T.addHeading}
      </h3>
      <div className="search-admin__fields">
        <FormTextField<SynonymFormValues> name="term" label={T.term} autoComplete="off" maxLength={SEARCH_LIMITS.synonymTermMaxLength} disabled={saving} />
        <FormTextField<SynonymFormValues> name="synonyms" label={T.synonyms} hint={T.synonymsHint} autoComplete="off" disabled={saving} />
      </div>
      <FormAlert className="error-text" />
      <div className="search-admin__actions">
        <SubmitButton label={editing ? T.save : T.add} submittingLabel={editing ? T.saving : T.adding} className="btn btn-primary btn-small" />
        {editing ? (
          <button type="button" className="btn btn-secondary btn-small" onClick={onDone}>
            {T.cancel}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

/** The console's Search page: the synonym list (add, edit, delete) and the searches that found nothing. */
export default function SearchPage() {
  useConsoleTitle(T.title);
  const synonyms = useSearchSynonymsQuery(undefined, FRESH);
  const misses = useSearchMissesQuery(undefined, FRESH);
  const [removeSynonym] = useRemoveSynonymMutation();
  // The form: a new entry (perhaps for a search that found nothing), or an entry being edited.
  const [editor, setEditor] = useState<{ editing: Synonym | null; term: string; version: number }>({ editing: null, term: '', version: 0 });
  const [removing, setRemoving] = useState<{ synonym: Synonym; busy: boolean; error: string | null } | null>(null);

  const openEditor = (editing: Synonym | null, term = '') => {
    setEditor((e) => ({ editing, term, version: e.version + 1 }));
    requestAnimationFrame(() => document.getElementById('synonym-form-heading')?.scrollIntoView({ block: 'center' }));
  };

  async function remove() {
    if (!removing) return;
    setRemoving({ ...removing, busy: true, error: null });
    try {
      await removeSynonym(removing.synonym.id).unwrap();
      toast.success(T.removed(removing.synonym.term));
      if (editor.editing?.id === removing.synonym.id) openEditor(null);
      setRemoving(null);
    } catch (err) {
      setRemoving({ ...removing, busy: false, error: failureMessage(err, T.removeFailed) });
    }
  }

  const synonymColumns: Array<Column<Synonym>> = [
    { key: 'term', header: T.term, cell: (s) => <strong className="search-admin__term">{s.term}</strong> },
    { key: 'synonyms', header: T.synonyms, cell: (s) => <span className="search-admin__words">{s.synonyms.join(', ')}</span> },
    { key: 'changed', header: T.changed, cell: (s) => <span className="ops-nowrap">{formatDateTime(s.updatedAt)}</span> },
    {
      key: 'actions',
      header: T.actions,
      cell: (s) => (
        <span className="search-admin__row-actions">
          <button type="button" className="btn btn-secondary btn-small" aria-label={T.editLabel(s.term)} onClick={() => openEditor(s)}>
            {T.edit}
          </button>
          <button type="button" className="btn btn-secondary btn-small" aria-label={T.removeLabel(s.term)} onClick={() => setRemoving({ synonym: s, busy: false, error: null })}>
            {T.remove}
          </button>
        </span>
      ),
    },
  ];

  const missColumns: Array<Column<SearchMiss>> = [
    { key: 'query', header: T.query, cell: (m) => <span className="search-admin__words">{m.query}</span> },
    { key: 'count', header: T.count, numeric: true, cell: (m) => m.count },
    { key: 'last', header: T.lastSearched, cell: (m) => <span className="ops-nowrap">{formatDateTime(m.lastSearchedAt)}</span> },
    {
      key: 'actions',
      header: T.actions,
      cell: (m) => (
        <button type="button" className="btn btn-secondary btn-small" aria-label={T.addForLabel(m.query)} onClick={() => openEditor(null, m.query.slice(0, SEARCH_LIMITS.synonymTermMaxLength))}>
          {T.addFor}
        </button>
      ),
    },
  ];

  return (
    <>
      <PageHead title={T.title} intro={T.intro} />
      <Panel title={T.synonymsHeading} note={T.synonymsNote}>
        {/* Above the list, which grows long: adding is what staff come here for most. */}
        <SynonymEditor key={editor.version} editing={editor.editing} term={editor.term} onDone={() => editor.editing && openEditor(null)} />
        <QueryView query={synonyms} loadingLabel={T.loading} failed={T.failed}>
          {(list) => <DataTable caption={T.caption} columns={synonymColumns} rows={list} rowKey={(s) => s.id} empty={T.none} busy={synonyms.isFetching} cardsOnPhone />}
        </QueryView>
      </Panel>
      <Panel title={T.missesHeading} note={T.missesNote}>
        <QueryView query={misses} loadingLabel={T.missesLoading} failed={T.missesFailed}>
          {(list) => <DataTable caption={T.missesCaption} columns={missColumns} rows={list} rowKey={(m) => m.query} empty={T.noMisses} busy={misses.isFetching} cardsOnPhone />}
        </QueryView>
      </Panel>
      {removing ? (
        <ConfirmDialog
          title={T.removeTitle(removing.synonym.term)}
          message={T.removeMessage}
          confirmLabel={T.remove}
          cancelLabel={T.keep}
          destructive
          busy={removing.busy}
          error={removing.error}
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}
