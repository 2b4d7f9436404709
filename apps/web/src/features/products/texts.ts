/** Words the spec fixes for products (SPEC.md §2, §8). */
export const PRODUCT_TEXT = {
  gridTitle: 'Cat Products',
  addToCart: 'Add To Cart',
  adding: 'Adding...',
  comingSoon: 'Coming Soon',
  soldOut: 'Sold Out',
  inStock: 'In stock, ready to ship',
  soldOutLine: 'Sold out: not available to order right now',
  onlyLeft: (n: number) => `Only ${n} left in stock, ready to ship`,
  arrivingSoon: 'Arriving soon: not available to order yet',
  fetchProductsFailed: 'Failed to fetch products',
  fetchProductFailed: 'Failed to fetch product',
  searchFailed: 'Search is not answering right now. Please try again.',
  addedToCart: 'Product added to cart successfully',
  addToCartFailed: 'Failed to add to cart',
  writeReview: 'Write a review',
} as const;
