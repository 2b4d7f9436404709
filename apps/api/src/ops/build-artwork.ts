// Makes the raster copies of the shop's own artwork (`node --import tsx apps/api/src/ops/build-artwork.ts`, run by
// scripts/build-web.mjs): every width of RESPONSIVE_IMAGE_WIDTHS in AVIF and WebP beside each SVG of the hero and the
// products, as a staff upload has. A browser draws an SVG picture on its main thread (about 50 ms each on a budget
// phone); it decodes AVIF and WebP off it. A copy newer than its SVG is kept.
import { ARTWORK_FOLDERS, artworkCopyName, RESPONSIVE_IMAGE_FORMATS, RESPONSIVE_IMAGE_WIDTHS, type ResponsiveImageFormat } from '@shop/contract/images';
import { readdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** apps/api/media, which the shop serves at /media (app.ts). */
const MEDIA_DIR = path.join(import.meta.dirname, '..', '..', 'media');

async function isFresh(copy: string, sourceMtimeMs: number): Promise<boolean> {
  try {
    return (await stat(copy)).mtimeMs >= sourceMtimeMs;
  } catch {
    return false;
  }
}

/** Draws one copy: the SVG rendered straight at the copy's width (vector art loses nothing when drawn larger). */
async function drawCopy(svg: string, intrinsicWidth: number, width: number, format: ResponsiveImageFormat, copy: string): Promise<void> {
  const drawn = sharp(svg, { density: (72 * width) / intrinsicWidth }).resize({ width });
  const bytes = await (format === 'avif' ? drawn.avif({ quality: 55, effort: 2 }) : drawn.webp({ quality: 80 })).toBuffer();
  // Written aside, then moved into place: a server reading the folder never sees half a file.
  await writeFile(`${copy}.tmp`, bytes);
  await rename(`${copy}.tmp`, copy);
}

/** Writes the missing or stale copies; returns how many it wrote. */
export async function buildArtwork(mediaDir = MEDIA_DIR): Promise<number> {
  let written = 0;
  for (const folder of ARTWORK_FOLDERS) {
    const dir = path.join(mediaDir, folder);
    for (const file of (await readdir(dir)).filter((f) => f.endsWith('.svg'))) {
      const svg = path.join(dir, file);
      const { mtimeMs } = await stat(svg);
      const { width: intrinsicWidth = 800 } = await sharp(svg).metadata();
      const jobs = RESPONSIVE_IMAGE_WIDTHS.flatMap((width) =>
        RESPONSIVE_IMAGE_FORMATS.map(async (format) => {
          const copy = path.join(dir, artworkCopyName(file, width, format));
          if (await isFresh(copy, mtimeMs)) return 0;
          await drawCopy(svg, intrinsicWidth, width, format, copy);
          return 1;
        }),
      );
      written += (await Promise.all(jobs)).reduce<number>((a, b) => a + b, 0);
    }
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const written = await buildArtwork();
  if (written > 0) console.info(`Drew ${written} raster copies of the shop's artwork.`);
}
