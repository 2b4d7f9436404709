import { REMINDER_STATUSES, type ReminderStatus } from '@shop/contract/reminder-rules';
import { CartReminderSettings, type ReminderListItem } from '@shop/contract/reminders';
import { Fragment, useState } from 'react';
import { z } from 'zod';
import { FormCheckboxField, FormTextField } from '../../../components/form/fields';
import { useZodForm } from '../../../components/form/form';
import { useReminderFiguresQuery, useReminderSettingsQuery, useRemindersQuery, useSaveReminderSettingsMutation } from '../api/reminders';
import { DataTable, type Column } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { FRESH, QueryView } from '../components/query-view';
import { formatDateTime } from '../format';
import { useConsoleTitle } from '../use-console-title';
import { Panel } from './page-sections';
import { REMINDER_FIGURE_DAYS, ReminderFigureList } from './reminder-figures';
import { saveSetting, SettingsForm } from './settings-form';
import { REMINDERS_TEXT as T } from './texts-reminders';
import './settings-page.css';

interface SettingsValues {
  enabled: boolean;
  firstAfterMinutes: string;
  secondAfterHours: string;
  secondCouponCode: string;
  refillEnabled: boolean;
}

const settingsOf = (v: SettingsValues): CartReminderSettings => ({
  enabled: v.enabled,
  firstAfterMinutes: Number(v.firstAfterMinutes),
  secondAfterHours: Number(v.secondAfterHours),
  secondCouponCode: v.secondCouponCode.trim() === '' ? null : v.secondCouponCode.trim().toUpperCase(),
  refillEnabled: v.refillEnabled,
});

const SettingsSchema = z
  .object({ enabled: z.boolean(), firstAfterMinutes: z.string(), secondAfterHours: z.string(), secondCouponCode: z.string(), refillEnabled: z.boolean() })
  .transform(settingsOf)
  .pipe(CartReminderSettings);

function ReminderSettingsForm({ settings, updatedAt }: { settings: CartReminderSettings; updatedAt: string | null }) {
  const form = useZodForm<SettingsValues>(SettingsSchema, {
    defaultValues: { ...settings, firstAfterMinutes: String(settings.firstAfterMinutes), secondAfterHours: String(settings.secondAfterHours), secondCouponCode: settings.secondCouponCode ?? '' },
  });
  const saving = form.formState.isSubmitting;
  const [save] = useSaveReminderSettingsMutation();
  return (
    <SettingsForm form={form} onSubmit={saveSetting(save, settingsOf, T.saved)} lead={T.settingsLead} submitLabel={T.save} updatedAt={updatedAt}>
      <FormCheckboxField<SettingsValues> name="enabled" label={T.enabled} disabled={saving} />
      <FormTextField<SettingsValues> name="firstAfterMinutes" label={T.firstAfter} type="number" inputMode="numeric" min={30} step="1" disabled={saving} className="settings-form__threshold" />
      <FormTextField<SettingsValues> name="secondAfterHours" label={T.secondAfter} type="number" inputMode="numeric" min={2} step="1" disabled={saving} className="settings-form__threshold" />
      <FormTextField<SettingsValues> name="secondCouponCode" label={T.coupon} hint={T.couponHint} autoCapitalize="characters" disabled={saving} />
      <FormCheckboxField<SettingsValues> name="refillEnabled" label={T.refillEnabled} disabled={saving} />
    </SettingsForm>
  );
}

const COLUMNS: Array<Column<ReminderListItem, string>> = [
  { key: 'customer', header: T.columns.customer, cell: (r) => r.email },
  { key: 'kind', header: T.columns.kind, cell: (r) => T.kinds[r.kind] },
  { key: 'channel', header: T.columns.channel, cell: (r) => T.channels[r.channel] },
  { key: 'status', header: T.columns.status, cell: (r) => T.statuses[r.status] },
  { key: 'offer', header: T.columns.offer, cell: (r) => r.couponCode ?? '' },
  { key: 'reason', header: T.columns.reason, cell: (r) => r.lastError ?? '' },
  { key: 'when', header: T.columns.when, cell: (r) => formatDateTime(r.sentAt ?? r.createdAt) },
];

/** /admin/reminders: the reminders' settings, what they brought back, and every message with its outcome. */
export default function RemindersPage() {
  useConsoleTitle(T.title);
  const settings = useReminderSettingsQuery(undefined, FRESH);
  const figures = useReminderFiguresQuery(REMINDER_FIGURE_DAYS, FRESH);
  const [status, setStatus] = useState<ReminderStatus | null>(null);
  const list = useRemindersQuery(status ? `status=${status}` : '', FRESH);
  return (
    <>
      <h1>{T.title}</h1>
      <QueryView query={figures} loadingLabel={T.loading} failed={T.loadFailed}>
        {(f) => (
          <Panel title={T.figuresHeadingFor(REMINDER_FIGURE_DAYS)} note={T.recoveredNote}>
            <ReminderFigureList figures={f} />
          </Panel>
        )}
      </QueryView>
      <QueryView query={settings} loadingLabel={T.loading} failed={T.loadFailed}>
        {(data) => (
          <Panel title={T.settingsHeading}>
            <Fragment key={data.updatedAt ?? 'never'}>
              <ReminderSettingsForm settings={data.settings} updatedAt={data.updatedAt} />
            </Fragment>
          </Panel>
        )}
      </QueryView>
      <Panel title={T.listHeading}>
        <FilterSelect<ReminderStatus> label={T.statusFilter} value={status} anyLabel={T.allStatuses} onChange={setStatus} options={REMINDER_STATUSES.map((s) => ({ value: s, label: T.statuses[s] }))} />
        <QueryView query={list} loadingLabel={T.loading} failed={T.loadFailed}>
          {(rows) => <DataTable caption={T.listCaption} columns={COLUMNS} rows={rows} rowKey={(r) => r.id} empty={T.empty} busy={list.isFetching} cardsOnPhone />}
        </QueryView>
      </Panel>
    </>
  );
}
