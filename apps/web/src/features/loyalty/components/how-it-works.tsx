import { useId } from 'react';
import { LOYALTY_UI_TEXT } from '../texts';
import './how-it-works.css';

/** How the programme works: delivered orders count, returns do not, the reward, then the count restarts. */
export function HowItWorks() {
  const headingId = useId();
  return (
    <section className="how-it-works" aria-labelledby={headingId}>
      <h2 id={headingId} className="how-it-works__title">
        {LOYALTY_UI_TEXT.howHeading}
      </h2>
      <ol className="how-it-works__steps">
        {LOYALTY_UI_TEXT.howSteps.map((step) => (
          <li key={step.title} className="how-it-works__step">
            <h3 className="how-it-works__step-title">{step.title}</h3>
            <p className="how-it-works__step-text">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
