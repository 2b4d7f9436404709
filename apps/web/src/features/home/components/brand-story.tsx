import { Link } from 'react-router';
import { ResponsivePicture } from '../../../components/responsive-picture';
import { runtimeConfig } from '../../../lib/runtime-config';
import { HOME_TEXTS } from '../texts';
import { useTexts } from '../../../lib/i18n/texts';
import './brand-story.css';
import { SectionHeading } from './section-heading';
import { HomeIcon, type HomeIconName } from './home-icon';

const FEATURES = ['india', 'safe', 'easy'] as const satisfies readonly (keyof (typeof HOME_TEXTS)['en']['features'] & HomeIconName)[];

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
        <SectionHeading id="brand-story-heading" words={HOME_TEXT.story} classes={{ title: 'brand-story__heading', lead: 'brand-story__lead' }} />
        <h3 className="brand-story__features-heading">{HOME_TEXT.salientFeatures}</h3>
        <ul className="brand-story__features">
          {FEATURES.map((key) => (
            <li key={key} className="brand-story__feature">
              <span className="brand-story__icon">
                <HomeIcon name={key} size={24} />
              </span>
              <span>
                <strong className="brand-story__feature-title">{HOME_TEXT.features[key].title}</strong>
                <span className="brand-story__feature-text">{HOME_TEXT.features[key].text}</span>
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
