import { ADMIN_LIMITS, type AdminProduct, type ProductInput, type ProductPatch } from '@shop/contract/admin';
import { TRANSLATED_LOCALES, type AdminProductTranslationsResponse, type ProductTranslation, type TranslatedLocale } from '@shop/contract/translations';
import type { z } from 'zod';
import type { ProductTranslationInput } from '@shop/contract/translations';
import { basisPointsToPercent, DEFAULT_TAX_BY_CATEGORY, percentToBasisPoints } from '@shop/contract/invoices';
import { paiseToRupees, rupeesToPaise } from '@shop/pricing/money';
import { offerPercentOf, sellingPriceForOffer } from '@shop/pricing/product';
import type { AdapterLogger } from '../../adapters/logger';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Db, DbOrTx } from '../../db/client';
import { refusingTaken } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { changedFields } from '../../audit/audit-diff';
import { recordAudit, type Actor, type AuditEntry } from '../../audit/audit.service';
import * as repo from './catalog.repository';
import { detectImageType } from '../../lib/image-type';
import { makeResponsiveVariants, TooManyPixelsError, type ImageVariant } from '../../adapters/storage/responsive-images';
import { pick } from '../../lib/pick';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CatalogAdminService {
  /** Every product, hidden ones included, in shop order. */
  listProducts(): Promise<AdminProduct[]>;
  getProduct(id: string): Promise<AdminProduct>;
  /** Adds a product (with no images yet); 409 when the slug is taken. */
  createProduct(input: ProductInput, actor: Actor): Promise<AdminProduct>;
  /**
   * Changes the fields sent; a patch that changes nothing writes nothing. Hiding is `{ hidden: true }`. A new
   * `stock` needs `expectedStock` and is refused (409) when the stock is no longer what staff saw.
   */
  updateProduct(id: string, patch: ProductPatch, actor: Actor): Promise<AdminProduct>;
  /** Adds or takes away units from the stock as it is now (a sale meanwhile is kept), audited with its note. */
  adjustStock(id: string, delta: number, note: string | undefined, actor: Actor): Promise<AdminProduct>;
  /** Stores an uploaded image (its bytes must really be JPEG, PNG or WebP) and appends it to the product's images. */
  addImage(id: string, bytes: Buffer, actor: Actor): Promise<AdminProduct>;
  /** Takes the image at `index` off the product, and deletes the file when it was an upload. */
  removeImage(id: string, index: number, actor: Actor): Promise<AdminProduct>;
  /** Puts the product's images in a new order: the same paths, each once. */
  reorderImages(id: string, images: string[], actor: Actor): Promise<AdminProduct>;
  /** The product's English words beside each other language's (hidden products too). */
  getTranslations(id: string): Promise<Omit<AdminProductTranslationsResponse, 'success'>>;
  /**
   * Saves a product's words in one language, made from version `expectedVersion` (0: none were stored); refused (409)
   * when someone saved another version meanwhile. An empty field shows the English in its place.
   */
  saveTranslation(id: string, locale: TranslatedLocale, input: z.output<typeof ProductTranslationInput>, actor: Actor): Promise<Omit<AdminProductTranslationsResponse, 'success'>>;
}

interface CatalogAdminDeps {
  db: Db;
  storage: FileStorage;
  assetBaseUrl: string;
  now: () => Date;
  log: AdapterLogger;
}

type EditableFields = Omit<ProductInput, 'offer' | 'finalPrice'> & { finalPrice: number; hsnCode: string; gstRate: number };

/** The product fields staff edit, in the console's terms (rupees, API names); the offer % is shown from the prices. */
function editableFields(row: repo.ProductRow): EditableFields {
  return {
    ...pick(row, 'slug', 'productName', 'name', 'lineKey', 'category'),
    fragrance: row.fragrance as ProductInput['fragrance'],
    weight: row.weight,
    price: paiseToRupees(row.mrpPaise),
    finalPrice: paiseToRupees(row.sellingPricePaise),
    availability: row.isAvailable,
    hidden: row.isHidden,
    ...pick(row, 'stock', 'description', 'highlights', 'sortOrder', 'hsnCode'),
    gstRate: basisPointsToPercent(row.gstRateBp),
  };
}

