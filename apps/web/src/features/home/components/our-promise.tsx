import { HOME_TEXTS } from '../texts';
import { useTexts } from '../../../lib/i18n/texts';
import './our-promise.css';
import { SectionHeading } from './section-heading';
import { HomeIcon, type HomeIconName } from './home-icon';

/** The six features of SPEC.md §2 "Our Promise", each with a small line icon. */
const PROMISES = ['clumping', 'smell', 'lasting', 'absorption', 'tracking', 'dust'] as const satisfies readonly (keyof (typeof HOME_TEXTS)['en']['promises'] & HomeIconName)[];

/** 'Our Promise': what every bag of our litter does. */
export function OurPromise() {
  const HOME_TEXT = useTexts(HOME_TEXTS);
  return (
    <section className="our-promise" aria-labelledby="our-promise-heading">
      <div className="home-section-head home-section-head--center">
        <SectionHeading id="our-promise-heading" words={HOME_TEXT.promise} classes={{ title: 'home-section-title' }} />
      </div>
      <ul className="our-promise__grid">
        {PROMISES.map((key) => (
          <li key={key} className="our-promise__item">
            <span className="our-promise__icon">
              <HomeIcon name={key} size={28} />
            </span>
            <h3 className="our-promise__title">{HOME_TEXT.promises[key].title}</h3>
            <p className="our-promise__text">{HOME_TEXT.promises[key].text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
