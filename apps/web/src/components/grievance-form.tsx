import { GRIEVANCE_LIMITS, GrievanceBody, VisitorGrievanceBody, type Grievance } from '@shop/contract/data-rights';
import { useState } from 'react';
import { Form, FormAlert, SubmitButton, useZodForm } from './form/form';
import { FormTextAreaField, FormTextField } from './form/fields';
import { useSubmitGrievanceMutation } from '../lib/grievances';
import { useTexts } from '../lib/i18n/texts';
import { GRIEVANCE_FORM_TEXTS } from './grievance-texts';
import './grievance-form.css';

type GrievanceDraft = { name: string; email: string; subject: string; message: string; orderNumber: string };

/**
 * The grievance form: signed in, the account's name and email are used; signed out (the contact page), the visitor
 * gives an email for the answer. The server numbers the ticket and mails its acknowledgement.
 */
export function GrievanceForm({ signedIn, headingId }: { signedIn: boolean; headingId: string }) {
  const GRIEVANCE_FORM_TEXT = useTexts(GRIEVANCE_FORM_TEXTS);
  const [submit] = useSubmitGrievanceMutation();
  const [done, setDone] = useState<{ message: string; grievance: Grievance } | null>(null);
  const form = useZodForm<GrievanceDraft>(signedIn ? GrievanceBody : VisitorGrievanceBody, { defaultValues: { name: '', email: '', subject: '', message: '', orderNumber: '' } });

  if (done) {
    return (
      <div className="grievance-form__done" role="status">
        <p className="grievance-form__number">{done.message}</p>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            form.reset();
            setDone(null);
          }}
        >
          {GRIEVANCE_FORM_TEXT.another}
        </button>
      </div>
    );
  }

  return (
    <Form
      form={form}
      className="grievance-form"
      aria-labelledby={headingId}
      failedMessage={GRIEVANCE_FORM_TEXT.failed}
      onSubmit={async (values) => {
        const body = signedIn ? { subject: values.subject, message: values.message, orderNumber: values.orderNumber } : values;
        const answer = await submit(body).unwrap();
        setDone({ message: answer.message, grievance: answer.grievance });
      }}
    >
      {!signedIn && (
        <div className="grievance-form__pair">
          <FormTextField<GrievanceDraft> name="name" label={GRIEVANCE_FORM_TEXT.name} autoComplete="name" maxLength={GRIEVANCE_LIMITS.nameMaxLength} />
          <FormTextField<GrievanceDraft> name="email" type="email" label={GRIEVANCE_FORM_TEXT.email} hint={GRIEVANCE_FORM_TEXT.emailHint} autoComplete="email" required />
        </div>
      )}
      <FormTextField<GrievanceDraft> name="subject" label={GRIEVANCE_FORM_TEXT.subject} maxLength={GRIEVANCE_LIMITS.subjectMaxLength} required />
      <FormTextAreaField<GrievanceDraft> name="message" label={GRIEVANCE_FORM_TEXT.message} rows={5} maxLength={GRIEVANCE_LIMITS.messageMaxLength} required />
      <FormTextField<GrievanceDraft> name="orderNumber" label={GRIEVANCE_FORM_TEXT.orderNumber} maxLength={40} placeholder="ORD-20261121-0001" />
      <FormAlert className="grievance-form__alert" />
      <SubmitButton label={GRIEVANCE_FORM_TEXT.submit} submittingLabel={GRIEVANCE_FORM_TEXT.submitting} />
    </Form>
  );
}
