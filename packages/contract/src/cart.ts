import { z } from 'zod';
import { DocumentId } from './schema-parts';
import { PRODUCT_ID_MAX_LENGTH, Product } from './catalog';
import { CART_LIMITS, CART_MESSAGES } from './cart-rules';
export { CART_LIMITS, CART_MESSAGES } from './cart-rules';

const Quantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(CART_LIMITS.maxQuantityPerItem, CART_MESSAGES.tooMany);

export const AddToCartBody = z.object({
  productId: z.string().min(1).max(PRODUCT_ID_MAX_LENGTH),
  quantity: Quantity,
  /** Packs per unit chosen on the product page; the cart holds quantity × multiplier units. */
  multiplier: z.number().int().min(1).max(CART_LIMITS.maxMultiplier).optional().default(1),
  selectedWeight: z.string().max(40).optional(),
  selectedFragrance: z.string().max(40).optional(),
});
export type AddToCartBody = z.input<typeof AddToCartBody>;

/** PUT /cart/update-cart-item/:id takes the new quantity, either at the top level or inside `data`. */
export const UpdateCartItemBody = z.union([
  z.object({ quantity: Quantity }),
  z.object({ data: z.object({ quantity: Quantity }) }).transform((b) => b.data),
]);
export type UpdateCartItemBody = z.input<typeof UpdateCartItemBody>;

export const CartItemParams = z.object({ cartItemId: z.string().max(PRODUCT_ID_MAX_LENGTH) });

/**
 * The product inside a cart line (SPEC.md §3: _id, price, finalPrice, weight, fragrance, and what the cart page shows),
 * as the catalogue has it; its stock state (see PUBLIC_STOCK in catalog.ts) says whether a line above it can be ordered.
 */
export const CartProduct = Product.pick({
  _id: true,
  productName: true,
  name: true,
  price: true,
  finalPrice: true,
  offer: true,
  weight: true,
  fragrance: true,
  productImage: true,
  availability: true,
  inStock: true,
  unitsLeft: true,
});

export const CartItem = z.object({
  _id: DocumentId,
  productId: CartProduct,
  quantity: z.number().int(),
  selectedWeight: z.string(),
  selectedFragrance: z.string(),
});
export type CartItem = z.infer<typeof CartItem>;

export const CartItemResponse = z.object({ success: z.literal(true), message: z.string(), cartItem: CartItem });
export const CartResponse = z.object({ success: z.literal(true), cartItems: z.array(CartItem) });
/**
 * GET /cart/get-user-cart as the web app reads it: lenient about lines whose product has gone meanwhile, so they
 * can be dropped rather than fail the whole cart.
 */
export const CartWithGoneProducts = CartResponse.extend({
  cartItems: z.array(CartItem.extend({ productId: CartProduct.nullable().optional() })),
});
export const CartMessageResponse = z.object({ success: z.literal(true), message: z.string() });
