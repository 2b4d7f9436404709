import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import './operations.css';

/** The link back to the list a detail page belongs to. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <p className="ops-back">
      <Link to={to}>
        <span aria-hidden="true">← </span>
        {children}
      </Link>
    </p>
  );
}

/** A section of a page, named by its heading, with an optional note under the heading. */
export function Section({ title, note, className = 'ops-section', children }: { title: string; note?: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id}>{title}</h2>
      {note ? <p className="ops-muted ops-note">{note}</p> : null}
      {children}
    </section>
  );
}

/** A section on a card, as detail pages show their parts. */
export function Panel({ className, ...section }: { title: string; note?: string; className?: string; children: ReactNode }) {
  return <Section {...section} className={className ? `admin-card ops-panel ${className}` : 'admin-card ops-panel'} />;
}
