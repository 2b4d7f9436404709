import type { NewProductRow } from '../modules/catalog/catalog.repository';
import type { NewCouponRow } from '../modules/coupons/coupons.repository';
import type { NewReviewRow } from '../modules/reviews/reviews.repository';

const LITTER_HIGHLIGHTS = [
  'Clumps firmly within seconds for easy scooping',
  'Locks in ammonia odour for up to 15 days',
  '99.5% dust free, gentle on paws and lungs',
  'Natural sodium bentonite mined and made in India',
];

const litterDescriptions: Record<string, string> = {
  Unscented:
    'Our purest litter: natural Indian sodium bentonite with nothing added. Ideal for sensitive cats and kittens, it forms tight clumps on contact and traps odour without perfume.',
  Lavender:
    'Natural sodium bentonite with a soft lavender note that keeps the litter corner calm and fresh. Firm clumps, low tracking and long-lasting odour control.',
  Rose:
    'Natural sodium bentonite finished with a light rose fragrance that cats tolerate well. Firm clumps, low dust and a fresh-smelling home for up to two weeks.',
};

interface LitterVariant {
  fragrance: 'Unscented' | 'Lavender' | 'Rose';
  kg: number;
  mrpPaise: number;
  /** Whole rupees; the offer % shown comes from the two. */
  sellingPricePaise: number;
  stock: number;
  available?: boolean;
}

const litter: LitterVariant[] = [
  { fragrance: 'Unscented', kg: 5, mrpPaise: 64900, sellingPricePaise: 54900, stock: 240 },
  { fragrance: 'Unscented', kg: 10, mrpPaise: 119900, sellingPricePaise: 94900, stock: 160 },
  { fragrance: 'Unscented', kg: 20, mrpPaise: 219900, sellingPricePaise: 164900, stock: 60 },
  { fragrance: 'Lavender', kg: 5, mrpPaise: 69900, sellingPricePaise: 58900, stock: 200 },
  { fragrance: 'Lavender', kg: 10, mrpPaise: 129900, sellingPricePaise: 102900, stock: 120 },
  { fragrance: 'Rose', kg: 5, mrpPaise: 69900, sellingPricePaise: 58900, stock: 180 },
  { fragrance: 'Rose', kg: 10, mrpPaise: 129900, sellingPricePaise: 102900, stock: 110 },
  { fragrance: 'Rose', kg: 20, mrpPaise: 239900, sellingPricePaise: 239900, stock: 0, available: false },
];

