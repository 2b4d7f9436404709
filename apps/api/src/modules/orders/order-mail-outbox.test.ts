import { OUTBOX_LIMITS } from '@shop/contract/outbox-rules';
import { OrderResponse } from '@shop/contract/orders';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers';
import { useTestContext } from '../../../test/context';
import { createProduct, createUser, giveAddress } from '../../../test/factories';
import { useServices } from '../../../test/payment-helpers';
import { devMessages, orderMailOutbox } from '../../db/schema';

const ctx = useTestContext();
const services = useServices(ctx);

const mailsTo = (email: string) => ctx.db.select().from(devMessages).where(and(eq(devMessages.recipient, email), eq(devMessages.channel, 'email')));
const outboxOf = (orderId: string) => ctx.db.select().from(orderMailOutbox).where(eq(orderMailOutbox.orderId, orderId));
const deliverMails = () => services.jobs.runNow('order-mails');

async function customer() {
  const user = await createUser(ctx.db);
  await giveAddress(ctx.db, user.id);
  return user;
}

/** A Cash on Delivery order for one new product, committed as checkout commits it but with nothing run after the commit. */
async function committedCodOrder(userId: string) {
  const product = await createProduct(ctx.db);
  const request = { items: [{ productId: product.id, quantity: 1 }] };
  const snapshot = await services.placeOrder.quote(userId, request, 'COD');
  const { order } = await ctx.db.transaction((tx) =>
    services.placeOrder.placeLocked(tx, { userId, items: request.items, couponCode: null, address: snapshot.address, payment: { method: 'COD', status: 'pending' } }),
  );
  return order;
}

describe('order mails go through the mail outbox', () => {
  it('an order whose process dies right after the commit still gets its order mail, once, from the outbox job', async () => {
    const user = await customer();
    // The order commits; the code after the commit (the mail sent at once) never runs: the process was killed.
    const order = await committedCodOrder(user.id);
    expect(await mailsTo(user.email)).toHaveLength(0);
    expect(await outboxOf(order._id)).toMatchObject([{ kind: 'placed', status: 'pending' }]);

    expect(await deliverMails()).toBe(true);
    expect(await deliverMails()).toBe(true);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Order ${order.customOrderId} placed`);
    expect(await outboxOf(order._id)).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('mails a new order right after its commit, and the outbox job does not mail it again', async () => {
    const user = await customer();
    const product = await createProduct(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers: { cookie: await loginAs(ctx, user), 'idempotency-key': randomUUID() },
      payload: { items: [{ productId: product.id, quantity: 1 }], payment: { method: 'COD', status: 'pending' } },
    });
    expect(res.statusCode).toBe(201);
    const order = OrderResponse.parse(res.json()).order;
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await outboxOf(order._id)).toMatchObject([{ status: 'sent', attempts: 1 }]);
    await deliverMails();
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('a mail claimed by a process that died mid-send waits for its lease, then goes once', async () => {
    const user = await customer();
    const order = await committedCodOrder(user.id);
    // What a process leaves when it is killed between handing the mail over and marking it sent.
    await ctx.db.update(orderMailOutbox).set({ status: 'sending', claimedAt: ctx.clock.now(), attempts: 1 }).where(eq(orderMailOutbox.orderId, order._id));
    await services.tracking.notifyPlaced(order._id);
    await deliverMails();
    expect(await mailsTo(user.email)).toHaveLength(0);
    ctx.clock.advance(OUTBOX_LIMITS.claimLeaseSeconds * 1000);
    await deliverMails();
    await deliverMails();
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await outboxOf(order._id)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });
});
