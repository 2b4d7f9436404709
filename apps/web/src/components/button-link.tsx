import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

/** A link drawn as one of the shop's buttons ('btn btn-primary' / 'btn btn-secondary'), with any extra class after. */
export function ButtonLink({ look = 'secondary', className, children, ...link }: LinkProps & { look?: 'primary' | 'secondary'; children: ReactNode }) {
  return (
    <Link {...link} className={className ? `btn btn-${look} ${className}` : `btn btn-${look}`}>
      {children}
    </Link>
  );
}