/**
 * The selling price, in paise, of a product with these fields: the one sent (whole rupees, at most the M.R.P.;
 * with an offer % too, only when it is the offer that price gives), or the M.R.P. less an offer % sent instead,
 * rounded down to a whole rupee (clients from before selling prices).
 */
function sellingPricePaiseOf(fields: { price: number; finalPrice?: number | undefined; offer?: number | undefined }): number {
  const mrpPaise = rupeesToPaise(fields.price);
  if (fields.finalPrice !== undefined) {
    const selling = rupeesToPaise(fields.finalPrice);
    if (selling > mrpPaise) throw new AppError('admin.sellingPriceAboveMrp');
    const offer = offerPercentOf(mrpPaise, selling);
    if (fields.offer !== undefined && fields.offer !== offer) throw new AppError('admin.sellingPriceOfferDisagree', { offer });
    return selling;
  }
  const fromOffer = sellingPriceForOffer(mrpPaise, fields.offer ?? 0);
  if (fromOffer === null) throw new AppError('admin.mrpTooLowForPrice');
  return fromOffer;
}

/** The fields as stored: the selling price settled from what was sent. */
function settled(fields: Omit<ProductInput, 'finalPrice'> & { finalPrice?: number | undefined }): EditableFields {
  const { offer: _offer, ...rest } = fields;
  return { ...rest, finalPrice: paiseToRupees(sellingPricePaiseOf(fields)), hsnCode: fields.hsnCode ?? DEFAULT_TAX_BY_CATEGORY[fields.category].hsnCode, gstRate: fields.gstRate ?? DEFAULT_TAX_BY_CATEGORY[fields.category].gstRate };
}

function toColumns(fields: EditableFields): repo.NewProductRow {
  const usual = DEFAULT_TAX_BY_CATEGORY[fields.category];
  return {
    slug: fields.slug,
    productName: fields.productName,
    name: fields.name,
    lineKey: fields.lineKey,
    category: fields.category,
    fragrance: fields.fragrance,
    weight: fields.weight,
    mrpPaise: rupeesToPaise(fields.price),
    sellingPricePaise: rupeesToPaise(fields.finalPrice),
    isAvailable: fields.availability,
    isHidden: fields.hidden,
    stock: fields.stock,
    description: fields.description,
    highlights: fields.highlights,
    sortOrder: fields.sortOrder,
    hsnCode: fields.hsnCode ?? usual.hsnCode,
    gstRateBp: percentToBasisPoints(fields.gstRate ?? usual.gstRate),
  };
}

