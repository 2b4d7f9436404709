import { SIMILAR_PRODUCTS_LIMIT, publicStock, type Product, type ProductDetailResponse, type ProductRating } from '@shop/contract/catalog';
import { DEFAULT_LOCALE, type Locale } from '@shop/contract/locale';
import { paiseToRupees } from '@shop/pricing/money';
import { offerPercentOf } from '@shop/pricing/product';
import { taxableValuePaise } from '@shop/pricing/gst';
import { DELIVERY_CHARGE_PAISE } from '@shop/pricing/order';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { PublicCache } from '../../lib/public-cache';
import * as repo from './catalog.repository';

/** A product's rating from the count and sum its approved reviews keep on it (migration 0030): one decimal. */
export function ratingOf(row: { ratingCount: number; ratingSum: number }): ProductRating | null {
  return row.ratingCount > 0 ? { average: Math.round((row.ratingSum * 10) / row.ratingCount) / 10, count: row.ratingCount } : null;
}

/** A translated text, or null when it is missing (absent, empty or blank): the English is then shown in its place. */
const given = (text: string | null | undefined): string | null => (text && text.trim() ? text : null);

/**
 * A product row as the storefront sees it; image paths become URLs under `assetBaseUrl`. With a translation, its
 * words take the place of the English field by field; each field it leaves empty stays English.
 */
