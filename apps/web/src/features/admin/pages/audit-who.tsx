import type { AuditEntry } from '@shop/contract/admin';
import { auditDisplayName, describeChange } from './audit-change';
import { AUDIT_TEXT as T } from './texts-audit';

/** Who made a recorded change: the staff member by name and email, a removed account's email, or a process of the shop. */
export function AuditWho({ entry }: { entry: AuditEntry }) {
  if (entry.actorEmail) {
    return (
      <span className="ops-two-lines">
        <span>{entry.actorName ?? entry.actorEmail}</span>
        {entry.actorName ? <span className="ops-muted">{entry.actorEmail}</span> : null}
      </span>
    );
  }
  // No account now: a staff member's email as recorded (the account was removed), or a process of the shop.
  if (entry.actor.includes('@')) {
    return (
      <span className="ops-two-lines">
        <span>{entry.actor}</span>
        <span className="ops-muted">{T.removedAccount}</span>
      </span>
    );
  }
  // Entries from before staff were named by email say only 'admin'.
  if (entry.actor === 'admin') return <span>{T.removedAccount}</span>;
  return <span>{T.process(entry.actor)}</span>;
}

/** What a recorded change changed: each field from its old value to its new one (an id by the name it stands for). */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  return (
    <ul className="ops-changes">
      {describeChange(entry.before, entry.after, auditDisplayName).map((c) => (
        <li key={c.field}>
          {c.field ? <span className="ops-muted">{c.field}: </span> : null}
          {c.from} → {c.to}
        </li>
      ))}
    </ul>
  );
}
