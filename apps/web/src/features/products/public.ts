/**
 * The catalogue as other features build on it: the call that loads the shop's products into the products area
 * (state.products.products), e.g. for a review to name the product it is about. Everything else in features/products
 * is the catalogue's own.
 */
export { fetchProducts } from './store';
