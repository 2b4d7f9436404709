import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { AppError, sendError } from './lib/errors';
import { isLocalCaller } from './lib/local-caller';
import type { PublicCache } from './lib/public-cache';
import type { AuthGuard } from './modules/auth/auth.guard';
import { adminRoutes } from './routes/admin/admin.routes';
import { authRoutes } from './routes/auth.routes';
import { cartRoutes } from './routes/cart.routes';
import { catalogRoutes } from './routes/catalog.routes';
import { devRoutes } from './routes/dev.routes';
import { healthRoutes } from './routes/health.routes';
import { invoicesRoutes } from './routes/invoices.routes';
import { loyaltyRoutes } from './routes/loyalty.routes';
import { consentsRoutes } from './routes/consents.routes';
import { remindersRoutes } from './routes/reminders.routes';
import { dataRightsRoutes } from './routes/data-rights.routes';
import { notificationsRoutes } from './routes/notifications.routes';
import { ordersRoutes } from './routes/orders.routes';
import { payNowRoutes } from './routes/pay-now.routes';
import { paymentsRoutes } from './routes/payments.routes';
import { pagesRoutes } from './routes/pages.routes';
import { pincodesRoutes } from './routes/pincodes.routes';
import { reviewsRoutes } from './routes/reviews.routes';
import { searchRoutes } from './routes/search.routes';
import { sandboxRoutes } from './routes/sandbox.routes';
import { trackingRoutes } from './routes/tracking.routes';
import { usersRoutes } from './routes/users.routes';
import { SANDBOX_WEBHOOK_DELAY_MS, type Services } from './services';

const API_PREFIX = '/api/v1';

/** One route plugin with exactly the options it declares, ready to register. */
type RouteEntry = (app: FastifyInstance) => Promise<unknown>;
function plugin<Options extends object>(routes: FastifyPluginAsyncZod<Options>, options: Options): RouteEntry {
  return async (app) => app.register(routes, options);
}

export interface RouteWiring {
  config: Config;
  db: Db;
  now: () => Date;
  guard: AuthGuard;
  publicCache: PublicCache;
  /** The searches' answers this process keeps (apart from the catalogue's, under SEARCH_LIMITS.keptSearches). */
  searchCache: PublicCache;
  services: Services;
  /** After every change staff make: forgets this process's public answers and pages. */
  onStaffChange: () => void;
}

/** Every plugin under /api/v1, top to bottom as a customer meets them, each given only the services it uses. */
function apiRoutes({ config, db, now, guard, publicCache, searchCache, services: s, onStaffChange }: RouteWiring): RouteEntry[] {
  return [
    plugin(healthRoutes, { db }),
    plugin(authRoutes, { auth: s.auth, guard, secureCookies: config.NODE_ENV === 'production' }),
    plugin(catalogRoutes, { catalog: s.catalog, publicCache }),
    plugin(searchRoutes, { search: s.search, searchCache }),
    plugin(reviewsRoutes, { reviews: s.reviews, users: s.users, guard, publicCache }),
    plugin(pagesRoutes, { pages: s.pages, publicCache }),
    plugin(usersRoutes, { users: s.users, completeProfile: s.completeProfile, auth: s.auth, guard }),
    plugin(pincodesRoutes, { pincodes: s.pincodes }),
    plugin(cartRoutes, { cart: s.cart, guard }),
    plugin(notificationsRoutes, { notifications: s.notifications, guard }),
    plugin(consentsRoutes, {
      consents: s.consents,
      notifications: s.notifications,
      guard,
      whatsAppAppSecret: config.WHATSAPP_APP_SECRET,
      whatsAppVerifyToken: config.WHATSAPP_VERIFY_TOKEN,
      smsInboundSecret: config.SMS_INBOUND_SECRET,
    }),
    plugin(remindersRoutes, { reminders: s.reminders, guard }),
    plugin(dataRightsRoutes, {
      privacy: s.privacy,
      accountDeletion: s.accountDeletion,
      grievances: s.grievances,
      users: s.users,
      guard,
      secureCookies: config.NODE_ENV === 'production',
      grievanceOfficer: () => s.settings.grievanceOfficer(),
    }),
    plugin(ordersRoutes, { orders: s.orders, placeOrder: s.placeOrder, codConfirmation: s.codConfirmation, coupons: s.coupons, guard, now, publicCache }),
    plugin(paymentsRoutes, { payOnline: s.payOnline, guard }),
    plugin(payNowRoutes, { payNow: s.payNow }),
    plugin(trackingRoutes, { tracking: s.tracking, lifecycle: s.lifecycle, guard, courierWebhookSecret: config.SHIPPING_WEBHOOK_SECRET }),
    plugin(invoicesRoutes, { invoices: s.invoices, guard }),
    plugin(loyaltyRoutes, { loyalty: s.loyalty, guard, publicCache }),
    plugin(adminRoutes, {
      guard,
      onStaffChange,
      users: s.users,
      consoleOverview: s.consoleOverview,
      ordersAdmin: s.ordersAdmin,
      paymentsAdmin: s.paymentsAdmin,
      lifecycle: s.lifecycle,
      refunds: s.refunds,
      tracking: s.tracking,
      reviews: s.reviews,
      catalogAdmin: s.catalogAdmin,
      couponsAdmin: s.couponsAdmin,
      searchAdmin: s.searchAdmin,
      pages: s.pages,
      reminders: s.reminders,
      settings: s.settings,
      usersAdmin: s.usersAdmin,
      privacy: s.privacy,
      grievances: s.grievances,
      accountDeletion: s.accountDeletion,
    }),
  ];
}

/** The development tools (/dev/*): the mailbox, the offline identity provider and the payment sandbox. */
function devToolRoutes({ db, now, services: s }: RouteWiring): RouteEntry[] {
  return [
    plugin(devRoutes, { db, now, devIdentity: s.adapters.devIdentity, sendReminderNow: (userId) => s.reminders.sendNow(userId), sendRefillNow: (userId) => s.reminders.sendRefillNow(userId) }),
    ...(s.sandbox ? [plugin(sandboxRoutes, { gateway: s.sandbox, jobs: s.jobs, webhookDelayMs: SANDBOX_WEBHOOK_DELAY_MS })] : []),
  ];
}

/** Registers the API under /api/v1 and, where devTools says so, the development tools at the root. */
export async function registerRoutes(app: FastifyInstance, wiring: RouteWiring, { devTools }: { devTools: boolean }): Promise<void> {
  await app.register(
    async (api) => {
      for (const register of apiRoutes(wiring)) await register(api);
    },
    { prefix: API_PREFIX },
  );
  if (!devTools) return;
  await app.register(async (dev) => {
    // The mailbox shows anyone's codes and the identity provider mints sign-ins: this machine only, unless asked.
    if (!wiring.config.DEV_TOOLS_REMOTE) {
      dev.addHook('onRequest', async (request, reply) => {
        if (!isLocalCaller(request)) return sendError(reply, new AppError('request.routeNotFound'));
      });
    }
    for (const register of devToolRoutes(wiring)) await register(dev);
  });
}
