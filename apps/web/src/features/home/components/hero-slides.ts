import { HOME_HERO_IMAGE, HOME_HERO_IMAGE_SIZES } from '@shop/contract/page-meta';
import { runtimeConfig } from '../../../lib/runtime-config';

/** A slide of the carousel; its words are the home page's (HOME_TEXTS.slides[name]), in the page's language. */
export interface HeroSlide {
  /** The litter variant, also used in the paw button's name. */
  name: 'Unscented' | 'Lavender' | 'Rose';
  image: string;
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
    image: `${runtimeConfig.assetBaseUrl}${HOME_HERO_IMAGE}`,
    tone: 'sand',
  },
  {
    name: 'Lavender',
    image: hero('hero-lavender.v1.svg'),
    tone: 'lavender',
  },
  {
    name: 'Rose',
    image: hero('hero-rose.v1.svg'),
    tone: 'rose',
  },
];
