import fastifyMultipart from '@fastify/multipart';
import {
  CancelOrderResponse,
  MyOrdersPage,
  MyOrdersQuery,
  OrderIdParams,
  OrderStatusResponse,
  RETURN_LIMITS,
  RETURN_MESSAGES,
  RETURN_PHOTO_TYPES,
  ReturnBody,
  ReturnPhotoResponse,
  ReturnResponse,
  ShippingWebhookBody,
} from '@shop/contract/tracking';
import { localeOfRequest } from '../lib/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { routeDoc } from '../lib/openapi';
import type { OrderLifecycleWorkflow } from '../workflows/order-lifecycle';
import type { AuthGuard } from '../modules/auth/auth.guard';
import type { TrackingService } from '../modules/orders/tracking.service';
import { secretMatches } from '../lib/shared-secret';
import { privateAnswer } from './private-answer';
import { readUpload, type UploadForm } from './uploads';

const doc = routeDoc('orders');

/** The return photo form: one photo in the field `photo`. */
const PHOTO_UPLOAD: UploadForm = {
  field: 'photo',
  accepts: (mimetype) => Object.hasOwn(RETURN_PHOTO_TYPES, mimetype),
  refusals: { notMultipart: 'return.photoForm', missing: 'return.photoMissing', type: 'return.photoType', tooLarge: 'return.photoTooLarge', broken: 'return.photoMissing' },
};

/** Order history, tracking, cancellation, returns, and the courier's tracking webhook. */
export const trackingRoutes: FastifyPluginAsyncZod<{ tracking: TrackingService; lifecycle: OrderLifecycleWorkflow; guard: AuthGuard; courierWebhookSecret?: string }> = async (
  app,
  { tracking, lifecycle, guard, courierWebhookSecret },
) => {
  // Only the return photo upload reads multipart bodies; fileSize is the limit that binds them.
  await app.register(fastifyMultipart, { limits: { fileSize: RETURN_LIMITS.photoMaxBytes, files: 1 } });

  app.get(
    '/user/my-order',
    { onRequest: guard.requireUser, schema: doc("The customer's orders, newest first, a page at a time", { querystring: MyOrdersQuery }, { 200: MyOrdersPage }, 400, 401) },
    async (request, reply) => privateAnswer(reply, { data: await tracking.myOrders(request.user!.userId, request.query.page) }),
  );

  app.get(
    '/order/:orderId/status',
    { onRequest: guard.requireUser, schema: doc('Status, tracking number and history of one of your orders', { params: OrderIdParams }, { 200: OrderStatusResponse }, 401, 404) },
    async (request, reply) => privateAnswer(reply, await tracking.statusOf(request.user!.userId, request.params.orderId, localeOfRequest(request))),
  );

  app.post(
    '/order/:orderId/return',
    {
      onRequest: guard.requireUser,
      schema: doc('Ask to return a delivered order within the return window', { params: OrderIdParams, body: ReturnBody }, { 201: ReturnResponse }, 400, 401, 404, 409, 422),
    },
    async (request, reply) => {
      await tracking.requestReturn(request.user!.userId, request.params.orderId, request.body);
      return reply.status(201).send({ success: true as const, message: RETURN_MESSAGES.submitted });
    },
  );

  app.post(
    '/order/:orderId/return/photo',
    {
      onRequest: guard.requireUser,
      schema: doc(`Upload the photo a "Damaged product" return needs (multipart/form-data, file field "${PHOTO_UPLOAD.field}": JPEG, PNG or WebP, at most ${RETURN_LIMITS.photoMaxBytes / (1024 * 1024)} MB); send its name with the return`, { params: OrderIdParams, consumes: ['multipart/form-data'] }, { 201: ReturnPhotoResponse }, 400, 401, 404, 409, 413, 415, 422),
      // A body of a type no parser takes would otherwise be told to be JSON; rethrown errors reach the app's handler.
      errorHandler: (error) => {
        throw error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? new AppError('return.photoForm') : error;
      },
    },
    async (request, reply) => {
      const bytes = await readUpload(request, PHOTO_UPLOAD);
      const photo = await tracking.saveReturnPhoto(request.user!.userId, request.params.orderId, bytes);
      return reply.status(201).send({ success: true as const, photo });
    },
  );

  app.post(
    '/order/:orderId/cancel',
    {
      onRequest: guard.requireUser,
      schema: doc('Cancel your order within 24 hours of ordering, before it is shipped; an online payment is refunded', { params: OrderIdParams }, { 200: CancelOrderResponse }, 401, 404, 409, 422),
    },
    async (request) => ({ success: true as const, message: await lifecycle.cancelByCustomer(request.user!.userId, request.params.orderId) }),
  );

  app.post(
    '/shipping/webhook',
    { schema: doc("The courier's tracking updates (Shiprocket's format), authenticated by the x-api-key shared secret", { body: ShippingWebhookBody }, { 200: z.object({ success: z.literal(true), applied: z.boolean(), reason: z.string().optional() }) }, 400, 401) },
    async (request) => {
      if (!secretMatches(courierWebhookSecret, request.headers['x-api-key'])) throw new AppError('auth.unauthorized');
      const at = request.body.current_timestamp ? new Date(request.body.current_timestamp.replace(' ', 'T') + '+05:30') : undefined;
      const result = await lifecycle.courierUpdate({
        orderRef: request.body.order_id,
        courierStatus: request.body.current_status,
        courierStatusId: Number.isInteger(Number(request.body.current_status_id)) ? Number(request.body.current_status_id) : null,
        at: at && !Number.isNaN(at.getTime()) ? at : undefined,
      });
      return { success: true as const, ...result };
    },
  );
};
