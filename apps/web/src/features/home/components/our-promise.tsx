import type { ReactNode } from 'react';
import { HOME_TEXTS } from '../texts';
import { useTexts } from '../../../lib/i18n/texts';
import './our-promise.css';
import { SectionHeading } from './section-heading';

interface PromiseItem {
  key: keyof (typeof HOME_TEXTS)['en']['promises'];
  icon: ReactNode;
}

/** The six features of SPEC.md §2 "Our Promise", each with a small line icon. */
const PROMISES: readonly PromiseItem[] = [
  {
    key: 'clumping',
    icon: <path d="M7 15a4 4 0 0 1 1-7.9A5 5 0 0 1 17.6 8 3.5 3.5 0 0 1 17 15H7Zm1 3.5h.01M12 19.5h.01M16 18.5h.01" />,
  },
  {
    key: 'smell',
    icon: <path d="M4 9c2-2 4 2 6 0s4-2 6 0 3 0 4-1M4 14c2-2 4 2 6 0s4-2 6 0 3 0 4-1M3 3l18 18" />,
  },
  {
    key: 'lasting',
    icon: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4.5l3 2" />,
  },
  {
    key: 'absorption',
    icon: <path d="M12 3.5s-6 6.6-6 10.8a6 6 0 0 0 12 0C18 10.1 12 3.5 12 3.5Zm-2.8 11a2.8 2.8 0 0 0 2.8 2.8" />,
  },
  {
    key: 'tracking',
    icon: (
      <>
        <path d="M8.5 13.5c-2.5 0-4 1.6-4 3.3 0 1.5 1.3 2.2 4 2.2s4-.7 4-2.2c0-1.7-1.5-3.3-4-3.3Z" />
        <path d="M4.5 10.5v.01M7 8v.01M10 8v.01M12.5 10.5v.01M17 5l3 3m0-3-3 3" />
      </>
    ),
  },
  {
    key: 'dust',
    icon: <path d="M5 12h9a3 3 0 1 0-3-3M4 16h13a3 3 0 1 1-3 3M3 8h4" />,
  },
];

/** 'Our Promise': what every bag of our litter does. */
export function OurPromise() {
  const HOME_TEXT = useTexts(HOME_TEXTS);
  return (
    <section className="our-promise" aria-labelledby="our-promise-heading">
      <div className="home-section-head home-section-head--center">
        <SectionHeading id="our-promise-heading" eyebrow={HOME_TEXT.promiseEyebrow} title={HOME_TEXT.promiseHeading} classes={{ title: 'home-section-title' }} />
      </div>
      <ul className="our-promise__grid">
        {PROMISES.map((promise) => (
          <li key={promise.key} className="our-promise__item">
            <span className="our-promise__icon">
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                {promise.icon}
              </svg>
            </span>
            <h3 className="our-promise__title">{HOME_TEXT.promises[promise.key].title}</h3>
            <p className="our-promise__text">{HOME_TEXT.promises[promise.key].text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
