export type MosaicTileSize = 'normal' | 'wide' | 'full';

/**
 * Splits `count` tiles into rows of a three-column mosaic so that every row is full: rows of two (one wide tile
 * spanning two columns plus one normal tile) alternate with rows of three normal tiles, and no row is left with a
 * single tile unless there is only one tile in all.
 */
export function planMosaicRows(count: number): number[] {
  const n = Math.max(0, Math.floor(count));
  if (n === 0) return [];
  if (n === 1) return [1];
  const rows: number[] = [];
  let remaining = n;
  let next = 2;
  while (remaining > 0) {
    let size = Math.min(next, remaining);
    // Never leave one tile for a row of its own.
    if (remaining - size === 1) size = size === 2 ? 3 : 2;
    rows.push(size);
    remaining -= size;
    next = size === 2 ? 3 : 2;
  }
  return rows;
}

/** The size of each tile, in order: in rows of two the wide tile switches sides from one such row to the next. */
export function mosaicTileSizes(count: number): MosaicTileSize[] {
  const sizes: MosaicTileSize[] = [];
  let pairs = 0;
  for (const row of planMosaicRows(count)) {
    if (row === 1) sizes.push('full');
    else if (row === 2) {
      sizes.push(...(pairs % 2 === 0 ? (['wide', 'normal'] as const) : (['normal', 'wide'] as const)));
      pairs += 1;
    } else sizes.push(...Array.from({ length: row }, () => 'normal' as const));
  }
  return sizes;
}
