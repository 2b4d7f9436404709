/** The words of a home page section's heading: a small label, the title and what it says first. */
export interface SectionWords {
  eyebrow?: string;
  title: string;
  lead?: string;
}

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
export function SectionHeading({ id, words, classes }: { id: string; words: SectionWords; classes: SectionHeadingClasses }) {
  return (
    <>
      {words.eyebrow ? <p className={classes.eyebrow ?? 'home-eyebrow'}>{words.eyebrow}</p> : null}
      <h2 id={id} className={classes.title}>
        {words.title}
      </h2>
      {words.lead ? <p className={classes.lead}>{words.lead}</p> : null}
    </>
  );
}
