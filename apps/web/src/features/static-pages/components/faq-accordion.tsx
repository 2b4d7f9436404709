import { useId, type ReactNode } from 'react';
import './faq-accordion.css';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * A disclosure list of native `<details>`: each question is the `<summary>` (focusable, opened and closed by click,
 * Enter or Space, its state announced by the browser), and its answer a region labelled by the question. It works the
 * same before the app starts and with JavaScript off. Several answers may be open at once.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const baseId = useId();
  return (
    <div className="faq-accordion">
      {items.map((item, i) => {
        const questionId = `${baseId}-q${i}`;
        return (
          <details key={item.question} className="faq-accordion__item">
            <summary id={questionId} className="faq-accordion__button">
              {item.question}
              <span className="faq-accordion__icon" aria-hidden="true" />
            </summary>
            <div role="region" aria-labelledby={questionId} className="faq-accordion__panel">
              {item.answer}
            </div>
          </details>
        );
      })}
    </div>
  );
}
