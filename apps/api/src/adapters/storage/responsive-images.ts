import { RESPONSIVE_IMAGE_FORMATS, RESPONSIVE_IMAGE_WIDTHS, type ResponsiveImageFormat } from '@shop/contract/catalog';
import sharp from 'sharp';

/** A resized copy of a picture: its width, format and bytes. */
export interface ImageVariant {
  width: number;
  format: ResponsiveImageFormat;
  bytes: Buffer;
}

/** Pictures larger than this are refused before decoding (a decompression bomb costs memory, not upload size). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Makes the copies the storefront's srcset offers: every width of RESPONSIVE_IMAGE_WIDTHS in AVIF and WebP, turned
 * upright from the camera's orientation, never enlarged, without the original's metadata (location and the like).
 * Throws when the bytes cannot be decoded as a picture.
 */
export async function makeResponsiveVariants(original: Buffer): Promise<ImageVariant[]> {
  const source = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  await source.metadata();
  const jobs = RESPONSIVE_IMAGE_WIDTHS.flatMap((width) =>
    RESPONSIVE_IMAGE_FORMATS.map(async (format) => {
      const resized = source.clone().resize({ width, withoutEnlargement: true });
      const bytes = await (format === 'avif' ? resized.avif({ quality: 50, effort: 4 }) : resized.webp({ quality: 75 })).toBuffer();
      return { width, format, bytes };
    }),
  );
  return Promise.all(jobs);
}
