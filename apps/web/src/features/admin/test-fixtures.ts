import type { AdminProduct } from '@shop/contract/admin';

/** A product as the console's API sends it, for the catalogue forms' tests. */
export const LAVENDER_PRODUCT: AdminProduct = {
  _id: 'p1',
  slug: 'bentonite-litter-lavender-5kg',
  productName: 'Premium Bentonite Cat Litter - Lavender 5 kg',
  name: 'Lavender Cat Litter',
  lineKey: 'bentonite-litter-lavender',
  category: 'litter',
  fragrance: 'Lavender',
  weight: '5 kg',
  price: 699,
  offer: 15,
  finalPrice: 594,
  images: [{ path: 'products/a.png', url: '/media/products/a.png' }],
  availability: true,
  hidden: false,
  stock: 200,
  description: 'Soft lavender.',
  highlights: ['Clumps fast', 'Low dust'],
  sortOrder: 3,
  hsnCode: '250810',
  gstRate: 5,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
