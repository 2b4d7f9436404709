import {
  AddToCartBody,
  CART_MESSAGES,
  CartItemParams,
  CartItemResponse,
  CartMessageResponse,
  CartResponse,
  UpdateCartItemBody,
} from '@shop/contract/cart';
import { IdempotencyKey } from '@shop/contract/orders';
import { localeOfRequest } from '../lib/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeDoc } from '../lib/openapi';
import { JSON_SECURITY_HEADERS } from '../lib/json-headers';
import type { AuthGuard } from '../modules/auth/auth.guard';
import type { CartService } from '../modules/cart/cart.service';

const doc = routeDoc('cart');

/** The optional Idempotency-Key header of an add: one per tap, so the same tap sent twice adds once. */
const AddHeaders = z.object({ 'idempotency-key': IdempotencyKey.optional() }).loose();

/** The signed-in customer's cart (SPEC.md §7 Cart). */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService; guard: AuthGuard }> = async (app, { cart, guard }) => {
  app.addHook('onRequest', guard.requireUser);
  // JSON only: the headers that matter for JSON here, and helmet (a document's headers) skipped on each route.
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(JSON_SECURITY_HEADERS).header('cache-control', 'private, no-store');
  });

  app.post(
    '/cart/add-to-cart',
    {
      helmet: false,
      schema: doc('Add a product; the same product again raises its quantity; idempotent with an Idempotency-Key (one per tap)', { headers: AddHeaders, body: AddToCartBody }, { 200: CartItemResponse }, 400, 401, 404, 422),
    },
    async (request) => ({ success: true as const, message: CART_MESSAGES.added, cartItem: await cart.addItem(request.user!.userId, request.body, request.headers['idempotency-key'] ?? null, localeOfRequest(request)) }),
  );

  app.get(
    '/cart/get-user-cart',
    { helmet: false, schema: doc('The cart, without lines whose product is gone', {}, { 200: CartResponse }, 401) },
    async (request) => ({ success: true as const, cartItems: await cart.getCart(request.user!.userId, localeOfRequest(request)) }),
  );

  app.put(
    '/cart/update-cart-item/:cartItemId',
    { helmet: false, schema: doc('Set the quantity of a cart line', { params: CartItemParams, body: UpdateCartItemBody }, { 200: CartItemResponse }, 400, 401, 404, 422) },
    async (request) => ({
      success: true as const,
      message: CART_MESSAGES.updated,
      cartItem: await cart.setQuantity(request.user!.userId, request.params.cartItemId, request.body.quantity, localeOfRequest(request)),
    }),
  );

  app.delete(
    '/cart/remove-cart-item/:cartItemId',
    { helmet: false, schema: doc('Remove a cart line', { params: CartItemParams }, { 200: CartMessageResponse }, 401, 404) },
    async (request) => {
      await cart.removeItem(request.user!.userId, request.params.cartItemId);
      return { success: true as const, message: CART_MESSAGES.removed };
    },
  );

  app.delete(
    '/cart/clear-cart',
    { helmet: false, schema: doc('Empty the cart', {}, { 200: CartMessageResponse }, 401) },
    async (request) => {
      await cart.clear(request.user!.userId);
      return { success: true as const, message: CART_MESSAGES.cleared };
    },
  );
};
