import { AdminReviewsPage } from '@shop/contract/reviews';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStaffOnly, loginAs, signedInStaffAndCustomer } from '../../../test/auth-helpers';
import { useTestContext } from '../../../test/context';
import { servicesOf } from '../../../test/payment-helpers';
import { createReview, createUser } from '../../../test/factories';
import { auditLog, users } from '../../db/schema';

const ctx = useTestContext();
let admin: string;
let adminId: string;
let customer: string;
beforeAll(async () => {
  const { staff, staffCookie, customerCookie } = await signedInStaffAndCustomer(ctx);
  [admin, adminId, customer] = [staffCookie, staff.id, customerCookie];
});

const ADMIN_ROUTES: Array<['GET' | 'POST', string]> = [
  ['GET', '/api/v1/admin/reviews'],
  ['POST', '/api/v1/admin/reviews/00000000-0000-4000-8000-000000000000/approve'],
  ['POST', '/api/v1/admin/reviews/00000000-0000-4000-8000-000000000000/reject'],
  ['POST', '/api/v1/admin/reviews/00000000-0000-4000-8000-000000000000/reopen'],
];

describe('admin authorisation', () => {
  it.each(ADMIN_ROUTES)('%s %s refuses anonymous callers with 401 and customers with 403', (method, url) => expectStaffOnly(ctx, customer, method, url));

  it('covers every route under /api/v1/admin, as the API documents them', async () => {
    const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')] as const));
    expect(routes.length).toBeGreaterThan(25);
    for (const [method, url] of routes) await expectStaffOnly(ctx, customer, method as Parameters<typeof expectStaffOnly>[2], url);
  });

  it('reads the role from the account, so a demoted admin is refused at once', async () => {
    const staff = await createUser(ctx.db, { role: 'admin' });
    const cookie = await loginAs(ctx, staff);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/reviews', headers: { cookie } })).statusCode).toBe(200);
    await ctx.db.update(users).set({ role: 'customer' }).where(eq(users.id, staff.id));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/reviews', headers: { cookie } })).statusCode).toBe(403);
  });
});

describe('review moderation', () => {
  it('lists the queue, approves a review onto the site at once, and audits it', async () => {
    const review = await createReview(ctx.db, { status: 'pending', name: 'Waiting Customer' });
    const queue = AdminReviewsPage.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/reviews?status=pending', headers: { cookie: admin } })).json());
    expect(queue.data.docs.map((r) => r._id)).toContain(review.id);

    const before = await ctx.app.inject({ method: 'GET', url: '/api/v1/reviews/approved' });
    expect(before.json().map((r: { _id: string }) => r._id)).not.toContain(review.id);
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/reviews/${review.id}/approve`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json().review).toMatchObject({ status: 'approved' });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/reviews/approved' });
    expect(after.json().map((r: { _id: string }) => r._id)).toContain(review.id);

    const [entry] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'review'), eq(auditLog.entityId, review.id)));
    expect(entry).toMatchObject({ actorUserId: adminId, action: 'review.approve', before: { status: 'pending' }, after: { status: 'approved' } });

    const twice = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/reviews/${review.id}/approve`, headers: { cookie: admin } });
    expect(twice.statusCode).toBe(409);
  });

  it('undoes a decision: reopen puts the review back to pending, off the site, audited; twice is a 409', async () => {
    const review = await createReview(ctx.db, { status: 'pending', message: 'Undo me please' });
    await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/reviews/${review.id}/approve`, headers: { cookie: admin } });
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/reviews/${review.id}/reopen`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json().review).toMatchObject({ status: 'pending' });
    const site = await ctx.app.inject({ method: 'GET', url: '/api/v1/reviews/approved' });
    expect(JSON.stringify(site.json())).not.toContain('Undo me please');
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'review.reopen'));
    expect(entry).toMatchObject({ actorUserId: adminId, before: { status: 'approved' }, after: { status: 'pending' } });
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/reviews/${review.id}/reopen`, headers: { cookie: admin } })).statusCode).toBe(409);
  });

  it('rejects with a reason, and 404s an unknown or malformed id', async () => {
    const review = await createReview(ctx.db, { status: 'pending' });
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/reviews/${review.id}/reject`, headers: { cookie: admin }, payload: { reason: 'Mentions a competitor' } });
    expect(res.json().review).toMatchObject({ status: 'rejected', moderationNote: 'Mentions a competitor' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/reviews/${id}/approve`, headers: { cookie: admin } })).statusCode).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/reviews?status=spam', headers: { cookie: admin } })).statusCode).toBe(400);
  });
});

describe('making staff', () => {
  it('creates or promotes the account once, audited, and leaves an admin alone', async () => {
    const services = await servicesOf(ctx);
    expect(await services.users.grantAdmin('  New.Staff@Example.in ', 'config:ADMIN_EMAILS')).toEqual({ created: true });
    const [created] = await ctx.db.select().from(users).where(eq(users.email, 'new.staff@example.in'));
    expect(created).toMatchObject({ role: 'admin', passwordHash: null, emailVerifiedAt: expect.any(Date) });

    const customer = await createUser(ctx.db);
    expect(await services.users.grantAdmin(customer.email, 'ops-cli')).toEqual({ created: false });
    expect(await services.users.grantAdmin(customer.email, 'ops-cli')).toEqual({ created: false });
    const entries = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, customer.id)));
    expect(entries).toEqual([expect.objectContaining({ actorLabel: 'ops-cli', action: 'user.grant_admin', before: { role: 'customer' }, after: { role: 'admin' } })]);
  });
});