/** The catalogue a new shop starts with. Image paths are below the public asset base URL. */
export const SEED_PRODUCTS: NewProductRow[] = [
  ...litter.map((v, i): NewProductRow => {
    const key = v.fragrance.toLowerCase();
    return {
      slug: `bentonite-litter-${key}-${v.kg}kg`,
      productName: `Premium Bentonite Cat Litter - ${v.fragrance} ${v.kg} kg`,
      name: `${v.fragrance} Cat Litter`,
      lineKey: `bentonite-litter-${key}`,
      category: 'litter',
      // Bentonite granules: HSN 2508 10, GST 5% (docs/decisions/015-gst-invoices.md).
      hsnCode: '250810',
      gstRateBp: 500,
      fragrance: v.fragrance,
      weight: `${v.kg} kg`,
      mrpPaise: v.mrpPaise,
      sellingPricePaise: v.sellingPricePaise,
      images: [`products/litter-${key}.v1.svg`, 'products/litter-clumps.v1.svg'],
      isAvailable: v.available ?? true,
      stock: v.stock,
      description: litterDescriptions[v.fragrance] ?? '',
      highlights: LITTER_HIGHLIGHTS,
      sortOrder: i,
    };
  }),
  {
    slug: 'stainless-steel-litter-scoop',
    // Household article of stainless steel: HSN 7323 93.
    hsnCode: '732393',
    gstRateBp: 500,
    productName: 'Stainless Steel Litter Scoop',
    name: 'Litter Scoop',
    lineKey: 'litter-scoop',
    category: 'accessories',
    weight: '180 g',
    mrpPaise: 39900,
    sellingPricePaise: 35900,
    images: ['products/litter-scoop.v1.svg'],
    stock: 300,
    description:
      'A rust-proof scoop with slots sized for bentonite clumps: loose litter falls back, clumps stay on the blade. The rubber grip stays comfortable for daily cleaning.',
    highlights: ['Food-grade stainless steel', 'Slots sized for firm clumps', 'Hang-up loop on the handle'],
    sortOrder: 20,
  },
  {
    slug: 'honeycomb-litter-mat',
    // Article of plastics: HSN 3926 90.
    hsnCode: '392690',
    gstRateBp: 1800,
    productName: 'Honeycomb Litter Trapping Mat',
    name: 'Litter Mat',
    lineKey: 'litter-mat',
    category: 'accessories',
    weight: '60 x 45 cm',
    mrpPaise: 79900,
    sellingPricePaise: 59900,
    images: ['products/litter-mat.v1.svg'],
    stock: 90,
    description:
      'A double-layer mat that catches the granules your cat carries out of the box. Fold it open and pour the trapped litter back; rinse with water when needed.',
    highlights: ['Double-layer honeycomb', 'Waterproof base', 'Soft on paws'],
    sortOrder: 21,
  },
  {
    slug: 'compostable-litter-bags',
    // Sacks and bags of plastics: HSN 3923 29.
    hsnCode: '392329',
    gstRateBp: 1800,
    productName: 'Compostable Litter Disposal Bags (60)',
    name: 'Litter Bags',
    lineKey: 'litter-bags',
    category: 'care',
    weight: '60 bags',
    mrpPaise: 29900,
    sellingPricePaise: 27900,
    images: ['products/litter-bags.v1.svg'],
    stock: 400,
    description: 'Sturdy plant-based bags for scooped clumps, sized for a daily clean. Certified compostable and tie-handled.',
    highlights: ['Plant-based, compostable', 'Tie handles', 'Fits any scoop'],
    sortOrder: 22,
  },
  {
    slug: 'litter-deodoriser-powder',
    // Deodoriser: HSN 3307 49.
    hsnCode: '330749',
    gstRateBp: 1800,
    productName: 'Natural Litter Deodoriser Powder',
    name: 'Litter Deodoriser',
    lineKey: 'litter-deodoriser',
    category: 'care',
    weight: '500 g',
    mrpPaise: 34900,
    sellingPricePaise: 34900,
    images: ['products/litter-deodoriser.v1.svg'],
    stock: 150,
    description:
      'A fragrance-free blend of activated charcoal and baking soda. Sprinkle a spoonful over fresh litter to stretch the time between full changes.',
    highlights: ['Activated charcoal and baking soda', 'Fragrance free', 'Safe for kittens'],
    sortOrder: 23,
  },
  {
    slug: 'covered-litter-box',
    // Household article of plastics: HSN 3924 90.
    hsnCode: '392490',
    gstRateBp: 1800,
    productName: 'Covered Litter Box with Carbon Filter',
    name: 'Covered Litter Box',
    lineKey: 'covered-litter-box',
    category: 'accessories',
    weight: '2.4 kg',
    mrpPaise: 249900,
    sellingPricePaise: 224900,
    images: ['products/litter-box.v1.svg'],
    isAvailable: false,
    stock: 0,
    description:
      'A roomy hooded box with a swing door and a replaceable carbon filter in the lid. Arriving soon in our shop.',
    highlights: ['Swing door and carbon filter', 'Wide entry for large cats', 'Lift-off hood for cleaning'],
    sortOrder: 24,
  },
];

const day = 24 * 60 * 60 * 1000;
const SEED_NOW = Date.UTC(2026, 9, 1);
const at = (daysAgo: number) => new Date(SEED_NOW - daysAgo * day);

