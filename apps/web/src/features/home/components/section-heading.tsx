/** The class names a section gives the parts of its heading (each section draws them its own way). */
export interface SectionHeadingClasses {
  eyebrow?: string;
  title: string;
  lead?: string;
}

/**
 * A home page section's heading: a small label over its h2 (whose id names the section), and what it says first.
 * Each section keeps its own look through the class names it gives.
 */
export function SectionHeading({ id, eyebrow, title, lead, classes }: { id: string; eyebrow?: string; title: string; lead?: string; classes: SectionHeadingClasses }) {
  return (
    <>
      {eyebrow ? <p className={classes.eyebrow ?? 'home-eyebrow'}>{eyebrow}</p> : null}
      <h2 id={id} className={classes.title}>
        {title}
      </h2>
      {lead ? <p className={classes.lead}>{lead}</p> : null}
    </>
  );
}
