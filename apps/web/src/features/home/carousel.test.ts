import { describe, expect, it } from 'vitest';
import { clampSlide, isAutoplaying, nextSlide, previousSlide } from './carousel';

describe('carousel stepping', () => {
  // [what it does, the step, [from, slides, expected] …]
  const cases: ReadonlyArray<[string, (index: number, count: number) => number, ReadonlyArray<readonly [number, number, number]>]> = [
    ['moves forward and loops from the last slide to the first', nextSlide, [[0, 3, 1], [1, 3, 2], [2, 3, 0]]],
    ['moves back and loops from the first slide to the last', previousSlide, [[2, 3, 1], [0, 3, 2]]],
    ['stays at 0 with one or no slides (forward)', nextSlide, [[0, 1, 0], [0, 0, 0]]],
    ['stays at 0 with no slides (back)', previousSlide, [[0, 0, 0]]],
    ['keeps a jump inside the slides', clampSlide, [[1, 3, 1], [7, 3, 2], [-2, 3, 0], [Number.NaN, 3, 0]]],
  ];

  it.each(cases)('%s', (_what, step, examples) => {
    for (const [from, count, expected] of examples) expect(step(from, count)).toBe(expected);
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
