import type { HTMLAttributes, ReactNode } from 'react';
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
