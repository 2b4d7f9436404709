import { AdminCouponParams, AdminCouponResponse, AdminCouponsQuery, AdminCouponsResponse, CouponInput, CouponPatch } from '@shop/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi';
import type { CouponsAdminService } from '../../modules/coupons/coupons-admin.service';
import { staffActor } from './staff-actor';

/** Coupons in the operations console: every coupon with its use count, creating, editing and deactivating. */
export const adminCouponsRoutes: FastifyPluginAsyncZod<{ couponsAdmin: CouponsAdminService }> = async (app, { couponsAdmin }) => {
  app.get(
    '/admin/coupons',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every coupon, newest first, with how many orders used it; q matches the code or description',
        querystring: AdminCouponsQuery,
        response: { 200: AdminCouponsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { q, active } = request.query;
      return { success: true as const, coupons: await couponsAdmin.listCoupons({ q: q || undefined, active: active === undefined ? undefined : active === 'true' }) };
    },
  );

  app.post(
    '/admin/coupons',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a coupon (the code is stored upper-case); usable at checkout at once when active',
        body: CouponInput,
        response: { 201: AdminCouponResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send({ success: true as const, coupon: await couponsAdmin.createCoupon(request.body, staffActor(request)) }),
  );

  app.patch(
    '/admin/coupons/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change some of a coupon\'s fields (not its code); the result must still fit its type\'s rules',
        params: AdminCouponParams,
        body: CouponPatch,
        response: { 200: AdminCouponResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, coupon: await couponsAdmin.updateCoupon(request.params.id, request.body, staffActor(request)) }),
  );

  app.post(
    '/admin/coupons/:id/deactivate',
    { schema: { tags: ['admin'], summary: 'Stop a coupon being used (an inactive one is left as it is)', params: AdminCouponParams, response: { 200: AdminCouponResponse, ...errorResponses(401, 403, 404) } } },
    async (request) => ({ success: true as const, coupon: await couponsAdmin.deactivateCoupon(request.params.id, staffActor(request)) }),
  );
};
