import { TitledSection } from '../../../components/card';
import { LOYALTY_UI_TEXTS } from '../texts';
import './how-it-works.css';
import { useTexts } from '../../../lib/i18n/texts';

/** How the programme works: delivered orders count, returns do not, the reward, then the count restarts. */
export function HowItWorks() {
  const LOYALTY_UI_TEXT = useTexts(LOYALTY_UI_TEXTS);
  return (
    <TitledSection className="how-it-works" titleClassName="how-it-works__title" title={LOYALTY_UI_TEXT.howHeading}>
      <ol className="how-it-works__steps">
        {LOYALTY_UI_TEXT.howSteps.map((step) => (
          <li key={step.title} className="how-it-works__step">
            <h3 className="how-it-works__step-title">{step.title}</h3>
            <p className="how-it-works__step-text">{step.text}</p>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
