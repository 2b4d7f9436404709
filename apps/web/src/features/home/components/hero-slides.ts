import { HOME_HERO_IMAGE, HOME_HERO_IMAGE_SIZES } from '@shop/contract/page-meta';
import { runtimeConfig } from '../../../lib/runtime-config';

export interface HeroSlide {
  /** The litter variant, also used in the paw button's name. */
  name: 'Unscented' | 'Lavender' | 'Rose';
  eyebrow: string;
  headline: string;
  copy: string;
  image: string;
  alt: string;
  tone: 'sand' | 'lavender' | 'rose';
}

/** Hero art is drawn at this size; the page reserves the space before it loads. */
export const HERO_IMAGE_SIZE = { width: 1600, height: 700 } as const;
export const HERO_IMAGE_SIZES = HOME_HERO_IMAGE_SIZES;

const hero = (file: string) => `${runtimeConfig.assetBaseUrl}/hero/${file}`;

/** The three litter variants of the home carousel (SPEC.md §2). */
export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    name: 'Unscented',
    eyebrow: 'Unscented · Natural bentonite',
    headline: 'Pure clumping, nothing added',
    copy: 'Indian sodium bentonite with no perfume at all: gentle on sensitive noses and kitten paws, tough on odour.',
    image: `${runtimeConfig.assetBaseUrl}${HOME_HERO_IMAGE}`,
    alt: 'A pack of Purrfect Litter Unscented bentonite cat litter',
    tone: 'sand',
  },
  {
    name: 'Lavender',
    eyebrow: 'Lavender · Calming fresh',
    headline: 'A calm corner that smells of lavender',
    copy: 'A soft lavender note over firm clumps that lock ammonia in for up to 15 days.',
    image: hero('hero-lavender.v1.svg'),
    alt: 'A pack of Purrfect Litter Lavender bentonite cat litter',
    tone: 'lavender',
  },
  {
    name: 'Rose',
    eyebrow: 'Rose · Light floral',
    headline: 'Rose-fresh home, happy cat',
    copy: 'A light rose fragrance cats accept, with 99.5% dust-free granules that stay in the box.',
    image: hero('hero-rose.v1.svg'),
    alt: 'A pack of Purrfect Litter Rose bentonite cat litter',
    tone: 'rose',
  },
];
