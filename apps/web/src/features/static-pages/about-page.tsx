import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ResponsivePicture } from '../../components/responsive-picture';
import { runtimeConfig } from '../../lib/runtime-config';
import { usePageMeta } from '../../lib/seo';
import { useTexts } from '../../lib/i18n/texts';
import { PAGE_META_TEXTS } from './texts';
import './about-page.css';

const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 900;

const FACTS = [
  { value: '100%', label: 'natural sodium bentonite' },
  { value: '99.5%', label: 'dust free' },
  { value: 'Made in India', label: 'mined, processed and packed here' },
  { value: '3', label: 'variants: unscented, lavender, rose' },
] as const;

const CLUMPING_STEPS = [
  {
    title: 'Absorbs',
    text: 'Each granule is made of microscopic clay layers that draw liquid in between them, up to many times their own weight.',
  },
  {
    title: 'Swells',
    text: 'Sodium ions let those layers spread apart as they take in water, so the wet granules swell in seconds.',
  },
  {
    title: 'Binds',
    text: 'Swollen granules stick to their neighbours and set into one firm clump that locks moisture and odour inside.',
  },
] as const;

const VALUES = [
  {
    title: 'Natural sodium bentonite',
    text: 'A pure mineral clay, dried and graded with care. No silica gel, no plastic, no clumping chemicals.',
  },
  {
    title: 'Made in India',
    text: 'From the clay beds of Kutch to your doorstep, every step happens in India, supporting local jobs and shorter supply chains.',
  },
  {
    title: 'Pet-safe formula',
    text: 'Low dust for sensitive noses, soft on paws, and gentle fragrances that are never overpowering for cats.',
  },
  {
    title: 'Easy to maintain',
    text: 'Scoop the clumps, top up, and the rest of the tray stays clean and dry, so you change it far less often.',
  },
] as const;

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

/** Our story (SPEC.md §2 static pages): an Indian bentonite manufacturer making premium cat litter. */
export default function AboutPage() {
  const PAGE_META = useTexts(PAGE_META_TEXTS);
  usePageMeta(PAGE_META.about);
  const media = runtimeConfig.assetBaseUrl;

  return (
    <div className="about-page">
      <section className="about-page__hero" aria-labelledby="about-title">
        <div className="about-page__hero-text">
          <p className="about-page__eyebrow">Our story</p>
          <h1 id="about-title" className="about-page__title">
            Natural litter from Indian earth, made for the cats we love
          </h1>
          <p className="about-page__lead">
            Purrfect Litter is made by an Indian manufacturer of bentonite products. We have spent years mining, drying and
            grading natural sodium bentonite clay, and we put all of that know-how into one thing: a litter that keeps your
            cat comfortable and your home fresh.
          </p>
          <div className="about-page__actions">
            <Link to="/explore" className="btn btn-primary">
              Shop the litter
            </Link>
            <Link to="/review" className="btn btn-secondary">
              Read reviews
            </Link>
          </div>
        </div>
        <figure className="about-page__hero-figure">
          <ResponsivePicture
            src={`${media}/brand/story-cat.v1.svg`}
            sizes="(max-width: 800px) 100vw, 50vw"
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            alt="Illustration: a cat parent on a sofa with her ginger cat asleep in her lap, a pack of Purrfect Litter lavender beside them"
            fetchPriority="high"
            decoding="async"
          />
        </figure>
      </section>

      <ul className="about-page__facts" aria-label="Purrfect Litter at a glance">
        {FACTS.map((fact) => (
          <li key={fact.label} className="about-page__fact">
            <span className="about-page__fact-value">{fact.value}</span>
            <span className="about-page__fact-label">{fact.label}</span>
          </li>
        ))}
      </ul>

      <section className="about-page__section about-page__split" aria-labelledby="about-maker-title">
        <figure className="about-page__figure">
          <ResponsivePicture
            src={`${media}/brand/factory.v1.svg`}
            sizes="(max-width: 800px) 100vw, 50vw"
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            alt="Illustration: bentonite clay dug from an open pit beside the Purrfect Litter plant, Made in India, with litter packs on the line"
            loading="lazy"
            decoding="async"
          />
        </figure>
        <div className="about-page__text">
          <p className="about-page__eyebrow">Who we are</p>
          <h2 id="about-maker-title">A bentonite maker, not a reseller</h2>
          <p>
            India has some of the world’s finest sodium bentonite, and our plant in Kutch, Gujarat sits close to where it is
            found. For years we have supplied carefully processed bentonite for industry. When our own cats came home, we saw
            how much imported litter cost, how dusty many brands were, and how far they travelled.
          </p>
          <p>
            So we started making litter ourselves. We select high-swelling sodium bentonite, dry it gently, crush and sieve it
            to an even granule size and remove the fine dust, then pack it in our own facility. Because we control every step,
            we can promise the same quality in every bag.
          </p>
        </div>
      </section>

      <section className="about-page__section about-page__science" aria-labelledby="about-clump-title">
        <SectionHead id="about-clump-title" eyebrow="The science" title="Why bentonite clumps">
          <p>
            Sodium bentonite is a clay mineral called montmorillonite. Its secret is structure: it is built from thin, stacked
            sheets that love water.
          </p>
        </SectionHead>
        <ol className="about-page__steps">
          {CLUMPING_STEPS.map((step, i) => (
            <li key={step.title} className="about-page__step">
              <span className="about-page__step-num" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="about-page__section" aria-labelledby="about-values-title">
        <SectionHead id="about-values-title" eyebrow="What we stand for" title="Good for cats, easy for you" />
        <ul className="about-page__values">
          {VALUES.map((value) => (
            <li key={value.title} className="about-page__value">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-page__section about-page__green" aria-labelledby="about-green-title">
        <div className="about-page__text">
          <p className="about-page__eyebrow">Sustainability</p>
          <h2 id="about-green-title">Lighter on the planet</h2>
          <p>
            Bentonite is a natural, abundant mineral, and making it close to home means it travels hundreds, not thousands, of
            kilometres to reach you.
          </p>
        </div>
        <ul className="about-page__green-list">
          <li>
            <strong>Less waste.</strong> Strong clumps mean you remove only the used litter, so a bag lasts longer than
            non-clumping litter.
          </li>
          <li>
            <strong>Responsible sourcing.</strong> We buy clay from licensed mines that follow state rules on backfilling and
            restoring worked land.
          </li>
          <li>
            <strong>Efficient processing.</strong> Fines sieved out of cat litter go back to industrial uses instead of landfill.
          </li>
          <li>
            <strong>Honest packaging.</strong> Sturdy bags sized to what a cat actually needs, with no plastic scoops or extras
            you will throw away.
          </li>
        </ul>
      </section>

      <section className="about-page__promise" aria-labelledby="about-promise-title">
        <h2 id="about-promise-title">Our promise</h2>
        <blockquote>
          <p>
            Every bag we send out is one we would pour for our own cats. If something is not right, tell us and we will make it
            right.
          </p>
        </blockquote>
        <p className="about-page__signature">The Purrfect Litter team, Kutch and Ahmedabad</p>
        <Link to="/contact-us" className="btn btn-secondary about-page__promise-link">
          Talk to us
        </Link>
      </section>
    </div>
  );
}
