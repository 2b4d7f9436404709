import { NomineeBody, type Nominee } from '@shop/contract/data-rights';
import { useId, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { TitledCard } from '../../components/card';
import { FormTextField } from '../../components/form/fields';
import { Form, FormAlert, SubmitButton, useZodForm } from '../../components/form/form';
import { GrievanceForm } from '../../components/grievance-form';
import { GRIEVANCE_FORM_TEXTS } from '../../components/grievance-texts';
import { MOBILE_NUMBER_INPUT } from '../../components/text-field';
import { errorMessage } from '../../lib/api-client';
import { useMyGrievancesQuery } from '../../lib/grievances';
import { downloadMyData, useNomineeQuery, useRemoveNomineeMutation, useSaveNomineeMutation } from './api';
import { DeleteAccountDialog } from './delete-account-dialog';
import { useTexts } from '../../lib/i18n/texts';
import { DATA_RIGHTS_TEXTS } from './texts';
import './data-rights.css';

type NomineeDraft = { name: string; email: string; phone: string };

interface RightPartProps {
  heading: string;
  lead: string;
  /** The heading's id, when something inside names its form by it. */
  headingId?: string;
  className?: string;
  children: ReactNode;
}

/** One of the rights: a section named by its heading, what it does, and how to use it. */
function RightPart({ heading, lead, headingId, className = 'data-rights__part', children }: RightPartProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <section className={className} aria-labelledby={id}>
      <h3 id={id} className="data-rights__subheading">
        {heading}
      </h3>
      <p className="data-rights__lead">{lead}</p>
      {children}
    </section>
  );
}

function NomineeForm({ nominee }: { nominee: Nominee | null }) {
  const T = useTexts(DATA_RIGHTS_TEXTS);
  const [save] = useSaveNomineeMutation();
  const [remove, { isLoading: removing }] = useRemoveNomineeMutation();
  const form = useZodForm<NomineeDraft>(NomineeBody, { defaultValues: { name: nominee?.name ?? '', email: nominee?.email ?? '', phone: nominee?.phone?.replace(/^\+91/, '') ?? '' } });
  return (
    <RightPart heading={T.nomineeHeading} lead={T.nomineeLead}>
      <Form
        form={form}
        className="data-rights__nominee"
        failedMessage={T.nomineeFailed}
        onSubmit={async (values) => {
          await save(values).unwrap();
          toast.success(T.nomineeSaved);
        }}
      >
        <FormTextField<NomineeDraft> name="name" label={T.nomineeName} autoComplete="off" maxLength={80} />
        <FormTextField<NomineeDraft> name="email" type="email" label={T.nomineeEmail} autoComplete="off" />
        <FormTextField<NomineeDraft> name="phone" label={T.nomineePhone} {...MOBILE_NUMBER_INPUT} autoComplete="off" />
        <FormAlert className="data-rights__alert" />
        <div className="data-rights__actions">
          <SubmitButton label={T.nomineeSave} submittingLabel={T.nomineeSaving} className="btn btn-primary" />
          {nominee && (
            <button
              type="button"
              className="btn btn-secondary"
              disabled={removing}
              onClick={async () => {
                try {
                  await remove().unwrap();
                  form.reset({ name: '', email: '', phone: '' });
                  toast.success(T.nomineeRemoved);
                } catch (err) {
                  toast.error(errorMessage(err) ?? T.nomineeFailed);
                }
              }}
            >
              {T.nomineeRemove}
            </button>
          )}
        </div>
      </Form>
    </RightPart>
  );
}

function MyGrievances() {
  const T = useTexts(DATA_RIGHTS_TEXTS);
  const { data } = useMyGrievancesQuery();
  const grievances = data?.grievances ?? [];
  if (grievances.length === 0) return null;
  return (
    <ul className="data-rights__grievances" aria-label={T.grievancesHeading}>
      {grievances.map((g) => (
        <li key={g._id} className="data-rights__grievance">
          <p className="data-rights__grievance-head">
            <strong>{g.number}</strong> · {g.subject} · <span className={`data-rights__status data-rights__status--${g.status}`}>{T.grievanceStatus[g.status]}</span>
          </p>
          {g.answer && (
            <p className="data-rights__answer">
              <span className="data-rights__answer-label">{T.grievanceAnswer}: </span>
              {g.answer}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The account area's data rights (DPDP Act 2023): download everything the shop keeps, correct it in the personal
 * details, name a nominee, raise a grievance, and delete the account.
 */
export function DataRightsSection() {
  const T = useTexts(DATA_RIGHTS_TEXTS);
  const GRIEVANCE_FORM_TEXT = useTexts(GRIEVANCE_FORM_TEXTS);
  const [busy, setBusy] = useState<'json' | 'html' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const nominee = useNomineeQuery();
  const grievanceId = useId();

  const download = async (format: 'json' | 'html') => {
    setBusy(format);
    try {
      await downloadMyData(format);
      toast.success(T.downloaded);
    } catch (err) {
      toast.error(errorMessage(err) ?? T.downloadFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <TitledCard className="account-card data-rights" headerClassName="account-card__header" title={T.heading}>
      <p className="data-rights__lead">{T.lead}</p>
      <div className="data-rights__parts">
        <RightPart heading={T.downloadHeading} lead={T.downloadLead}>
          <div className="data-rights__actions">
            <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void download('html')}>
              {busy === 'html' ? T.downloading : T.downloadHtml}
            </button>
            <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={() => void download('json')}>
              {busy === 'json' ? T.downloading : T.downloadJson}
            </button>
          </div>
        </RightPart>
        <RightPart heading={T.correctHeading} lead={T.correctLead}>
          <a className="data-rights__link" href="#personal-details">
            {T.correctLink}
          </a>
        </RightPart>
        {nominee.isSuccess && <NomineeForm key={nominee.data.nominee?.updatedAt ?? 'none'} nominee={nominee.data.nominee} />}
        <RightPart heading={GRIEVANCE_FORM_TEXT.heading} lead={GRIEVANCE_FORM_TEXT.lead} headingId={grievanceId}>
          <GrievanceForm signedIn headingId={grievanceId} />
          <MyGrievances />
        </RightPart>
        <RightPart heading={T.deleteHeading} lead={T.deleteLead} className="data-rights__part data-rights__danger">
          <button type="button" className="btn btn-danger" onClick={() => setDeleting(true)}>
            {T.deleteOpen}
          </button>
        </RightPart>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </TitledCard>
  );
}
