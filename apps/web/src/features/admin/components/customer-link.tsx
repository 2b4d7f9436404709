import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A customer's name (or what stands for it) as the link to their page in the console. */
export function CustomerLink({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <Link to={`/admin/customers/${encodeURIComponent(id)}`} className={className}>
      {children}
    </Link>
  );
}

/** A badge beside a name, when it applies: its text, and whether it warns (a blocked account). */
export type NameBadge = { label: string; bad?: boolean } | false | null;

/** A list's name cell: the name as the link to the person's customer page, then the badges that apply to them. */
export function CustomerNameCell({ id, name, className, badges }: { id: string; name: string; className: string; badges: readonly NameBadge[] }) {
  return (
    <>
      <CustomerLink id={id} className={className}>
        {name}
      </CustomerLink>
      {badges.map((badge) =>
        badge ? (
          <span key={badge.label} className={badge.bad ? 'admin-badge admin-badge--bad ops-badge-gap' : 'admin-badge ops-badge-gap'}>
            {badge.label}
          </span>
        ) : null,
      )}
    </>
  );
}
