import { useId, type HTMLAttributes, type ReactNode } from 'react';
import './card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The element: a `section` named by its heading (the default), or a plain `div`. */
  as?: 'section' | 'div' | 'article';
  /** The card's heading (an h2 that names it); without one the card brings its own, named by `aria-labelledby`. */
  title?: ReactNode;
  children: ReactNode;
}

/** One block of a page in the shop's card look; `className` adds the block's own layout (grid, gaps). */
export function Card({ as: Element = 'section', className, title, children, ...rest }: CardProps) {
  const headingId = useId();
  return (
    <Element className={className ? `card ${className}` : 'card'} {...(title === undefined ? {} : { 'aria-labelledby': headingId })} {...rest}>
      {title !== undefined && (
        <h2 id={headingId} className="card__title">
          {title}
        </h2>
      )}
      {children}
    </Element>
  );
}

/** A block named by its own heading (an h2), laid out by the block's own classes rather than the card look. */
export function TitledSection({ className, titleClassName, title, children }: { className: string; titleClassName: string; title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface TitledCardProps {
  /** The card's heading, which names it. */
  title: ReactNode;
  /** At the end of the heading's row, e.g. an Edit button. */
  action?: ReactNode;
  className: string;
  /** The heading row's own class, for its layout. */
  headerClassName: string;
  children?: ReactNode;
}

/** A card named by its heading (an h2), with an optional action beside the heading. */
export function TitledCard({ title, action, className, headerClassName, children }: TitledCardProps) {
  const headingId = useId();
  return (
    <Card className={className} aria-labelledby={headingId}>
      <div className={`card__header ${headerClassName}`}>
        <h2 id={headingId} className="card__title">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}
