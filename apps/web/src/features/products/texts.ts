/** Words the spec fixes for products (SPEC.md §2, §8). */
export const PRODUCT_TEXT = {
  gridTitle: 'Cat Products',
  addToCart: 'Add To Cart',
  adding: 'Adding...',
  comingSoon: 'Coming Soon',
  fetchProductsFailed: 'Failed to fetch products',
  fetchProductFailed: 'Failed to fetch product',
  addedToCart: 'Product added to cart successfully',
  addToCartFailed: 'Failed to add to cart',
} as const;
