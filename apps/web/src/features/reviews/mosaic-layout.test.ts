import { describe, expect, it } from 'vitest';
import { mosaicTileSizes, planMosaicRows } from './mosaic-layout';

const COLUMNS: Record<string, number> = { normal: 1, wide: 2, full: 3 };

describe('planMosaicRows', () => {
  it('covers every tile with rows of two or three', () => {
    for (let n = 2; n <= 60; n += 1) {
      const rows = planMosaicRows(n);
      expect(rows.reduce((a, b) => a + b, 0)).toBe(n);
      expect(rows.every((r) => r === 2 || r === 3)).toBe(true);
    }
  });

  it('alternates rows of two and three where it can', () => {
    expect(planMosaicRows(5)).toEqual([2, 3]);
    expect(planMosaicRows(10)).toEqual([2, 3, 2, 3]);
    expect(planMosaicRows(6)).toEqual([2, 2, 2]);
    expect(planMosaicRows(7)).toEqual([2, 3, 2]);
  });

  it('handles none and one', () => {
    expect(planMosaicRows(0)).toEqual([]);
    expect(planMosaicRows(1)).toEqual([1]);
  });
});

describe('mosaicTileSizes', () => {
  it('fills three columns in every row, so the grid has no holes', () => {
    for (let n = 1; n <= 40; n += 1) {
      const sizes = mosaicTileSizes(n);
      expect(sizes).toHaveLength(n);
      const cells = sizes.reduce((sum, s) => sum + COLUMNS[s]!, 0);
      expect(cells % 3).toBe(0);
    }
  });

  it('switches the wide tile from left to right between rows of two', () => {
    expect(mosaicTileSizes(6)).toEqual(['wide', 'normal', 'normal', 'wide', 'wide', 'normal']);
    expect(mosaicTileSizes(1)).toEqual(['full']);
  });
});
