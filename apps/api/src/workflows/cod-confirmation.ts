import type { Locale } from '@shop/contract/locale';
import {
  COD_CONFIRMATION_LIMITS,
  maskPhone,
  type CodConfirmationDetails,
  type CodConfirmationReason,
} from '@shop/contract/cod-confirmation';
import { OTP_POLICY } from '@shop/contract/auth';
import { createHash } from 'node:crypto';
import type { Order, OrderAddress } from '@shop/contract/orders';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { LOCK_KEYS, lockUntilCommit } from '../db/locks';
import type { OrderCodes, WrongCode } from '../modules/auth/auth.service';
import * as confirmations from '../modules/orders/cod-confirmations.repository';
import type { OrdersService } from '../modules/orders/orders.service';
import type { GivenConsent } from '../modules/consents/consents.service';
import type { CodRule, SettingsService } from '../modules/settings/settings.service';
import type { UsersService } from '../modules/users/users.service';
import { refuseOtherRequest, sameRequestOrRefuse, type OrderRequest, type PlaceOrderWorkflow } from './place-order';

/** What a confirmation keeps of the request: the items and coupon asked for, the address as checked, and the amount. */
interface PendingRequest {
  items: Array<{ productId: string; quantity: number }>;
  couponCode: string | null;
  address: OrderAddress;
  estimatedDeliveryDate: string | null;
  /** The total the code's text named; absent on confirmations kept before codes named it. */
  totalPaise?: number;
  /** The language the customer shopped in (absent on confirmations kept before languages). */
  language?: Locale | null;
  /** Boxes ticked at checkout, recorded when the order is placed (absent on older confirmations). */
  consents?: GivenConsent[];
}

/**
 * What a confirmation's code is bound to: the confirmation and the basket it was sent for (items and quantities,
 * coupon, address, amount). A code sent for one basket never confirms another, even to the same phone.
 */
export function basketBinding(confirmationId: string, pending: PendingRequest): string {
  const items = [...pending.items].sort((a, b) => a.productId.localeCompare(b.productId) || a.quantity - b.quantity).map((i) => `${i.productId}x${i.quantity}`);
  const a = pending.address;
  // A confirmation stored before codes were normalised by the contract's schema may hold one in lower case.
  const body = JSON.stringify([items, pending.couponCode?.toUpperCase() ?? null, [a.address_line1, a.address_line2, a.pincode], pending.totalPaise ?? null]);
  return `cod:${confirmationId}:${createHash('sha256').update(body).digest('hex')}`;
}

/** Why the rule asks this order for a code, or null when it does not. */
export function codConfirmationReason(rule: CodRule, totalPaise: number, earlierCodOrders: number): CodConfirmationReason | null {
  if (!rule.enabled) return null;
  if (rule.thresholdPaise !== null && totalPaise > rule.thresholdPaise) return 'amount_above_threshold';
  if (rule.firstCodOrder && earlierCodOrders === 0) return 'first_cod_order';
  return null;
}

export interface CodConfirmationDeps {
  db: Db;
  placeOrder: PlaceOrderWorkflow;
  orders: OrdersService;
  settings: SettingsService;
  users: UsersService;
  codes: OrderCodes;
  now: () => Date;
  orderPlaced: (userId: string, order: Order) => Promise<void>;
}

export type CodConfirmationWorkflow = ReturnType<typeof createCodConfirmationWorkflow>;

/**
 * Cash on Delivery with the staff's confirmation rule: an order the rule picks (above an amount, or the
 * customer's first COD order) is not placed but kept as a confirmation, and a code is texted to the customer's
 * phone; the confirm call with that code places it, through the same `placeLocked` as every order. A pending
 * confirmation holds no stock and places nothing until the code is right.
 */
