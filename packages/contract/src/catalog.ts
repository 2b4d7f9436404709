import { z } from 'zod';

/** Every product image is drawn on a square canvas of this size, so pages can always reserve its space. */
export const PRODUCT_IMAGE_SIZE = { width: 800, height: 800 } as const;
/** How many similar products the product detail returns at most. */
export const SIMILAR_PRODUCTS_LIMIT = 4;
/** Longest product id the API will even look up (UUIDs are 36 characters). */
export const PRODUCT_ID_MAX_LENGTH = 64;

export const PRODUCT_CATEGORIES = ['litter', 'accessories', 'care'] as const;
export const ProductCategory = z.enum(PRODUCT_CATEGORIES);
export type ProductCategory = z.infer<typeof ProductCategory>;

export const FRAGRANCES = ['Unscented', 'Lavender', 'Rose'] as const;

/** A product as the storefront sees it. Money is in rupees here; the database keeps paise. */
export const Product = z.object({
  _id: z.string(),
  slug: z.string(),
  productName: z.string(),
  name: z.string(),
  fragrance: z.string(),
  weight: z.string(),
  price: z.number().nonnegative(),
  finalPrice: z.number().nonnegative(),
  offer: z.number().int().min(0).max(100),
  productImage: z.array(z.string()),
  availability: z.boolean(),
  category: ProductCategory,
  description: z.string(),
  highlights: z.array(z.string()),
});
export type Product = z.infer<typeof Product>;

export const ProductListResponse = z.object({ products: z.array(Product) });
export type ProductListResponse = z.infer<typeof ProductListResponse>;

/** Other sizes or scents of the same product line, for the variant picker. */
export const ProductVariant = Product.pick({ _id: true, weight: true, fragrance: true, availability: true, finalPrice: true });
export type ProductVariant = z.infer<typeof ProductVariant>;

export const ProductDetailResponse = z.object({
  product: Product,
  similarProducts: z.array(Product),
  variants: z.array(ProductVariant),
});
export type ProductDetailResponse = z.infer<typeof ProductDetailResponse>;

export const ProductIdParams = z.object({ id: z.string().max(PRODUCT_ID_MAX_LENGTH) });

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
 * The `<source>`s of a picture that has resized copies (a staff upload), best format first; null for pictures that
 * have none (the shop's own artwork, drawn as SVG at any size).
 */
export function responsiveSources(url: string): Array<{ type: `image/${ResponsiveImageFormat}`; srcSet: string }> | null {
  const base = UPLOAD_IMAGE.exec(url)?.[1];
  if (!base) return null;
  return RESPONSIVE_IMAGE_FORMATS.map((format) => ({
    type: `image/${format}` as const,
    srcSet: RESPONSIVE_IMAGE_WIDTHS.map((w) => `${responsiveImageName(base, w, format)} ${w}w`).join(', '),
  }));
}
