/** The bag as the checkout shows it: fetched fresh when the page opens, priced as the server charges, checked against stock. */
export { priceCart, unitCount } from './cart-pricing';
export { cartBlockedByStock, STOCK_TEXTS, type LineStock } from './cart-stock';
export { useFreshCart, type FreshCart } from './use-fresh-cart';
