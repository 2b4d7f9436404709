import { useId, type HTMLAttributes, type ReactNode } from 'react';
import './card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: a `section` named by its heading (the default), or a plain `div`. */
  as?: 'section' | 'div' | 'article';
  children: ReactNode;
}

/** One block of a page in the shop's card look; `className` adds the block's own layout (grid, gaps). */
export function Card({ as: Element = 'section', className, children, ...rest }: CardProps) {
  return (
    <Element className={className ? `card ${className}` : 'card'} {...rest}>
      {children}
    </Element>
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
