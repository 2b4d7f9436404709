import { ARTWORK_FOLDERS, RESPONSIVE_IMAGE_FORMATS, RESPONSIVE_IMAGE_WIDTHS } from '@shop/contract/images';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { buildArtwork } from './build-artwork';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><rect width="800" height="800" fill="#5b3f8c"/><circle cx="400" cy="400" r="200" fill="#f7f2ea"/></svg>';
let media: string;

afterEach(() => rm(media, { recursive: true, force: true }));

async function mediaWith(files: Record<string, string>): Promise<string> {
  media = await mkdtemp(path.join(tmpdir(), 'shop-artwork-'));
  for (const folder of ARTWORK_FOLDERS) await mkdir(path.join(media, folder));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(media, name), text);
  return media;
}

// Drawing sixteen pictures takes a few seconds on a busy machine.
describe('raster copies of the shop’s artwork', { timeout: 60_000 }, () => {
  it('draws every width in AVIF and WebP beside each SVG, at the width it is named for', async () => {
    await mediaWith({ 'products/litter-test.v1.svg': SVG });
    expect(await buildArtwork(media)).toBe(RESPONSIVE_IMAGE_WIDTHS.length * RESPONSIVE_IMAGE_FORMATS.length);
    const files = (await readdir(path.join(media, 'products'))).sort();
    expect(files).toContain('litter-test.v1-w640.avif');
    expect(files).toContain('litter-test.v1-w1280.webp');
    const copy = await sharp(path.join(media, 'products', 'litter-test.v1-w960.webp')).metadata();
    expect([copy.format, copy.width, copy.height]).toEqual(['webp', 960, 960]);
    expect((await sharp(path.join(media, 'products', 'litter-test.v1-w320.avif')).metadata()).format).toBe('heif');
  });

  it('keeps copies newer than their SVG and draws again those of an SVG that changed', async () => {
    await mediaWith({ 'hero/hero-test.v1.svg': SVG });
    await buildArtwork(media);
    expect(await buildArtwork(media)).toBe(0);
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(media, 'hero', 'hero-test.v1.svg'), later, later);
    expect(await buildArtwork(media)).toBe(RESPONSIVE_IMAGE_WIDTHS.length * RESPONSIVE_IMAGE_FORMATS.length);
  });
});
