import type { PageSection } from '@shop/contract/pages';
import type { ReactNode } from 'react';
import { ResponsivePicture } from '../../components/responsive-picture';
import { runtimeConfig } from '../../lib/runtime-config';
import { usePageMeta } from '../../lib/seo';
import { useTexts } from '../../lib/i18n/texts';
import { UnavailablePage } from './components/stored-legal-page';
import { PageMarkup, sectionOf, splitQuestions, useStoredPage } from './page-markup';
import { PAGE_META_TEXTS, STATIC_TEXTS } from './texts';
import './about-page.css';
import { ButtonLink } from '../../components/button-link';

const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 900;

/**
 * One of the story's brand pictures (4:3, half the width beside its words on a wide screen). The first, at the top of
 * the page, is fetched first; the others wait until they are near.
 */
function StoryPicture({ file, alt, className, first = false }: { file: string; alt: string; className: string; first?: boolean }) {
  return (
    <figure className={className}>
      <ResponsivePicture
        src={`${runtimeConfig.assetBaseUrl}/brand/${file}`}
        sizes="(max-width: 800px) 100vw, 50vw"
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        alt={alt}
        {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        decoding="async"
      />
    </figure>
  );
}

/** A section's head: its small eyebrow over its heading (which names the section), and what it says first. */
function SectionHead({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="about-page__section-head">
      <p className="about-page__eyebrow">{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {children}
    </div>
  );
}

/**
 * Our story (SPEC.md §2 static pages): an Indian bentonite manufacturer making premium cat litter. The words are the
 * stored sections, each in its place (hero, facts, maker, science, values, green, promise); "## " lines are a
 * section's items (a fact's figure, a step's or a value's title).
 */
export default function AboutPage() {
  const PAGE_META = useTexts(PAGE_META_TEXTS);
  const { sections } = useStoredPage();
  return sections ? <AboutContent sections={sections} /> : <UnavailablePage page={PAGE_META.about} />;
}

function AboutContent({ sections }: { sections: readonly PageSection[] }) {
  const PAGE_META = useTexts(PAGE_META_TEXTS);
  const ABOUT = useTexts(STATIC_TEXTS).about;
  usePageMeta(PAGE_META.about);
  const [hero, facts, maker, science, values, green, promise] = ['hero', 'facts', 'maker', 'science', 'values', 'green', 'promise'].map((key) =>
    sectionOf(sections, key),
  ) as [PageSection, PageSection, PageSection, PageSection, PageSection, PageSection, PageSection];
  const steps = splitQuestions(science.body);
  const promiseWords = promise.body.split(/\n[ \t]*\n/).map((b) => b.trim()).filter(Boolean);
  const signature = promiseWords.length > 1 ? promiseWords.pop()! : '';

  return (
    <div className="about-page">
      <section className="about-page__hero" aria-labelledby="about-title">
        <div className="about-page__hero-text">
          <p className="about-page__eyebrow">{ABOUT.eyebrowStory}</p>
          <h1 id="about-title" className="about-page__title">
            {hero.heading}
          </h1>
          <div className="about-page__lead">
            <PageMarkup text={hero.body} />
          </div>
          <div className="about-page__actions">
            <ButtonLink to="/explore" look="primary">{ABOUT.shopTheLitter}</ButtonLink>
            <ButtonLink to="/review">{ABOUT.readReviews}</ButtonLink>
          </div>
        </div>
        <StoryPicture file="story-cat.v1.svg" alt={ABOUT.storyImageAlt} className="about-page__hero-figure" first />
      </section>

      <ul className="about-page__facts" aria-label={facts.heading}>
        {splitQuestions(facts.body).items.map((fact) => (
          <li key={fact.question} className="about-page__fact">
            <span className="about-page__fact-value">{fact.question}</span>
            <span className="about-page__fact-label">{fact.answer.replace(/\s+/g, ' ')}</span>
          </li>
        ))}
      </ul>

      <section className="about-page__section about-page__split" aria-labelledby="about-maker-title">
        <StoryPicture file="factory.v1.svg" alt={ABOUT.factoryImageAlt} className="about-page__figure" />
        <div className="about-page__text">
          <p className="about-page__eyebrow">{ABOUT.eyebrowMaker}</p>
          <h2 id="about-maker-title">{maker.heading}</h2>
          <PageMarkup text={maker.body} />
        </div>
      </section>

      <section className="about-page__section about-page__science" aria-labelledby="about-clump-title">
        <SectionHead id="about-clump-title" eyebrow={ABOUT.eyebrowScience} title={science.heading}>
          <PageMarkup text={steps.lead} />
        </SectionHead>
        <ol className="about-page__steps">
          {steps.items.map((step, i) => (
            <li key={step.question} className="about-page__step">
              <span className="about-page__step-num" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{step.question}</h3>
              <PageMarkup text={step.answer} />
            </li>
          ))}
        </ol>
      </section>

      <section className="about-page__section" aria-labelledby="about-values-title">
        <SectionHead id="about-values-title" eyebrow={ABOUT.eyebrowValues} title={values.heading} />
        <ul className="about-page__values">
          {splitQuestions(values.body).items.map((value) => (
            <li key={value.question} className="about-page__value">
              <h3>{value.question}</h3>
              <PageMarkup text={value.answer} />
            </li>
          ))}
        </ul>
      </section>

      <section className="about-page__section about-page__green" aria-labelledby="about-green-title">
        <div className="about-page__text">
          <p className="about-page__eyebrow">{ABOUT.eyebrowGreen}</p>
          <h2 id="about-green-title">{green.heading}</h2>
          <PageMarkup text={green.body} only="paragraphs" />
        </div>
        <PageMarkup text={green.body} only="lists" listClassName="about-page__green-list" />
      </section>

      <section className="about-page__promise" aria-labelledby="about-promise-title">
        <h2 id="about-promise-title">{promise.heading}</h2>
        <blockquote>
          <PageMarkup text={promiseWords.join('\n\n')} />
        </blockquote>
        {signature ? <p className="about-page__signature">{signature}</p> : null}
        <ButtonLink to="/contact-us" className="about-page__promise-link">{ABOUT.talkToUs}</ButtonLink>
      </section>
    </div>
  );
}
