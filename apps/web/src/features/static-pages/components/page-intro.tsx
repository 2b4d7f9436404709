import type { ReactNode } from 'react';
import './page-intro.css';

export interface PageIntroProps {
  eyebrow: string;
  heading: string;
  children?: ReactNode;
}

/** The opening band of a static page: a small label, the page's h1 and a lead paragraph. */
export function PageIntro({ eyebrow, heading, children }: PageIntroProps) {
  return (
    <div className="page-intro">
      <p className="page-intro__eyebrow">{eyebrow}</p>
      <h1 className="page-intro__heading">{heading}</h1>
      {children ? <div className="page-intro__lead">{children}</div> : null}
    </div>
  );
}
