import { useId, useState, type ReactNode } from 'react';
import './faq-accordion.css';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * A disclosure list: each question is a button (aria-expanded, aria-controls) inside a heading, and its answer is a
 * labelled region that is hidden while closed. Several answers may be open at once.
 */
export function FaqAccordion({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 2 | 3 | 4 }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const Heading = `h${headingLevel}` as const;

  function toggle(index: number) {
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  return (
    <div className="faq-accordion">
      {items.map((item, i) => {
        const expanded = open.has(i);
        const buttonId = `${baseId}-q${i}`;
        const panelId = `${baseId}-a${i}`;
        return (
          <div key={item.question} className={expanded ? 'faq-accordion__item faq-accordion__item--open' : 'faq-accordion__item'}>
            <Heading className="faq-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="faq-accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(i)}
              >
                <span className="faq-accordion__question">{item.question}</span>
                <span className="faq-accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-accordion__panel" hidden={!expanded}>
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
