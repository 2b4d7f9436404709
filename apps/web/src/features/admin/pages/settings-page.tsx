import { COD_CONFIRMATION_MESSAGES, CodConfirmationRule } from '@shop/contract/cod-confirmation';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { failureMessage } from '../api/failure';
import { useCodRuleQuery, useSaveCodRuleMutation } from '../api/settings';
import { formatDateTime } from '../format';
import { useConsoleTitle } from '../use-console-title';
import { FRESH, QueryView } from '../components/query-view';
import { Panel } from './page-sections';
import { SETTINGS_TEXT as T } from './settings-page-texts';
import './settings-page.css';

/** The rule's form: the threshold as typed, so an empty box means "no amount rule". */
function CodRuleForm({ rule, updatedAt }: { rule: CodConfirmationRule; updatedAt: string | null }) {
  const [enabled, setEnabled] = useState(rule.enabled);
  const [threshold, setThreshold] = useState(rule.thresholdAmount === null ? '' : String(rule.thresholdAmount));
  const [firstCodOrder, setFirstCodOrder] = useState(rule.firstCodOrder);
  const [saveRule, { isLoading: saving }] = useSaveCodRuleMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = CodConfirmationRule.safeParse({ enabled, firstCodOrder, thresholdAmount: threshold.trim() === '' ? null : Number(threshold) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? T.saveFailed);
      return;
    }
    setProblem(null);
    try {
      // The rule loads again once saved; its new change date gives the form a fresh start.
      await saveRule(parsed.data).unwrap();
      toast.success(COD_CONFIRMATION_MESSAGES.ruleSaved);
    } catch (err) {
      setProblem(failureMessage(err, T.saveFailed));
    }
  }

  return (
    <form className="settings-form" onSubmit={(e) => void save(e)} noValidate>
      <p className="ops-muted">{T.codLead}</p>
      <label className="settings-form__check">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} disabled={saving} />
        {T.enabled}
      </label>
      <label>
        {T.threshold}
        <input type="number" inputMode="decimal" min={1} step="0.01" value={threshold} onChange={(e) => setThreshold(e.target.value)} disabled={saving} />
      </label>
      <p className="ops-muted">{T.thresholdHint}</p>
      <label className="settings-form__check">
        <input type="checkbox" checked={firstCodOrder} onChange={(e) => setFirstCodOrder(e.target.checked)} disabled={saving} />
        {T.firstCodOrder}
      </label>
      {problem ? (
        <p className="error-text" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? T.saving : T.save}
      </button>
      {updatedAt ? <p className="ops-muted">{T.lastChanged(formatDateTime(updatedAt))}</p> : null}
    </form>
  );
}

/** /admin/settings: the Cash on Delivery confirmation rule (every change is in the audit log). */
export default function SettingsPage() {
  useConsoleTitle(T.title);
  const rule = useCodRuleQuery(undefined, FRESH);
  return (
    <>
      <h1>{T.title}</h1>
      <QueryView query={rule} loadingLabel={T.loading} failed={T.loadFailed}>
        {(data) => (
          <Panel title={T.codHeading}>
            <CodRuleForm key={data.updatedAt ?? 'never'} rule={data.rule} updatedAt={data.updatedAt} />
          </Panel>
        )}
      </QueryView>
    </>
  );
}
