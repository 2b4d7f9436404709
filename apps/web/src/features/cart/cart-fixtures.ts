/** A line of the bag as GET /cart/get-user-cart sends it, for tests: 2 × Rose 5 kg. */
export const ROSE_CART_ITEM = {
  _id: 'c1',
  quantity: 2,
  selectedWeight: '5 kg',
  selectedFragrance: 'Rose',
  productId: { _id: 'p1', productName: 'Rose 5 kg', name: 'Rose', price: 699, finalPrice: 594.15, offer: 15, weight: '5 kg', fragrance: 'Rose', productImage: [], availability: true, inStock: true, unitsLeft: null },
};
