import { DEFAULT_LOCALE, type Locale } from '@shop/contract/locale';
import { CART_LIMITS, type AddToCartBody, type CartItem } from '@shop/contract/cart';
import { publicStock, type Product } from '@shop/contract/catalog';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { LOCK_KEYS, lockUntilCommit } from '../../db/locks';
import type { CatalogService, SaleableProduct } from '../catalog/catalog.service';
import * as repo from './cart.repository';

type AddToCart = z.output<typeof AddToCartBody>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CartService {
  /** The user's cart; lines whose product is gone or hidden are dropped. */
  getCart(userId: string, locale?: Locale): Promise<CartItem[]>;
  /**
   * Adds units of a product; the same product again raises the quantity of its line. With an Idempotency-Key, the
   * same tap sent again (in flight at once, or retried) adds nothing more and answers with the line as it is.
   */
  addItem(userId: string, body: AddToCart, idempotencyKey?: string | null, locale?: Locale): Promise<CartItem>;
  setQuantity(userId: string, cartItemId: string, quantity: number, locale?: Locale): Promise<CartItem>;
  removeItem(userId: string, cartItemId: string): Promise<void>;
  /** Empties the cart; inside the caller's transaction when given one (the order that was just placed). */
  clear(userId: string, tx?: DbOrTx): Promise<void>;
}

function toCartItem(row: repo.CartItemRow, p: Product): CartItem {
  return {
    _id: row.id,
    productId: {
      _id: p._id,
      productName: p.productName,
      name: p.name,
      price: p.price,
      finalPrice: p.finalPrice,
      offer: p.offer,
      weight: p.weight,
      fragrance: p.fragrance,
      productImage: p.productImage,
      availability: p.availability,
      inStock: p.inStock,
      unitsLeft: p.unitsLeft,
    },
    quantity: row.quantity,
    selectedWeight: p.weight,
    selectedFragrance: p.fragrance,
  };
}

/** The quantity a product can take in a cart, or the refusal. */
function checkQuantity(product: { available: boolean; stock: number }, quantity: number): void {
  if (!product.available) throw new AppError('cart.comingSoon');
  if (product.stock < 1) throw new AppError('cart.outOfStock');
  if (quantity > CART_LIMITS.maxQuantityPerItem) throw new AppError('cart.tooMany');
  if (quantity > product.stock) throw new AppError('cart.onlyLeft', { stock: product.stock });
}

const stockOf = (saleable: SaleableProduct) => ({ available: saleable.product.availability, stock: saleable.stock });