function isPermutation(of: string[], candidate: string[]): boolean {
  const [x, y] = [[...of].sort(), [...candidate].sort()];
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

/** Builds the console's product service. Every change is audited in the transaction that makes it. */
export function createCatalogAdminService(deps: CatalogAdminDeps): CatalogAdminService {
  const toAdminProduct = (row: repo.ProductRow): AdminProduct => ({
    _id: row.id,
    ...editableFields(row),
    offer: offerPercentOf(row.mrpPaise, row.sellingPricePaise),
    images: row.images.map((path) => ({ path, url: `${deps.assetBaseUrl}/${path}` })),
    updatedAt: row.updatedAt.toISOString(),
  });

  async function findProduct(db: DbOrTx, id: string, lock = false): Promise<repo.ProductRow> {
    // A malformed id cannot name a product: answer 404 without asking the database.
    const row = UUID.test(id) ? await repo.findProduct(db, id, lock) : undefined;
    if (!row) throw new AppError('admin.productNotFound');
    return row;
  }

  const audit = (tx: DbOrTx, actor: Actor, entry: Pick<AuditEntry, 'action' | 'entityId' | 'before' | 'after'>, at: Date) =>
    recordAudit(tx, { actorUserId: actor.userId, actorLabel: actor.label, entityType: 'product', ...entry }, at);

  /** Writes a product's new image list and its audit entry, inside the caller's transaction. */
  async function writeImages(tx: DbOrTx, row: repo.ProductRow, images: string[], action: string, actor: Actor): Promise<AdminProduct> {
    const at = deps.now();
    const updated = await repo.updateProduct(tx, row.id, { images }, at);
    await audit(tx, actor, { action, entityId: row.id, before: { images: row.images }, after: { images } }, at);
    return toAdminProduct(updated);
  }

  /** Deletes a file the product no longer shows; failing to is logged, never the request's failure. */
  async function discardFile(path: string): Promise<void> {
    try {
      await deps.storage.remove(path);
    } catch (err) {
      deps.log.warn({ err, path }, 'could not delete a product image file');
    }
  }

  async function translationsOfRow(db: DbOrTx, row: repo.ProductRow): Promise<Omit<AdminProductTranslationsResponse, 'success'>> {
    const stored = new Map((await repo.listProductTranslations(db, row.id)).map((t) => [t.locale, t]));
    return {
      english: pick(row, 'productName', 'name', 'description', 'highlights'),
      translations: TRANSLATED_LOCALES.map((locale): ProductTranslation => {
        const t = stored.get(locale);
        return t
          ? { locale, ...pick(t, 'productName', 'name', 'description', 'highlights', 'version'), updatedAt: t.updatedAt.toISOString() }
          : { locale, productName: null, name: null, description: null, highlights: null, version: 0, updatedAt: null };
      }),
    };
  }

  return {
    async getTranslations(id) {
      return translationsOfRow(deps.db, await findProduct(deps.db, id));
    },

    async saveTranslation(id, locale, input, actor) {
      return deps.db.transaction(async (tx) => {
        // The product's row lock puts two saves of its words one after the other: the second sees the first's version.
        const row = await findProduct(tx, id, true);
        const current = await repo.findProductTranslation(tx, row.id, locale, true);
        const words = pick(input, 'productName', 'name', 'description', 'highlights');
        const none = { productName: null, name: null, description: null, highlights: null };
        const before = { locale, ...(current ? pick(current, 'productName', 'name', 'description', 'highlights') : none) };
        const after = { locale, ...words };
        // The words already stored (a second tap, a retry): nothing to write, whatever version it was made from.
        if (JSON.stringify(before) === JSON.stringify(after)) return translationsOfRow(tx, row);
        if ((current?.version ?? 0) !== input.expectedVersion) throw new AppError('admin.translationChanged');
        // Emptied words stay as a row of nulls (the English shows), so the version keeps counting.
        const at = deps.now();
        await repo.upsertProductTranslation(tx, { productId: row.id, locale, ...words, version: (current?.version ?? 0) + 1, updatedAt: at });
        await audit(tx, actor, { action: 'product.translation', entityId: row.id, before, after }, at);
        return translationsOfRow(tx, row);
      });
    },

    async listProducts() {
      return (await repo.listAllProducts(deps.db)).map(toAdminProduct);
    },

    async getProduct(id) {
      return toAdminProduct(await findProduct(deps.db, id));
    },

    createProduct: (input, actor) =>
      refusingTaken('admin.slugTaken', () =>
        deps.db.transaction(async (tx) => {
          const at = deps.now();
          const [row] = await repo.insertProducts(tx, [{ ...toColumns(settled(input)), images: [], createdAt: at, updatedAt: at }]);
          const created = row!;
          await audit(tx, actor, { action: 'product.create', entityId: created.id, before: null, after: editableFields(created) }, at);
          return toAdminProduct(created);
        }),
      ),

    updateProduct: (id, patch, actor) =>
      refusingTaken('admin.slugTaken', () =>
        deps.db.transaction(async (tx) => {
          const row = await findProduct(tx, id, true);
          const { expectedStock, ...fields } = patch;
          if (fields.stock !== undefined && fields.stock !== row.stock) {
            if (expectedStock === undefined) throw new AppError('admin.stockNeedsExpected');
            if (expectedStock !== row.stock) throw new AppError('admin.stockChanged', { stock: row.stock });
          }
          const current = editableFields(row);
          // An offer % sent without a selling price sets the price from it (against the M.R.P. after this change).
          const { offer, finalPrice, ...rest } = fields;
          const merged = settled({ ...current, ...rest, offer, finalPrice: finalPrice ?? (offer === undefined ? current.finalPrice : undefined) });
          const change = changedFields(current, merged);
          if (!change) return toAdminProduct(row);
          const at = deps.now();
          const updated = await repo.updateProduct(tx, id, toColumns(merged), at);
          await audit(tx, actor, { action: 'product.update', entityId: id, ...change }, at);
          return toAdminProduct(updated);
        }),
      ),

    adjustStock: (id, delta, note, actor) =>
      deps.db.transaction(async (tx) => {
        const row = await findProduct(tx, id);
        const at = deps.now();
        const updated = await repo.adjustStock(tx, row.id, delta, ADMIN_LIMITS.maxStock, at);
        if (!updated) {
          const now = (await findProduct(tx, id)).stock;
          throw now + delta < 0 ? new AppError('admin.stockBelowZero', { stock: now }) : new AppError('admin.stockAboveMax');
        }
        await audit(tx, actor, { action: 'product.stock', entityId: id, before: { stock: updated.stock - delta }, after: { stock: updated.stock, delta, ...(note ? { note } : {}) } }, at);
        return toAdminProduct(updated);
      }),

    async addImage(id, bytes, actor) {
      const type = detectImageType(bytes);
      if (!type) throw new AppError('admin.imageNotRecognised');
      // The resized copies are made before the product is locked: resizing takes a moment of CPU.
      let variants: ImageVariant[];
      try {
        variants = await makeResponsiveVariants(bytes);
      } catch (err) {
        if (err instanceof TooManyPixelsError) throw new AppError('admin.imageTooManyPixels');
        throw new AppError('admin.imageNotRecognised');
      }
      const saved: string[] = [];
      try {
        return await deps.db.transaction(async (tx) => {
          const row = await findProduct(tx, id, true);
          if (row.images.length >= ADMIN_LIMITS.maxImagesPerProduct) throw new AppError('admin.tooManyImages');
          saved.push(await deps.storage.save(bytes, type, variants));
          return writeImages(tx, row, [...row.images, ...saved], 'product.image.add', actor);
        });
      } catch (err) {
        // The product never pointed at the file: it must not stay behind.
        await Promise.all(saved.map(discardFile));
        throw err;
      }
    },

    async removeImage(id, index, actor) {
      const { product, removed } = await deps.db.transaction(async (tx) => {
        const row = await findProduct(tx, id, true);
        const path = row.images[index];
        if (path === undefined) throw new AppError('admin.imageNotFound');
        const images = row.images.filter((_, i) => i !== index);
        return { product: await writeImages(tx, row, images, 'product.image.remove', actor), removed: path };
      });
      // Only after the commit: were the transaction to fail, the product would still show the image.
      await discardFile(removed);
      return product;
    },

    reorderImages: (id, images, actor) =>
      deps.db.transaction(async (tx) => {
        const row = await findProduct(tx, id, true);
        if (!isPermutation(row.images, images)) throw new AppError('admin.imageOrder');
        if (images.every((path, i) => path === row.images[i])) return toAdminProduct(row);
        return writeImages(tx, row, images, 'product.image.reorder', actor);
      }),
  };
}
