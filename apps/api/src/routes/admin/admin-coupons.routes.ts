import { AdminCouponParams, AdminCouponResponse, AdminCouponsQuery, AdminCouponsResponse, CouponInput, CouponPatch } from '@shop/contract/admin';
import { AdminCouponTranslationsResponse, CouponTranslationInput } from '@shop/contract/translations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeDoc } from '../../lib/openapi';
import type { CouponsAdminService } from '../../modules/coupons/coupons-admin.service';
import { staffActor } from './staff-actor';
import { registerTranslationRoutes } from './translation-routes';

/** Every console route answers 401 to a visitor and 403 to a signed-in customer. */
const doc = routeDoc('admin', 401, 403);

/** Coupons in the operations console: every coupon with its use count, creating, editing and deactivating. */
export const adminCouponsRoutes: FastifyPluginAsyncZod<{ couponsAdmin: CouponsAdminService }> = async (app, { couponsAdmin }) => {
  registerTranslationRoutes(
    app,
    '/admin/coupons/:id',
    {
      read: "The coupon's English description beside each other language's",
      save: "Save the coupon's description in one language, made from `expectedVersion` (0: none yet); 409 when someone saved another meanwhile; empty shows the English",
      params: AdminCouponParams,
      input: CouponTranslationInput,
      answer: AdminCouponTranslationsResponse,
    },
    couponsAdmin,
  );

  app.get(
    '/admin/coupons',
    { schema: doc('Every coupon, newest first, with how many orders used it; q matches the code or description', { querystring: AdminCouponsQuery }, { 200: AdminCouponsResponse }, 400) },
    async (request) => {
      const { q, active } = request.query;
      return { success: true as const, coupons: await couponsAdmin.listCoupons({ q: q || undefined, active: active === undefined ? undefined : active === 'true' }) };
    },
  );

  app.post(
    '/admin/coupons',
    { schema: doc('Add a coupon (the code is stored upper-case); usable at checkout at once when active', { body: CouponInput }, { 201: AdminCouponResponse }, 400, 409) },
    async (request, reply) => reply.status(201).send({ success: true as const, coupon: await couponsAdmin.createCoupon(request.body, staffActor(request)) }),
  );

  app.patch(
    '/admin/coupons/:id',
    { schema: doc('Change some of a coupon\'s fields (not its code); the result must still fit its type\'s rules', { params: AdminCouponParams, body: CouponPatch }, { 200: AdminCouponResponse }, 400, 404) },
    async (request) => ({ success: true as const, coupon: await couponsAdmin.updateCoupon(request.params.id, request.body, staffActor(request)) }),
  );

  app.post(
    '/admin/coupons/:id/deactivate',
    { schema: doc('Stop a coupon being used (an inactive one is left as it is)', { params: AdminCouponParams }, { 200: AdminCouponResponse }, 404) },
    async (request) => ({ success: true as const, coupon: await couponsAdmin.deactivateCoupon(request.params.id, staffActor(request)) }),
  );
};
