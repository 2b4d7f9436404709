/**
 * Product pictures: their size and the resized copies a staff upload is kept at. Nothing here needs the validation
 * library, so the storefront's first load can use it (catalog.ts re-exports it for everyone else).
 */

/** Every product image is drawn on a square canvas of this size, so pages can always reserve its space. */
export const PRODUCT_IMAGE_SIZE = { width: 800, height: 800 } as const;

/** How wide a product page's main picture shows (its `sizes`): the server preloads the copy it picks. */
export const PRODUCT_MAIN_IMAGE_SIZES = '(max-width: 800px) 100vw, 600px';

/** Widths (px) every uploaded product picture is also kept at, in AVIF and WebP, for the browser to choose from. */
export const RESPONSIVE_IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export const RESPONSIVE_IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ResponsiveImageFormat = (typeof RESPONSIVE_IMAGE_FORMATS)[number];

/** An uploaded picture's address: the base name the resized copies share, and the original's extension. */
const UPLOAD_IMAGE = /^(.*\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(?:jpg|png|webp)$/;

/** The name of a resized copy beside the original, e.g. uploads/<uuid>-w640.avif. */
export function responsiveImageName(base: string, width: number, format: ResponsiveImageFormat): string {
  return `${base}-w${width}.${format}`;
}

/**
 * The folders of the media folder whose SVG artwork (the hero, the products, the brand's pictures) also has raster copies at the same
 * widths, drawn at build time (apps/api/src/ops/build-artwork.ts): a browser draws an SVG on its main thread.
 */
export const ARTWORK_FOLDERS = ['hero', 'products', 'brand'] as const;
const ARTWORK_IMAGE = new RegExp(`^(.*/(?:${ARTWORK_FOLDERS.join('|')})/[\\w.-]+)\\.svg$`);

/** The raster copy of an artwork file: litter-rose.v1.svg at 640 px in AVIF is litter-rose.v1-w640.avif. */
export function artworkCopyName(file: string, width: number, format: ResponsiveImageFormat): string {
  return responsiveImageName(file.replace(/\.svg$/, ''), width, format);
}

/** One raster copy of a piece of artwork, where a single address is wanted (a video's poster). */
export function artworkCopyUrl(url: string, width: number, format: ResponsiveImageFormat): string {
  return url.replace(/\.svg$/, `-w${width}.${format}`);
}

/**
 * The `<source>`s of a picture that has resized copies (a staff upload, the shop's own artwork), best
 * format first; null for pictures that have none.
 */
export function responsiveSources(url: string): Array<{ type: `image/${ResponsiveImageFormat}`; srcSet: string }> | null {
  const base = UPLOAD_IMAGE.exec(url)?.[1] ?? ARTWORK_IMAGE.exec(url)?.[1];
  if (!base) return null;
  return RESPONSIVE_IMAGE_FORMATS.map((format) => ({
    type: `image/${format}` as const,
    srcSet: RESPONSIVE_IMAGE_WIDTHS.map((w) => `${responsiveImageName(base, w, format)} ${w}w`).join(', '),
  }));
}
