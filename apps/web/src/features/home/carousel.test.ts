import { describe, expect, it } from 'vitest';
import { clampSlide, isAutoplaying, nextSlide, previousSlide } from './carousel';

describe('carousel stepping', () => {
  it('moves forward and loops from the last slide to the first', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(1, 3)).toBe(2);
    expect(nextSlide(2, 3)).toBe(0);
  });

  it('moves back and loops from the first slide to the last', () => {
    expect(previousSlide(2, 3)).toBe(1);
    expect(previousSlide(0, 3)).toBe(2);
  });

  it('stays at 0 with one or no slides', () => {
    expect(nextSlide(0, 1)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
    expect(previousSlide(0, 0)).toBe(0);
  });

  it('keeps a jump inside the slides', () => {
    expect(clampSlide(1, 3)).toBe(1);
    expect(clampSlide(7, 3)).toBe(2);
    expect(clampSlide(-2, 3)).toBe(0);
    expect(clampSlide(Number.NaN, 3)).toBe(0);
  });
});

describe('isAutoplaying', () => {
  const free = { hovered: false, focused: false, pausedByUser: false, reducedMotion: false, hidden: false };

  it('plays when nothing holds it and there is more than one slide', () => {
    expect(isAutoplaying(free, 3)).toBe(true);
    expect(isAutoplaying(free, 1)).toBe(false);
  });

  it('pauses on hover, keyboard focus, the pause button, reduced motion and a hidden tab', () => {
    for (const hold of ['hovered', 'focused', 'pausedByUser', 'reducedMotion', 'hidden'] as const) {
      expect(isAutoplaying({ ...free, [hold]: true }, 3)).toBe(false);
    }
  });
});