export function createCodConfirmationWorkflow(deps: CodConfirmationDeps) {
  const { db, placeOrder, orders, settings, users, codes, now } = deps;

  function details(row: confirmations.CodConfirmationRow, reason: CodConfirmationReason): CodConfirmationDetails {
    const waitMs = row.codeSentAt.getTime() + OTP_POLICY.resendSeconds * 1000 - now().getTime();
    return {
      reason,
      confirmationId: row.id,
      sentTo: maskPhone(row.phone),
      expiresAt: row.expiresAt.toISOString(),
      resendAfterSeconds: Math.max(0, Math.ceil(waitMs / 1000)),
    };
  }

  /** The 428 a client gets while the order waits for its code: the message says where the code went. */
  function confirmationRequired(row: confirmations.CodConfirmationRow): AppError {
    const d = details(row, row.reason);
    return new AppError('codConfirmation.required', { sentTo: d.sentTo }, d);
  }

  const isExpired = (row: confirmations.CodConfirmationRow) => row.expiresAt.getTime() <= now().getTime();

  async function ownConfirmation(userId: string, id: string): Promise<confirmations.CodConfirmationRow> {
    const row = await confirmations.findConfirmation(db, id);
    if (!row || row.userId !== userId) throw new AppError('codConfirmation.notFound');
    return row;
  }

  async function placedOrder(orderId: string): Promise<Order> {
    const order = await orders.find(orderId);
    if (!order) throw new AppError('codConfirmation.notFound');
    return order;
  }

  return {
    /**
     * create-order: places the order at once when the rule is off or does not pick it (SPEC.md's behaviour);
     * otherwise keeps it as a confirmation, texts a code and answers 428 CONFIRMATION_REQUIRED. The same
     * Idempotency-Key again answers with the same confirmation (or the order it became), without a new code.
     */
    async placeCashOnDelivery(userId: string, request: OrderRequest, idempotencyKey: string | null, requester: string): Promise<Order> {
      const rule = await settings.codRule();
      if (!rule.enabled) return placeOrder.placeCashOnDelivery(userId, request, idempotencyKey);
      if (idempotencyKey) {
        // An order this key placed, or a confirmation it is waiting on, answers a retry.
        if (await orders.findByIdempotencyKey(userId, idempotencyKey)) return placeOrder.placeCashOnDelivery(userId, request, idempotencyKey);
        const waiting = await confirmations.findConfirmationByKey(db, userId, idempotencyKey);
        if (waiting && !isExpired(waiting)) {
          if (waiting.orderId) return sameRequestOrRefuse(await placedOrder(waiting.orderId), request);
          refuseOtherRequest(waiting.request as PendingRequest, request);
          throw confirmationRequired(waiting);
        }
      }
      placeOrder.checkConsents(request.consents ?? []);
      const snapshot = await placeOrder.quote(userId, request, 'COD');
      const reason = codConfirmationReason(rule, snapshot.price.totalPaise, await orders.countCodOrders(userId));
      if (!reason) return placeOrder.placeCashOnDelivery(userId, request, idempotencyKey);
      const { phone } = await users.getContact(userId);
      if (!phone) throw new AppError('codConfirmation.noPhone');

      const at = now();
      const { row, code } = await db.transaction(async (tx) => {
        // One confirmation per key even when the same request races itself.
        await lockUntilCommit(tx, LOCK_KEYS.codConfirmation(userId));
        if (idempotencyKey) {
          const waiting = await confirmations.findConfirmationByKey(tx, userId, idempotencyKey);
          if (waiting && !isExpired(waiting)) return { row: waiting, code: null };
          // An expired one placed nothing: its key may start again.
          if (waiting && !waiting.orderId) await confirmations.deleteConfirmation(tx, waiting.id);
        }
        const pending: PendingRequest = {
          items: request.items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
          couponCode: request.couponCode || null,
          address: snapshot.address,
          estimatedDeliveryDate: snapshot.estimatedDeliveryDate ?? null,
          language: snapshot.language ?? null,
          totalPaise: snapshot.price.totalPaise,
          ...(request.consents?.length ? { consents: request.consents } : {}),
        };
        const created = await confirmations.insertConfirmation(tx, {
          userId,
          idempotencyKey,
          request: pending,
          phone,
          reason,
          expiresAt: new Date(at.getTime() + COD_CONFIRMATION_LIMITS.pendingMinutes * 60_000),
          codeSentAt: at,
          createdAt: at,
        });
        // Throttled (429): the confirmation is rolled back with it.
        return { row: created, code: await codes.issue(tx, userId, phone, requester, basketBinding(created.id, pending)) };
      });
      if (code) await codes.deliver(phone, code, snapshot.price.totalPaise);
      throw confirmationRequired(row);
    },

    /**
     * Places a waiting order once its code is right. A second confirmation, or one racing the first, gets the
     * order the first placed; a wrong code counts against the code's attempts and the phone's limits.
     */
    async confirm(userId: string, confirmationId: string, otp: string, idempotencyKey: string | null): Promise<{ order: Order; created: boolean }> {
      const row = await ownConfirmation(userId, confirmationId);
      if (idempotencyKey && row.idempotencyKey && idempotencyKey !== row.idempotencyKey) throw new AppError('codConfirmation.keyMismatch');
      if (row.orderId) return { order: await placedOrder(row.orderId), created: false };
      if (isExpired(row)) throw new AppError('codConfirmation.expired');
      await codes.beginAttempt(row.phone);
      type Outcome = { ok: true; order: Order; created: boolean } | { ok: false; reason: WrongCode };
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const locked = await confirmations.findConfirmation(tx, row.id, true);
        if (!locked) throw new AppError('codConfirmation.notFound');
        if (locked.orderId) return { ok: true, order: await placedOrder(locked.orderId), created: false };
        const pending = locked.request as PendingRequest;
        const check = await codes.check(tx, userId, locked.phone, otp, basketBinding(locked.id, pending));
        // Returned, not thrown: the wrong try must be committed.
        if (!check.ok) return check;
        const at = now();
        const { order, created } = await placeOrder.placeLocked(tx, {
          userId,
          items: pending.items,
          couponCode: pending.couponCode,
          address: pending.address,
          payment: { method: 'COD', status: 'pending', codConfirmedAt: at },
          idempotencyKey: locked.idempotencyKey ?? `cod-confirmation:${locked.id}`,
          estimatedDeliveryDate: pending.estimatedDeliveryDate,
          language: pending.language ?? null,
          consents: pending.consents ?? [],
          // The amount the code's text named is the amount confirmed: any other total now is refused.
          expectTotalPaise: pending.totalPaise,
        }).catch((error: unknown) => {
          throw error instanceof AppError && error.reason === 'order.priceChanged' ? new AppError('codConfirmation.amountChanged') : error;
        });
        await confirmations.updateConfirmation(tx, locked.id, { orderId: order._id, confirmedAt: at });
        return { ok: true, order, created };
      });
      if (!outcome.ok) throw new AppError(outcome.reason);
      await codes.cleared(row.phone);
      if (outcome.created) await deps.orderPlaced(userId, outcome.order);
      return { order: outcome.order, created: outcome.created };
    },

    /** Texts a new code for a waiting order, within the usual resend pause and hourly allowances. */
    async resend(userId: string, confirmationId: string, requester: string): Promise<CodConfirmationDetails> {
      const row = await ownConfirmation(userId, confirmationId);
      if (row.orderId) throw new AppError('order.alreadyPlaced');
      if (isExpired(row)) throw new AppError('codConfirmation.expired');
      const at = now();
      const pending = row.request as PendingRequest;
      const code = await db.transaction(async (tx) => {
        await lockUntilCommit(tx, LOCK_KEYS.codConfirmation(userId));
        const issued = await codes.issue(tx, userId, row.phone, requester, basketBinding(row.id, pending));
        await confirmations.updateConfirmation(tx, row.id, { codeSentAt: at });
        return issued;
      });
      await codes.deliver(row.phone, code, pending.totalPaise);
      return details({ ...row, codeSentAt: at }, row.reason);
    },
  };
}
