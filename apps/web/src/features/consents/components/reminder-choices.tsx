import { currentConsentVersion, MARKETING_PURPOSES } from '@shop/contract/consent-rules';
import { REMINDER_LIMITS } from '@shop/contract/reminder-rules';
import type { ConsentPurpose, ConsentsResponse } from '@shop/contract/consents';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Form, SubmitButton, useZodForm } from '../../../components/form/form';
import { FormSelectField } from '../../../components/form/fields';
import { QueryState } from '../../../components/load-state';
import { setAnalyticsChoice } from '../../../lib/analytics';
import { dateFormat } from '../../../lib/i18n/format';
import { useLocale, useTexts } from '../../../lib/i18n/texts';
import { failureMessage } from '../../../lib/query-message';
import { useConsentsQuery, useSaveConsentsMutation } from '../../../lib/consents';
import { useHouseholdQuery, useSaveHouseholdMutation } from '../api';
import { CONSENT_TEXTS } from '../texts';
import '../../../components/card.css';
import '../consents.css';

/** What the customer can choose here: reminders and offers per channel, and analytics cookies. */
const CHOICES = [...MARKETING_PURPOSES, 'analytics'] as const;
type Choice = (typeof CHOICES)[number];
const isChoice = (purpose: ConsentPurpose): purpose is Choice => (CHOICES as readonly string[]).includes(purpose);

/**
 * The account's "Reminders and offers": one box per channel and one for analytics, none ticked until the customer
 * ticks it; each change is saved at once to the wording shown. Then how many cats (refill reminders' timing), and
 * what they agreed to and when.
 */
export function ReminderChoices() {
  const T = useTexts(CONSENT_TEXTS);
  const headingId = useId();
  const view = useConsentsQuery();
  return (
    <section className="card account-card consent-choices" aria-labelledby={headingId} id="choices">
      <h2 id={headingId} className="card__title">
        {T.heading}
      </h2>
      <p>{T.lead}</p>
      <QueryState query={view} failed={T.loadFailed} loadingLabel={T.loading} retryLabel={T.retry} size="inline">
        {(answer) => <Choices view={answer} />}
      </QueryState>
      <Household />
    </section>
  );
}

function Choices({ view }: { view: ConsentsResponse }) {
  const T = useTexts(CONSENT_TEXTS);
  const locale = useLocale();
  const [save, { isLoading: saving }] = useSaveConsentsMutation();
  const granted = new Map(view.consents.map((c) => [c.purpose, c.granted]));

  async function change(purpose: Choice, value: boolean) {
    // Analytics is this browser's too: the cookie that lets Google Analytics load follows the answer at once.
    if (purpose === 'analytics') setAnalyticsChoice(value ? 'granted' : 'denied');
    const result = await save({ source: 'profile', changes: [{ purpose, granted: value, version: currentConsentVersion(purpose) }] });
    if (result.error) toast.error(failureMessage(result.error, T.loadFailed));
    else toast.success(T.saved);
  }

  const when = dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const history = view.history.filter((e) => isChoice(e.purpose));
  return (
    <>
      {CHOICES.map((purpose) => (
        <label key={purpose} className="consent-choices__choice">
          <input type="checkbox" checked={granted.get(purpose) ?? false} disabled={saving} onChange={(e) => void change(purpose, e.target.checked)} />
          <span>{T.choice[purpose]}</span>
          <span className="consent-choices__detail">{T.detail[purpose]}</span>
        </label>
      ))}
      {history.length > 0 ? (
        <details>
          <summary>{T.historyHeading}</summary>
          <ul className="consent-choices__history">
            {history.map((e) => (
              <li key={`${e.purpose}-${e.at}`}>{(e.granted ? T.historyGranted : T.historyWithdrawn)(T.choice[e.purpose as Choice], when.format(new Date(e.at)))}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

const CATS = Array.from({ length: REMINDER_LIMITS.maxCats }, (_, i) => String(i + 1));
const HouseholdForm = z.object({ cats: z.enum(['', ...CATS] as [string, ...string[]]) });
type HouseholdValues = z.infer<typeof HouseholdForm>;

function Household() {
  const T = useTexts(CONSENT_TEXTS);
  const household = useHouseholdQuery();
  const [save] = useSaveHouseholdMutation();
  const form = useZodForm<HouseholdValues>(HouseholdForm, { values: { cats: household.data?.cats ? String(household.data.cats) : '' } });
  return (
    <Form
      form={form}
      className="consent-choices__cats"
      failedMessage={T.loadFailed}
      onSubmit={async ({ cats }) => {
        await save(cats === '' ? null : Number(cats)).unwrap();
        toast.success(T.catsSaved);
      }}
    >
      <FormSelectField<HouseholdValues> name="cats" label={T.cats} hint={T.catsHint} options={[{ value: '', label: '–' }, ...CATS.map((n) => ({ value: n, label: n }))]} />
      <SubmitButton label={T.catsSave} />
    </Form>
  );
}
