import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loyaltyRecoveries } from '../../db/schema';
import { loyaltyTargetOf } from '@shop/contract/coupons';

/** The used reward an order's return or full refund leaves unearned, and what of its value comes back from it. */
export interface LoyaltyRecovery {
  rewardOrderId: string;
  rewardOrderNumber: string;
  amountPaise: number;
  /** True once taken off this order's refund; false while it is what would be taken off. */
  recorded: boolean;
}

export interface LoyaltyRecoveryService {
  /**
   * What taking `order` out of its used reward's qualifying orders would recover: null when it earned no used reward,
   * the reward still stands on the others, the reward order itself came back, or its value was recovered already.
   * `leftPaise` caps it: never more than is left to give back on this order.
   */
  preview(tx: DbOrTx, order: { id: string }, leftPaise: number): Promise<LoyaltyRecovery | null>;
  /**
   * Records the recovery inside the transaction of the refund it reduces (the order row locked): once a reward, so
   * two of its orders coming back together recover it once. Null when there is nothing to recover.
   */
  recover(tx: DbOrTx, order: { id: string }, leftPaise: number, at: Date): Promise<LoyaltyRecovery | null>;
  /** The recovery taken off this order's refund, if any. */
  recoveredFrom(tx: DbOrTx, orderId: string): Promise<LoyaltyRecovery | null>;
}

interface BrokenRow extends Record<string, unknown> {
  reward_order_id: string;
  reward_order_number: string;
  value_paise: number;
  still_qualifying: number;
  /** The reward coupon's `afterOrders` as it is now; its target is loyaltyTargetOf's reading of it. */
  after_orders: number;
}

/**
 * A used loyalty reward was earned with the delivered orders placed between the reward before it (if any) and its own
 * use. When one of them comes back (returned, or refunded in full) and the others no longer reach the target, the
 * free product was not earned: its value is recovered from that order's refund (docs/decisions/024).
 */
export function createLoyaltyRecoveryService(): LoyaltyRecoveryService {
  async function broken(tx: DbOrTx, orderId: string): Promise<BrokenRow | null> {
    const { rows } = await tx.execute<BrokenRow>(sql`
      with target as (select id, user_id, placed_at from orders where id = ${orderId} and status = 'delivered'),
      rewards as (
        select r.order_id, r.created_at, c.after_orders,
               lag(r.created_at) over (order by r.created_at, r.order_id) as previous_at
          from coupon_redemptions r
          join coupons c on c.id = r.coupon_id
         where c.type = 'loyalty' and r.order_id is not null and r.user_id = (select user_id from target)
      )
      select w.order_id as reward_order_id, o.custom_order_id as reward_order_number, o.coupon_discount_paise as value_paise,
             w.after_orders,
             (select count(*)::int from orders q
                where q.user_id = t.user_id and q.id <> t.id and q.status = 'delivered' and q.payment_status <> 'refunded'
                  and q.placed_at < w.created_at and (w.previous_at is null or q.placed_at > w.previous_at)
                  and not exists (select 1 from return_requests x where x.order_id = q.id and x.status <> 'rejected')) as still_qualifying
        from target t
        join rewards w on w.created_at > t.placed_at and (w.previous_at is null or w.previous_at < t.placed_at)
        join orders o on o.id = w.order_id
       where o.status <> 'cancelled' and o.payment_status <> 'refunded' and o.coupon_discount_paise > 0
         and not exists (select 1 from return_requests x where x.order_id = o.id and x.status <> 'rejected')
         and not exists (select 1 from ${loyaltyRecoveries} l where l.reward_order_id = o.id)
       limit 1`);
    const row = rows[0];
    return row && row.still_qualifying < loyaltyTargetOf({ afterOrders: row.after_orders }) ? row : null;
  }

  const service: LoyaltyRecoveryService = {
    async preview(tx, order, leftPaise) {
      const row = await broken(tx, order.id);
      const amountPaise = row ? Math.min(row.value_paise, leftPaise) : 0;
      return row && amountPaise > 0 ? { rewardOrderId: row.reward_order_id, rewardOrderNumber: row.reward_order_number, amountPaise, recorded: false } : null;
    },

    async recover(tx, order, leftPaise, at) {
      const found = await service.preview(tx, order, leftPaise);
      if (!found) return null;
      const [written] = await tx
        .insert(loyaltyRecoveries)
        .values({ rewardOrderId: found.rewardOrderId, fromOrderId: order.id, amountPaise: found.amountPaise, createdAt: at })
        .onConflictDoNothing()
        .returning();
      return written ? { ...found, recorded: true } : null;
    },

    async recoveredFrom(tx, orderId) {
      const { rows } = await tx.execute<{ reward_order_id: string; reward_order_number: string; amount_paise: number }>(sql`
        select l.reward_order_id, o.custom_order_id as reward_order_number, l.amount_paise
          from ${loyaltyRecoveries} l join orders o on o.id = l.reward_order_id
         where l.from_order_id = ${orderId} limit 1`);
      const row = rows[0];
      return row ? { rewardOrderId: row.reward_order_id, rewardOrderNumber: row.reward_order_number, amountPaise: row.amount_paise, recorded: true } : null;
    },
  };
  return service;
}
