import { CAROUSEL } from '@shop/contract/constants';
import { useEffect, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { markPageSettled } from '../../../lib/app-start';
import { useDocumentHidden, usePrefersReducedMotion } from '../../../lib/use-media-query';
import { clampSlide, isAutoplaying, nextSlide } from '../carousel';
import { heroHandover } from '../hero-preview';
import { ResponsivePicture } from '../../../components/responsive-picture';
import { HOME_TEXTS } from '../texts';
import { FRAGRANCE_TEXTS, fragranceName } from '../../../components/fragrance-texts';
import { useTexts } from '../../../lib/i18n/texts';
import { HERO_IMAGE_SIZE, HERO_IMAGE_SIZES, HERO_SLIDES } from './hero-slides';
import { PawIcon } from '../../../components/paw-print';
import './hero-carousel.css';
import { Icon } from '../../../components/icon';

/**
 * The home hero: three litter variants cross-fading every 4 s in an endless loop (SPEC.md §9).
 * Hover, keyboard focus and the pause button hold it; there is no swipe or drag. On a page the server rendered, the
 * slides may have moved before the app started (hero-preview.ts): it carries on from there.
 */
export function HeroCarousel() {
  const HOME_TEXT = useTexts(HOME_TEXTS);
  const FRAGRANCE = useTexts(FRAGRANCE_TEXTS);
  const count = HERO_SLIDES.length;
  const [handover] = useState(heroHandover);
  const [index, setIndex] = useState(handover?.index ?? 0);
  const [hovered, setHovered] = useState(handover?.hovered ?? false);
  const [focused, setFocused] = useState(handover?.focused ?? false);
  // The slide on screen when the app took over has been showing for a while already.
  const firstDelayMs = useRef(handover?.remainingMs);
  // null until the visitor presses the button; reduced motion starts paused.
  const [userChoice, setUserChoice] = useState<'playing' | 'paused' | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const hidden = useDocumentHidden();
  const playing = isAutoplaying(
    {
      hovered,
      focused,
      pausedByUser: userChoice === 'paused',
      reducedMotion: reducedMotion && userChoice !== 'playing',
      hidden,
    },
    count,
  );
  const heldByVisitor = userChoice === 'paused' || (reducedMotion && userChoice !== 'playing');

  useEffect(() => {
    // Only the first interval is shortened; a hold or a jump restarts the full one.
    const delayMs = firstDelayMs.current ?? CAROUSEL.autoplayMs;
    firstDelayMs.current = undefined;
    if (!playing) return;
    const id = window.setTimeout(() => {
      // Before the slides move, every slide's picture may be fetched (app-start.ts SETTLED_ATTRIBUTE): the one leaving
      // keeps its picture through the fade.
      markPageSettled();
      setIndex((i) => nextSlide(i, count));
    }, delayMs);
    return () => window.clearTimeout(id);
  }, [playing, index, count]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Only keyboard focus holds the slides; a mouse click on a paw should not stop them for good.
    if (event.target.matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className="hero"
      data-slide={index}
      aria-roledescription={HOME_TEXT.carouselRole}
      aria-label={HOME_TEXT.carouselLabel}
      style={{ '--hero-fade': `${CAROUSEL.fadeMs}ms` } as CSSProperties}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="hero__slides" aria-live={playing ? 'off' : 'polite'}>
        {HERO_SLIDES.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.name}
              className={`hero-slide hero-slide--${slide.tone}${active ? ' is-active' : ''}`}
              role="group"
              aria-roledescription={HOME_TEXT.slideRole}
              aria-label={HOME_TEXT.slideOf(i + 1, count, fragranceName(FRAGRANCE, slide.name))}
              aria-hidden={!active}
              inert={!active}
            >
              <ResponsivePicture
                className="hero-slide__image"
                src={slide.image}
                sizes={HERO_IMAGE_SIZES}
                alt={HOME_TEXT.slides[slide.name].alt}
                width={HERO_IMAGE_SIZE.width}
                height={HERO_IMAGE_SIZE.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding="async"
                draggable={false}
              />
              <div className="hero-slide__text">
                <p className="hero-slide__eyebrow">{HOME_TEXT.slides[slide.name].eyebrow}</p>
                <h2 className="hero-slide__headline">{HOME_TEXT.slides[slide.name].headline}</h2>
                <p className="hero-slide__copy">{HOME_TEXT.slides[slide.name].copy}</p>
                <Link to="/explore" className="hero-slide__cta">
                  {HOME_TEXT.shopNow}
                  <Icon size={18}><path d="M5 12h14m-5-5 5 5-5 5" /></Icon>
                </Link>
              </div>
            </div>
          );
        })}
      </div>
      <div className="hero__controls">
        <div className="hero__paws">
          {HERO_SLIDES.map((slide, i) => (
            <button
              key={slide.name}
              type="button"
              className={`hero__paw hero__paw--${slide.tone}`}
              aria-label={HOME_TEXT.showSlide(fragranceName(FRAGRANCE, slide.name))}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => {
                markPageSettled();
                setIndex(clampSlide(i, count));
              }}
            >
              <PawIcon className="hero__paw-icon" />
            </button>
          ))}
        </div>
        <button
          type="button"
          className="hero__toggle"
          aria-label={heldByVisitor ? HOME_TEXT.playSlides : HOME_TEXT.pauseSlides}
          onClick={() => setUserChoice(heldByVisitor ? 'playing' : 'paused')}
        >
          <Icon size={18}>{heldByVisitor ? <path d="M8 5.5v13l10.5-6.5L8 5.5Z" /> : <path d="M8 5h3v14H8zm5 0h3v14h-3z" />}</Icon>
        </button>
      </div>
    </section>
  );
}