export function createCartService(deps: { db: Db; catalog: CatalogService }): CartService {
  const { db, catalog } = deps;

  /**
   * One customer's cart changes one at a time (add, update, remove, clear, and the order that empties it), so
   * limits hold when two tabs act at once and no change works on a line another has just removed.
   */
  async function locked<T>(userId: string, fn: (tx: DbOrTx) => Promise<T>, tx?: DbOrTx): Promise<T> {
    const run = async (t: DbOrTx) => {
      await lockUntilCommit(t, LOCK_KEYS.cart(userId));
      return fn(t);
    };
    return tx ? run(tx) : db.transaction(run);
  }

  async function saleableOrThrow(productId: string, tx?: DbOrTx, locale?: Locale): Promise<SaleableProduct> {
    const saleable = (await catalog.getSaleableProducts([productId], tx, locale)).get(productId);
    if (!saleable) throw new AppError('cart.productNotFound');
    return saleable;
  }

  async function ownItem(tx: DbOrTx, userId: string, cartItemId: string): Promise<repo.CartItemRow> {
    const row = UUID.test(cartItemId) ? await repo.findCartItem(tx, userId, cartItemId) : undefined;
    if (!row) throw new AppError('cart.itemNotFound');
    return row;
  }

  /**
   * Adds units in one round trip: the product's availability and stock are checked, and the line changed, under the
   * cart's lock in the database (see the repository), which is never held while the network waits.
   */
  async function addUnits(tx: DbOrTx, userId: string, productId: string, units: number): Promise<{ row: repo.CartItemRow; stock: number | null }> {
    const added = await repo.addUnits(tx, userId, productId, units, CART_LIMITS.maxQuantityPerItem, CART_LIMITS.maxDistinctItems).catch((err: unknown) => {
      if (isForeignKeyViolation(err)) throw new AppError('cart.productNotFound');
      throw err;
    });
    if (added.outcome === 'not_found') throw new AppError('cart.productNotFound');
    if (added.outcome === 'too_many_lines') throw new AppError('cart.tooManyItems');
    if (added.outcome === 'refused') {
      checkQuantity(added, added.quantity);
      throw new AppError('cart.tooMany');
    }
    return { row: added.row, stock: added.stock };
  }

  return {
    async getCart(userId, locale = DEFAULT_LOCALE) {
      const rows = await repo.listCartItems(db, userId);
      const products = await catalog.getSaleableProducts(rows.map((r) => r.productId), undefined, locale);
      const gone = rows.filter((r) => !products.has(r.productId)).map((r) => r.id);
      if (gone.length > 0) await repo.deleteCartItemsByIds(db, userId, gone);
      return rows.filter((r) => products.has(r.productId)).map((r) => toCartItem(r, products.get(r.productId)!.product));
    },

    async addItem(userId, body, idempotencyKey, locale = DEFAULT_LOCALE) {
      if (!UUID.test(body.productId)) throw new AppError('cart.productNotFound');
      const units = body.quantity * body.multiplier;
      const added = idempotencyKey
        ? await db.transaction(async (tx) => {
            await repo.forgetAddKeys(tx, userId, new Date(Date.now() - CART_LIMITS.addKeyKeepHours * 3_600_000));
            if (await repo.claimAddKey(tx, userId, idempotencyKey, body.productId)) return addUnits(tx, userId, body.productId, units);
            // The same tap again: nothing more is added; the answer is the line as it is now.
            if ((await repo.findAddKeyProduct(tx, userId, idempotencyKey)) !== body.productId) throw new AppError('cart.addKeyReused');
            const row = await repo.findCartItemByProduct(tx, userId, body.productId);
            if (!row) throw new AppError('cart.itemNotFound');
            return { row, stock: null };
          })
        : await addUnits(db, userId, body.productId, units);
      // The line's product as the storefront shows it (from memory when the catalogue is kept there).
      const product = await catalog.findListedProduct(body.productId, locale);
      if (!product) throw new AppError('cart.productNotFound');
      // Its stock state as read under the cart's lock (when this request added), not as the kept list last heard of it.
      return toCartItem(added.row, added.stock === null ? product : { ...product, ...publicStock(added.stock) });
    },

    async setQuantity(userId, cartItemId, quantity, locale = DEFAULT_LOCALE) {
      return locked(userId, async (tx) => {
        const row = await ownItem(tx, userId, cartItemId);
        // Inside the transaction: a second connection from the pool while holding this one could wait forever.
        const saleable = await saleableOrThrow(row.productId, tx, locale);
        checkQuantity(stockOf(saleable), quantity);
        const updated = await repo.setQuantity(tx, row.id, quantity);
        // The product's removal can take the line with it (ON DELETE CASCADE) while this runs.
        if (!updated) throw new AppError('cart.itemNotFound');
        return toCartItem(updated, saleable.product);
      });
    },

    async removeItem(userId, cartItemId) {
      if (!UUID.test(cartItemId)) throw new AppError('cart.itemNotFound');
      const removed = await locked(userId, (tx) => repo.deleteCartItem(tx, userId, cartItemId));
      if (!removed) throw new AppError('cart.itemNotFound');
    },

    async clear(userId, tx) {
      if (tx) await locked(userId, (t) => repo.clearCart(t, userId), tx);
      else await repo.clearCartLocked(db, userId);
    },
  };
}
