import type { ReactNode, Ref } from 'react';

interface PageHeadProps {
  title: string;
  /** What is worth knowing at a glance, under the heading. */
  badges?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The line under the head that says what the page is for. */
  intro?: string;
  /** The page's main action, beside the heading. */
  children?: ReactNode;
}

/** A console page's heading, with what is worth knowing at a glance under it and the page's main action beside it. */
export function PageHead({ title, badges, headingRef, intro, children }: PageHeadProps) {
  const heading = (
    <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
      {title}
    </h1>
  );
  return (
    <>
      <div className="admin-page-head">
        {badges ? (
          <div>
            {heading}
            <p className="catalogue-badges">{badges}</p>
          </div>
        ) : (
          heading
        )}
        {children}
      </div>
      {intro ? <p className="ops-muted">{intro}</p> : null}
    </>
  );
}