export function toStorefrontProduct(row: repo.ProductRow, assetBaseUrl: string, translation?: repo.ProductTranslationRow): Product {
  return {
    _id: row.id,
    slug: row.slug,
    productName: given(translation?.productName) ?? row.productName,
    name: given(translation?.name) ?? row.name,
    fragrance: row.fragrance,
    weight: row.weight,
    price: paiseToRupees(row.mrpPaise),
    finalPrice: paiseToRupees(row.sellingPricePaise),
    offer: offerPercentOf(row.mrpPaise, row.sellingPricePaise),
    productImage: row.images.map((image) => `${assetBaseUrl}/${image}`),
    availability: row.isAvailable,
    ...publicStock(row.stock),
    category: row.category,
    description: given(translation?.description) ?? row.description,
    highlights: translation?.highlights?.some((h) => given(h)) ? translation.highlights.filter((h) => given(h)) : row.highlights,
    rating: ratingOf(row),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A product with what selling it needs: the storefront view, prices in paise and the stock. */
export interface SaleableProduct {
  product: Product;
  mrpPaise: number;
  /** What a unit is charged: whole rupees, the finalPrice the storefront shows. */
  sellingPricePaise: number;
  /** For the tax invoice: HSN code and GST rate in basis points. */
  hsnCode: string;
  gstRateBp: number;
  stock: number;
}

/**
 * Reading the catalogue takes a language (English when not given): names, descriptions and highlights come in it,
 * field by field falling back to English; everything else is the same in every language.
 */
export interface CatalogService {
  listProducts(locale?: Locale): Promise<Product[]>;
  /**
   * A visible product as the storefront shows it: from the kept list when there is one (what a cart line displays
   * may trail a change by the moment its notice takes), else from the database. Never for pricing an order.
   */
  findListedProduct(id: string, locale?: Locale): Promise<Product | null>;
  getProductDetail(id: string, locale?: Locale): Promise<ProductDetailResponse>;
  /**
   * Visible products by id (hidden, missing or malformed ids are simply absent from the map); their words in `locale`
   * (English unless asked: what an order records is the English).
   */
  getSaleableProducts(ids: string[], tx?: DbOrTx, locale?: Locale): Promise<Map<string, SaleableProduct>>;
  /**
   * Takes the units out of stock inside the caller's transaction, in product-id order so concurrent orders
   * cannot deadlock. Returns the first product that has too few left (and how many it has), or null.
   */
  reserveStock(tx: DbOrTx, units: Array<{ productId: string; quantity: number }>): Promise<{ productId: string; available: number } | null>;
  /** The stock of these products, their rows locked until the caller's transaction ends. */
  lockStock(tx: DbOrTx, ids: readonly string[]): Promise<Map<string, number>>;
  /** Puts the units of a cancelled order back in stock. */
  releaseStock(tx: DbOrTx, units: Array<{ productId: string; quantity: number }>): Promise<void>;
  /** Products on sale with `threshold` units or fewer, fewest first. */
  lowStock(threshold: number, limit: number): Promise<Array<{ _id: string; name: string; weight: string; fragrance: string; stock: number; availability: boolean }>>;
}

/**
 * Builds the catalogue service; image paths become URLs under the public asset base. With a cache, what the
 * storefront reads (the list and each product's detail) is built once per change of the products; what selling
 * needs (prices and stock for a cart or an order) is always read from the database.
 */
export function createCatalogService(deps: { db: Db; assetBaseUrl: string; cache?: PublicCache }): CatalogService {
  const remember = <T>(key: string, build: () => Promise<T>): Promise<T> => (deps.cache ? deps.cache.get('products', key, build) : build());

  /** The rows as the storefront sees them in `locale`, their translations read in one query. */
  async function inLocale(rows: repo.ProductRow[], locale: Locale, db: DbOrTx = deps.db): Promise<Product[]> {
    const translations = await repo.translationsOf(db, locale, locale === DEFAULT_LOCALE ? [] : rows.map((r) => r.id));
    return rows.map((row) => toStorefrontProduct(row, deps.assetBaseUrl, translations.get(row.id)));
  }
  const toProduct = (row: repo.ProductRow): Product => toStorefrontProduct(row, deps.assetBaseUrl);

  async function buildDetail(id: string, locale: Locale): Promise<ProductDetailResponse> {
    const row = await repo.findVisibleProduct(deps.db, id);
    if (!row) throw new AppError('catalog.productNotFound');
    const [line, similar] = await Promise.all([
      repo.listLineProducts(deps.db, row.lineKey),
      repo.listSimilarProducts(deps.db, row, SIMILAR_PRODUCTS_LIMIT),
    ]);
    const [product, ...similarProducts] = await inLocale([row, ...similar], locale);
    return {
      product: product!,
      similarProducts,
      priceBreakup: {
        price: paiseToRupees(row.sellingPricePaise),
        gstRate: row.gstRateBp / 100,
        gstIncluded: paiseToRupees(row.sellingPricePaise - taxableValuePaise(row.sellingPricePaise, row.gstRateBp)),
        delivery: paiseToRupees(DELIVERY_CHARGE_PAISE),
      },
      variants: line.map((v) => {
        const p = toProduct(v);
        return { _id: p._id, weight: p.weight, fragrance: p.fragrance, availability: p.availability, inStock: p.inStock, unitsLeft: p.unitsLeft, finalPrice: p.finalPrice };
      }),
    };
  }

  return {
    listProducts(locale = DEFAULT_LOCALE) {
      return remember(`catalog:list:${locale}`, async () => inLocale(await repo.listVisibleProducts(deps.db), locale));
    },

    async findListedProduct(id, locale = DEFAULT_LOCALE) {
      const listed = deps.cache?.active ? (await this.listProducts(locale)).find((p) => p._id === id) : undefined;
      if (listed || !UUID.test(id)) return listed ?? null;
      const rows = await repo.findVisibleProductsByIds(deps.db, [id]);
      return (await inLocale(rows, locale))[0] ?? null;
    },

    async getSaleableProducts(ids, tx = deps.db, locale = DEFAULT_LOCALE) {
      const rows = await repo.findVisibleProductsByIds(tx, [...new Set(ids)].filter((id) => UUID.test(id)));
      const shown = new Map((await inLocale(rows, locale, tx)).map((p) => [p._id, p]));
      return new Map(rows.map((row) => [row.id, { product: shown.get(row.id) ?? toProduct(row), mrpPaise: row.mrpPaise, sellingPricePaise: row.sellingPricePaise, hsnCode: row.hsnCode, gstRateBp: row.gstRateBp, stock: row.stock }]));
    },

    async reserveStock(tx, units) {
      const totals = new Map<string, number>();
      for (const u of units) totals.set(u.productId, (totals.get(u.productId) ?? 0) + u.quantity);
      for (const productId of [...totals.keys()].sort()) {
        if (!(await repo.takeStock(tx, productId, totals.get(productId)!))) {
          return { productId, available: await repo.stockOf(tx, productId) };
        }
      }
      return null;
    },

    lockStock: (tx, ids) => repo.lockStock(tx, [...new Set(ids)].filter((id) => UUID.test(id))),

    async releaseStock(tx, units) {
      for (const u of [...units].sort((a, b) => a.productId.localeCompare(b.productId))) await repo.putBackStock(tx, u.productId, u.quantity);
    },

    async lowStock(threshold, limit) {
      const rows = await repo.listLowStock(deps.db, threshold, limit);
      return rows.map((r) => ({ _id: r.id, name: r.productName, weight: r.weight, fragrance: r.fragrance, stock: r.stock, availability: r.isAvailable }));
    },

    async getProductDetail(id, locale = DEFAULT_LOCALE) {
      // A malformed id cannot name a product: answer 404 without asking the database (nor keeping anything).
      if (!UUID.test(id)) throw new AppError('catalog.productNotFound');
      return remember(`catalog:detail:${locale}:${id.toLowerCase()}`, () => buildDetail(id, locale));
    },
  };
}
