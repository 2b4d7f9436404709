import type { ReactNode } from 'react';
import './page-frame.css';

export interface PageFrameProps {
  /** The page's own class beside `page`: its layout and its tuning of the intro (`--page-intro-*` properties). */
  className: string;
  /** The small label above the heading, where the page has one. */
  eyebrow?: string;
  heading: string;
  /** Under the heading: a sentence, or paragraphs. */
  lead?: ReactNode;
  /** Beside the intro on a wide screen, below it on a narrow one. */
  aside?: ReactNode;
  /** Whether the page is loading again what it shows. */
  'aria-busy'?: boolean;
  children: ReactNode;
}

/** A page with the shop's opening: a small label, the page's h1 and a lead, then the page's content. */
export function PageFrame({ className, eyebrow, heading, lead, aside, children, ...aria }: PageFrameProps) {
  return (
    <div className={`page ${className}`} {...aria}>
      <div className="page-frame__intro">
        <div className="page-frame__text">
          {eyebrow ? <p className="page-frame__eyebrow">{eyebrow}</p> : null}
          <h1 className="page-frame__heading">{heading}</h1>
          {lead ? <div className="page-frame__lead">{lead}</div> : null}
        </div>
        {aside}
      </div>
      {children}
    </div>
  );
}
