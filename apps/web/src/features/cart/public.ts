/**
 * The cart as state other features build on: its lines and their types, and the calls that change them. Light enough
 * for every page's first load (the header's badge needs the cart there anyway); what a page showing the bag needs is
 * in public-bag.ts, which brings the pricing package with it. Everything else in features/cart is the cart's own.
 */
export { addToCart, fetchCart, type AddToCartRequest, type CartItem, type CartLineProduct } from './cart-slice';