/** Reviews a new shop starts with: mostly approved, some still waiting for moderation, one rejected. */
export const SEED_REVIEWS: NewReviewRow[] = [
  { name: 'Ananya Iyer', location: 'Bengaluru', rating: 5, status: 'approved', createdAt: at(2), message: 'We switched from a silica litter and the difference is huge. The clumps are firm, the scooping takes a minute and our flat does not smell at all, even with two cats.' },
  { name: 'Rohan Mehta', location: 'Mumbai', rating: 5, status: 'approved', createdAt: at(4), message: 'Lavender is lovely without being overpowering. Mochi took to it on the first day.' },
  { name: 'Priya Nair', location: 'Kochi', rating: 4, status: 'approved', createdAt: at(6), message: 'Very little dust compared to the imported brand we used earlier. Delivery to Kochi took four days, which was fine.' },
  { name: 'Arjun Singh', location: 'Delhi', rating: 5, status: 'approved', createdAt: at(9), message: 'Ten kilo bag lasts our single cat almost five weeks. Great value for the quality and it is made in India.' },
  { name: 'Sneha Kulkarni', location: 'Pune', rating: 5, status: 'approved', createdAt: at(12), message: 'Our vet suggested an unscented litter for our kitten and this one is perfect. No tracking all over the house either.' },
  { name: 'Farhan Qureshi', location: 'Hyderabad', rating: 4, status: 'approved', createdAt: at(15), message: 'Rose fragrance is subtle and pleasant. Clumping is excellent; I only wish the bag had a zip lock.' },
  { name: 'Meera Pillai', location: 'Chennai', rating: 5, status: 'approved', createdAt: at(19), message: 'Third order now. Consistent quality every time and the customer care team answered my question on WhatsApp within an hour.' },
  { name: 'Kabir Das', location: 'Kolkata', rating: 5, status: 'approved', createdAt: at(23), message: 'Absorbs everything and the smell stays locked in. Our indie cat Biscuit approves.' },
  { name: 'Ishita Sharma', location: 'Jaipur', rating: 4, status: 'approved', createdAt: at(28), message: 'Good clumping and very low dust. Took my picky Persian two days to accept the change, now she is happy.' },
  { name: 'Vikram Rao', location: 'Mysuru', rating: 5, status: 'approved', createdAt: at(33), message: 'The litter mat and the scoop are worth adding to the order. Cleaning the box is now a quick morning habit.' },
  { name: 'Nandini Ghosh', location: 'Guwahati', rating: 5, status: 'approved', createdAt: at(40), message: 'Delivered to Guwahati safely and quickly. The unscented litter has no chemical smell at all, which I really like.' },
  { name: 'Aditya Joshi', location: 'Ahmedabad', rating: 4, status: 'approved', createdAt: at(47), message: 'Solid product. Clumps hold together when scooping and nothing sticks to the bottom of the tray.' },
  { name: 'Tanvi Bhat', location: 'Mangaluru', rating: 5, status: 'pending', createdAt: at(1), message: 'Just received my second bag. Waiting to see how long it lasts this time, so far excellent.' },
  { name: 'Siddharth Menon', location: 'Thiruvananthapuram', rating: 3, status: 'pending', createdAt: at(1), message: 'Good litter but the courier box was a bit damaged on arrival. The bag itself was fine.' },
  { name: 'Spam Account', location: 'Nowhere', rating: 1, status: 'rejected', createdAt: at(3), message: 'Buy followers cheap at a website that has nothing to do with cats.' },
];

/** Which product each seeded review is about (by slug), so a new shop's products show ratings; the rest are of the shop. */
export const SEED_REVIEW_PRODUCTS: Readonly<Record<string, string>> = {
  'Ananya Iyer': 'bentonite-litter-unscented-10kg',
  'Rohan Mehta': 'bentonite-litter-lavender-5kg',
  'Priya Nair': 'bentonite-litter-unscented-5kg',
  'Arjun Singh': 'bentonite-litter-unscented-10kg',
  'Sneha Kulkarni': 'bentonite-litter-unscented-5kg',
  'Farhan Qureshi': 'bentonite-litter-rose-5kg',
  'Kabir Das': 'bentonite-litter-lavender-10kg',
  'Ishita Sharma': 'bentonite-litter-unscented-5kg',
  'Vikram Rao': 'honeycomb-litter-mat',
  'Nandini Ghosh': 'bentonite-litter-unscented-10kg',
  'Aditya Joshi': 'bentonite-litter-rose-10kg',
  'Tanvi Bhat': 'bentonite-litter-lavender-5kg',
  'Siddharth Menon': 'bentonite-litter-rose-5kg',
};

/** The coupons a new shop starts with (money in paise). */
export const SEED_COUPONS: NewCouponRow[] = [
  {
    code: 'FIRSTFREE',
    type: 'free_order',
    description: 'Your first order is on us, up to ₹1,000',
    maxDiscountPaise: 100000,
    notValidForCod: true,
    usageLimitPerUser: 1,
  },
  {
    code: 'BUY2GET1',
    type: 'buyXgetY',
    description: 'Buy any 2, get the cheapest one free',
    buyQuantity: 2,
    getQuantity: 1,
    notValidForCod: true,
  },
  {
    code: 'PURR100',
    type: 'flat',
    description: '₹100 off orders of ₹999 or more',
    discountAmountPaise: 10000,
    minOrderAmountPaise: 99900,
  },
  {
    code: 'CLUMP10',
    type: 'percentage',
    description: '10% off orders of ₹500 or more',
    discountPercent: 10,
    minOrderAmountPaise: 50000,
  },
  {
    code: 'LOYALTY6',
    type: 'loyalty',
    description: 'A free product after every 6 delivered orders',
    afterOrders: 6,
    notValidForCod: true,
  },
];
