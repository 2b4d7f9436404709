import type { AdminCustomerResponse } from '@shop/contract/admin';
import { DATA_RIGHTS_LIMITS, KEPT_AFTER_DELETION, StaffDeletionBody } from '@shop/contract/data-rights';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useEraseCustomerMutation } from '../api/data-rights';
import { NoteDialog } from '../components/confirm-dialog';
import { Panel } from './page-sections';

type Customer = AdminCustomerResponse['customer'];

const T = {
  heading: 'Delete account on request',
  lead: 'When a customer asks in writing (a letter, a mail) to have their account deleted. Orders still on their way hold it up.',
  button: 'Delete account',
  title: (who: string) => `Delete ${who}’s account?`,
  message: `Their personal data is erased at once and cannot be brought back. Kept: ${KEPT_AFTER_DELETION.map((k) => k.what.toLowerCase()).join('; ')}.`,
  field: 'Written request (its date and how it came)',
  keep: 'Keep the account',
  failed: 'The account could not be deleted.',
  done: 'The account is deleted.',
} as const;

/** Staff deleting a customer's account on their written request: the reference is kept in the audit log. */
export function CustomerErasure({ customer }: { customer: Customer }) {
  const [open, setOpen] = useState(false);
  const [erase] = useEraseCustomerMutation();
  const who = customer.name ?? customer.email;
  if (customer.role === 'admin') return null;
  return (
    <Panel title={T.heading}>
      <div className="ops-access">
        <p className="ops-tight ops-access__state">{T.lead}</p>
        <button type="button" className="btn btn-danger btn-small" onClick={() => setOpen(true)}>
          {T.button}
        </button>
      </div>
      {open ? (
        <NoteDialog
          title={T.title(who)}
          message={T.message}
          confirmLabel={T.button}
          cancelLabel={T.keep}
          destructive
          schema={StaffDeletionBody}
          note={{ name: 'reference', label: T.field, max: DATA_RIGHTS_LIMITS.referenceMaxLength }}
          failedMessage={T.failed}
          onCancel={() => setOpen(false)}
          onConfirm={async (reference) => {
            await erase({ id: customer._id, reference }).unwrap();
            setOpen(false);
            toast.success(T.done);
          }}
        />
      ) : null}
    </Panel>
  );
}
