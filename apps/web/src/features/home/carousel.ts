/** Pure stepping rules of the home hero carousel: it loops forever in both directions. */

/** The slide after `index`, wrapping from the last back to the first. */
export function nextSlide(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index + 1) % count;
}

/** The slide before `index`, wrapping from the first to the last. */
export function previousSlide(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index - 1 + count) % count;
}

/** A slide index requested from outside (a paw button), kept inside 0..count-1. */
export function clampSlide(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

/** Why autoplay may be held: any one reason pauses it. */
export interface AutoplayHolds {
  hovered: boolean;
  focused: boolean;
  /** The visitor pressed the pause button. */
  pausedByUser: boolean;
  /** The visitor asked the system for reduced motion. */
  reducedMotion: boolean;
  /** The tab is in the background. */
  hidden: boolean;
}

/** Whether the carousel should advance by itself right now. */
export function isAutoplaying(holds: AutoplayHolds, count: number): boolean {
  return count > 1 && !holds.hovered && !holds.focused && !holds.pausedByUser && !holds.reducedMotion && !holds.hidden;
}
