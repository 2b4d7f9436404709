import { z } from 'zod';
import { CART_LIMITS } from './cart-rules';
import { DocumentId, Rupees } from './schema-parts';
export { PRODUCT_IMAGE_SIZE, RESPONSIVE_IMAGE_FORMATS, RESPONSIVE_IMAGE_WIDTHS, responsiveImageName, responsiveSources, type ResponsiveImageFormat } from './images';

/** How many similar products the product detail returns at most. */
export const SIMILAR_PRODUCTS_LIMIT = 4;
/** Longest product id the API will even look up (UUIDs are 36 characters). */
export const PRODUCT_ID_MAX_LENGTH = 64;

export const PRODUCT_CATEGORIES = ['litter', 'accessories', 'care'] as const;
export const ProductCategory = z.enum(PRODUCT_CATEGORIES);
export type ProductCategory = z.infer<typeof ProductCategory>;

export const FRAGRANCES = ['Unscented', 'Lavender', 'Rose'] as const;

/**
 * What the storefront is told of a product's stock: whether any is left, and how many once few are (at most this
 * many, the most one cart can hold of a product, so a cart line above the stock is always known). A larger stock
 * is never published. Migration 0018's trigger announces a change of this state only, in step with this number.
 */
export const PUBLIC_STOCK = { lowUnits: CART_LIMITS.maxQuantityPerItem } as const;

/** The published stock state of `stock` units (see PUBLIC_STOCK). */
export function publicStock(stock: number): { inStock: boolean; unitsLeft: number | null } {
  const units = Math.max(0, stock);
  return { inStock: units > 0, unitsLeft: units <= PUBLIC_STOCK.lowUnits ? units : null };
}

/** Average stars (one decimal) and how many approved reviews they come from. */
export const ProductRating = z.object({ average: z.number().min(0).max(5), count: z.number().int().nonnegative() });
export type ProductRating = z.infer<typeof ProductRating>;

/** A product as the storefront sees it. Money is in rupees here; the database keeps paise. */
export const Product = z.object({
  _id: DocumentId,
  slug: z.string(),
  productName: z.string(),
  name: z.string(),
  fragrance: z.string(),
  weight: z.string(),
  price: Rupees,
  finalPrice: Rupees,
  offer: z.number().int().min(0).max(100),
  productImage: z.array(z.string()),
  availability: z.boolean(),
  /** Whether any is in stock now (beside `availability`: falsy availability still means coming soon). */
  inStock: z.boolean(),
  /** Units left once few are (see PUBLIC_STOCK), else null: the stock itself is not published. */
  unitsLeft: z.number().int().nonnegative().nullable(),
  category: ProductCategory,
  description: z.string(),
  highlights: z.array(z.string()),
  /** From approved reviews; null while it has none. */
  rating: ProductRating.nullable(),
});
export type Product = z.infer<typeof Product>;

export const ProductListResponse = z.object({ products: z.array(Product) });
export type ProductListResponse = z.infer<typeof ProductListResponse>;

/** Other sizes or scents of the same product line, for the variant picker. */
export const ProductVariant = Product.pick({ _id: true, weight: true, fragrance: true, availability: true, inStock: true, unitsLeft: true, finalPrice: true });
export type ProductVariant = z.infer<typeof ProductVariant>;

/**
 * The price broken up before the customer pays (Consumer Protection (E-Commerce) Rules 2020): the price, the GST it
 * includes at the product's rate, and delivery. A Cash on Delivery fee, when staff set one, comes from the payment
 * terms, as it depends on the order's amount.
 */
export const PriceBreakup = z.object({
  /** Rupees, GST included. */
  price: Rupees,
  /** The product's GST rate, in per cent. */
  gstRate: z.number().nonnegative(),
  /** Rupees of GST within the price. */
  gstIncluded: Rupees,
  /** Rupees for delivery (0: free). */
  delivery: Rupees,
});
export type PriceBreakup = z.infer<typeof PriceBreakup>;

export const ProductDetailResponse = z.object({
  product: Product,
  similarProducts: z.array(Product),
  variants: z.array(ProductVariant),
  /** Absent from answers cached before it existed. */
  priceBreakup: PriceBreakup.optional(),
});
export type ProductDetailResponse = z.infer<typeof ProductDetailResponse>;

export const ProductIdParams = z.object({ id: z.string().max(PRODUCT_ID_MAX_LENGTH) });

