import { ADMIN_LIMITS } from '@shop/contract/admin';
import { RESPONSIVE_IMAGE_FORMATS, RESPONSIVE_IMAGE_WIDTHS, type ResponsiveImageFormat } from '@shop/contract/catalog';
import sharp from 'sharp';

/** A resized copy of a picture: its width, format and bytes. */
export interface ImageVariant {
  width: number;
  format: ResponsiveImageFormat;
  bytes: Buffer;
}

/** A picture with more pixels than ADMIN_LIMITS.maxImagePixels: refused from its header, before it is decoded. */
export class TooManyPixelsError extends Error {}

/**
 * Makes the copies the storefront's srcset offers: every width of RESPONSIVE_IMAGE_WIDTHS in AVIF and WebP, turned
 * upright from the camera's orientation, never enlarged, without the original's metadata (location and the like).
 * Throws TooManyPixelsError for a picture over ADMIN_LIMITS.maxImagePixels, and any other error when the bytes
 * cannot be decoded as a picture.
 */
export async function makeResponsiveVariants(original: Buffer): Promise<ImageVariant[]> {
  // The header alone says how big the picture is; nothing is decoded before this check.
  const { width = 0, height = 0 } = await sharp(original, { limitInputPixels: false }).metadata();
  if (width * height > ADMIN_LIMITS.maxImagePixels) throw new TooManyPixelsError();
  const source = sharp(original, { limitInputPixels: ADMIN_LIMITS.maxImagePixels, failOn: 'error' }).rotate();
  const jobs = RESPONSIVE_IMAGE_WIDTHS.flatMap((width) =>
    RESPONSIVE_IMAGE_FORMATS.map(async (format) => {
      const resized = source.clone().resize({ width, withoutEnlargement: true });
      const bytes = await (format === 'avif' ? resized.avif({ quality: 50, effort: 4 }) : resized.webp({ quality: 75 })).toBuffer();
      return { width, format, bytes };
    }),
  );
  return Promise.all(jobs);
}
