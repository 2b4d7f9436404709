import { useEffect, useRef, useState } from 'react';
import { ResponsivePicture } from '../../../components/responsive-picture';
import { runtimeConfig } from '../../../lib/runtime-config';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { HOME_TEXTS } from '../texts';
import { useTexts } from '../../../lib/i18n/texts';
import './brand-video.css';
import { SectionHeading } from './section-heading';
import { Icon } from '../../../components/icon';

const VIDEO_SIZE = { width: 1280, height: 720 } as const;
/** How far below the screen the film starts loading: near enough to be ready, far enough not to cost a first view. */
const LOAD_MARGIN = '400px 0px';
const asset = (file: string) => `${runtimeConfig.assetBaseUrl}/${file}`;
/**
 * The film's first frame, shown until it plays: a picture under the film rather than its `poster`, so that a phone
 * fetches a copy as wide as its screen, and only as it nears it (a poster is fetched with the page, at one size).
 */
const POSTER = 'brand/video-poster.v1.svg';
const POSTER_SIZES = '(min-width: 1520px) 1520px, 100vw';

/** Browsers may refuse to autoplay; that is expected, so it is only noted, never reported as an error. */
function tryPlay(video: HTMLVideoElement) {
  video.play().catch((err: unknown) => {
    console.info('Brand video did not start by itself:', err instanceof Error ? err.message : err);
  });
}

/**
 * The muted, looping brand film (SPEC.md §2) with mute and pause buttons. Until it nears the screen only its poster
 * is there (the film itself is not downloaded); it plays only while on screen, and waits for a press when the
 * visitor prefers reduced motion.
 */
export function BrandVideo() {
  const HOME_TEXT = useTexts(HOME_TEXTS);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const [paused, setPaused] = useState(true);
  const [userPaused, setUserPaused] = useState(false);
  // Far on the server and while hydrating, so the page hydrates as it was rendered; without IntersectionObserver
  // (old browsers) the film is simply there.
  const [seenNear, setNear] = useState(false);
  const hydrated = useHydrated();
  const near = seenNear || (hydrated && typeof IntersectionObserver === 'undefined');
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = !reducedMotion && !userPaused;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || near) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) setNear(true);
    }, { rootMargin: LOAD_MARGIN });
    observer.observe(video);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !near) return;
    // React sets `muted` as a property only; autoplay policies look for it before play().
    video.muted = true;
    if (!autoplay) return;
    if (typeof IntersectionObserver === 'undefined') {
      tryPlay(video);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) tryPlay(video);
        else video.pause();
      },
      { threshold: 0.25 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [autoplay, near]);

  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    setMuted(video.muted);
  };

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      setUserPaused(false);
      tryPlay(video);
    } else {
      setUserPaused(true);
      video.pause();
    }
  };

  return (
    <section className="brand-video" aria-labelledby="brand-video-heading">
      <div className="brand-video__frame">
        <div className="brand-video__screen">
          <ResponsivePicture
            src={asset(POSTER)}
            sizes={POSTER_SIZES}
            className="brand-video__poster"
            alt=""
            width={VIDEO_SIZE.width}
            height={VIDEO_SIZE.height}
            loading="lazy"
            decoding="async"
          />
          <video
            ref={videoRef}
            className="brand-video__media"
            width={VIDEO_SIZE.width}
            height={VIDEO_SIZE.height}
            muted
            loop
            playsInline
            preload={near ? 'metadata' : 'none'}
            aria-label="Purrfect Litter brand film: firm clumps forming in our bentonite litter"
            onPlay={() => setPaused(false)}
            onPause={() => setPaused(true)}
          >
            {near ? (
              <>
                <source src={asset('video/brand.v1.webm')} type="video/webm" />
                <source src={asset('video/brand.v1.mp4')} type="video/mp4" />
              </>
            ) : null}
          </video>
        </div>
        <div className="brand-video__overlay">
          <SectionHeading id="brand-video-heading" words={HOME_TEXT.video} classes={{ eyebrow: 'brand-video__eyebrow', title: 'brand-video__heading', lead: 'brand-video__copy' }} />
        </div>
        <div className="brand-video__controls">
          <button type="button" className="brand-video__button" onClick={togglePlay} aria-label={paused ? HOME_TEXT.playVideo : HOME_TEXT.pauseVideo}>
            <Icon size={20}>{paused ? <path d="M8 5.5v13l10.5-6.5L8 5.5Z" /> : <path d="M8 5h3v14H8zm5 0h3v14h-3z" />}</Icon>
          </button>
          <button type="button" className="brand-video__button" onClick={toggleMute} aria-label={muted ? HOME_TEXT.unmuteVideo : HOME_TEXT.muteVideo}>
            <Icon size={20}>
              <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
              {muted ? (
                <path className="brand-video__stroke" d="m16 9.5 5 5m0-5-5 5" />
              ) : (
                <path className="brand-video__stroke" d="M15.5 9a4 4 0 0 1 0 6m2.5-8.5a7.5 7.5 0 0 1 0 11" />
              )}
            </Icon>
          </button>
        </div>
      </div>
    </section>
  );
}
