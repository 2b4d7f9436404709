import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ResponsivePicture } from '../../../components/responsive-picture';
import { runtimeConfig } from '../../../lib/runtime-config';
import { HOME_TEXTS } from '../texts';
import { useTexts } from '../../../lib/i18n/texts';
import './brand-story.css';
import { SectionHeading } from './section-heading';

const FEATURES: ReadonlyArray<{ key: keyof (typeof HOME_TEXTS)['en']['features']; icon: ReactNode }> = [
  {
    key: 'india',
    icon: <path d="M12 21s-7-5.3-7-11a7 7 0 0 1 14 0c0 5.7-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />,
  },
  {
    key: 'safe',
    icon: <path d="M12 3 5 6v5c0 4.6 3 8.4 7 10 4-1.6 7-5.4 7-10V6l-7-3Zm-3.2 9.2 2.2 2.2 4.4-4.6" />,
  },
  {
    key: 'easy',
    icon: <path d="M9.5 3.5h5l-1 7h-3l-1-7ZM7 10.5h10l-1.5 10h-7L7 10.5Zm3 3.5v3.5m4-3.5v3.5" />,
  },
];

/** 'For Cats, For You, For Love': why the brand exists, with its Salient Features (SPEC.md §2). */
export function BrandStory() {
  const HOME_TEXT = useTexts(HOME_TEXTS);
  return (
    <section className="brand-story" aria-labelledby="brand-story-heading">
      <div className="brand-story__media">
        <ResponsivePicture
          src={`${runtimeConfig.assetBaseUrl}/brand/story-cat.v1.svg`}
          sizes="(max-width: 800px) 100vw, 50vw"
          alt={HOME_TEXT.storyAlt}
          width={1200}
          height={900}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className="brand-story__text">
        <SectionHeading
          id="brand-story-heading"
          eyebrow={HOME_TEXT.storyEyebrow}
          title={HOME_TEXT.storyHeading}
          lead={HOME_TEXT.storyLead}
          classes={{ title: 'brand-story__heading', lead: 'brand-story__lead' }}
        />
        <h3 className="brand-story__features-heading">{HOME_TEXT.salientFeatures}</h3>
        <ul className="brand-story__features">
          {FEATURES.map((feature) => (
            <li key={feature.key} className="brand-story__feature">
              <span className="brand-story__icon">
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  {feature.icon}
                </svg>
              </span>
              <span>
                <strong className="brand-story__feature-title">{HOME_TEXT.features[feature.key].title}</strong>
                <span className="brand-story__feature-text">{HOME_TEXT.features[feature.key].text}</span>
              </span>
            </li>
          ))}
        </ul>
        <Link to="/about" className="brand-story__link">
          {HOME_TEXT.readStory}
        </Link>
      </div>
    </section>
  );
}
