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
