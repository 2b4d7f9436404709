/**
 * What the cart lets other features use: its lines and their types, the calls that change them, its price and
 * stock helpers and the fresh bag. Everything else in features/cart stays the cart's own.
 */
export { addToCart, CART_ERROR_TEXT, fetchCart, type AddToCartRequest, type CartItem, type CartLineProduct } from './cart-slice';
export { priceCart, pricingInputOf, unitCount } from './cart-pricing';
export { cartBlockedByStock, lineStock, lineStockText, STOCK_TEXT, type LineStock } from './cart-stock';
export { useFreshCart, type FreshCart } from './use-fresh-cart';
