import type { PaymentMethod } from '@shop/contract/payment-methods';
import type { PostalAddress } from '@shop/contract/users';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addresses, cartItems, orderItems, orders, products, reminders } from '../../db/schema';
import type { ReminderRow } from './reminders.repository';

/** An order as a refill's reorder reads it: its number, address and payment choice, and each paid line with today's product. */
export interface ReorderSource {
  orderNumber: string;
  address: PostalAddress;
  paymentMethod: PaymentMethod;
  lines: Array<{
    productId: string;
    name: string;
    quantity: number;
    unitPricePaise: number;
    /** The product today; null when it is gone from the catalogue. */
    now: { name: string; sellingPricePaise: number; stock: number; onSale: boolean } | null;
  }>;
}

export async function reorderSource(db: DbOrTx, orderId: string): Promise<ReorderSource | undefined> {
  const [order] = await db
    .select({ orderNumber: orders.customOrderId, address: orders.address, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) return undefined;
  const rows = await db
    .select({
      productId: orderItems.productId,
      name: orderItems.productName,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
      nowName: products.name,
      nowPricePaise: products.sellingPricePaise,
      stock: products.stock,
      isAvailable: products.isAvailable,
      isHidden: products.isHidden,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.isFree, false), isNotNull(orderItems.productId)))
    // By name: an order's lines have no position of their own, and ids are random.
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  return {
    orderNumber: order.orderNumber,
    address: order.address as PostalAddress,
    paymentMethod: order.paymentMethod,
    lines: rows.map((r) => ({
      productId: r.productId!,
      name: r.name,
      quantity: r.quantity,
      unitPricePaise: r.unitPricePaise,
      now:
        r.nowName === null || r.nowPricePaise === null || r.stock === null
          ? null
          : { name: r.nowName, sellingPricePaise: r.nowPricePaise, stock: r.stock, onSale: Boolean(r.isAvailable) && !r.isHidden },
    })),
  };
}

/** The customer's saved address that is the one an order went to (same lines and pincode), if it is still saved. */
export async function savedAddressMatching(db: DbOrTx, userId: string, address: PostalAddress): Promise<string | null> {
  const rows = await db.select({ id: addresses.id, line1: addresses.addressLine1, line2: addresses.addressLine2, pincode: addresses.pincode }).from(addresses).where(eq(addresses.userId, userId));
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return rows.find((r) => r.pincode === address.pincode && same(r.line1, address.address_line1) && same(r.line2, address.address_line2 ?? ''))?.id ?? null;
}

/** Which of these products are in the customer's cart already. */
export async function productsInCart(db: DbOrTx, userId: string, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: cartItems.productId })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
  return new Set(rows.map((r) => r.productId));
}

/** Claims a customer's refill reminder for an order, when it is still to go. */
export function claimRefill(db: DbOrTx, userId: string, orderId: string, at: Date): Promise<ReminderRow[]> {
  return db
    .update(reminders)
    .set({ status: 'sending', claimedAt: at, attempts: sql`${reminders.attempts} + 1` })
    .where(and(eq(reminders.userId, userId), eq(reminders.kind, 'refill'), eq(reminders.orderId, orderId), eq(reminders.status, 'pending')))
    .returning();
}
