import { createAuthAdapters, type AuthAdapters } from './adapters/auth-adapters';
import { createRazorpayGateway } from './adapters/payment/razorpay';
import { createSandboxGateway, type SandboxGateway } from './adapters/payment/sandbox-gateway';
import type { AdapterLogger } from './adapters/logger';
import type { PincodeDirectory } from './adapters/pincode/pincode-directory';
import { createLocalCourier } from './adapters/shipping/local-courier';
import { createShiprocket } from './adapters/shipping/shiprocket';
import { createLocalDiskStorage } from './adapters/storage/local-disk';
import { resolveUploadDir, type Config } from './config';
import type { Db } from './db/client';
import { createAuthService } from './modules/auth/auth.service';
import { createCartService } from './modules/cart/cart.service';
import { createCatalogAdminService } from './modules/catalog/catalog-admin.service';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createCouponsAdminService } from './modules/coupons/coupons-admin.service';
import { createCouponsService } from './modules/coupons/coupons.service';
import { createLoyaltyService } from './modules/loyalty/loyalty.service';
import { createOrdersService } from './modules/orders/orders.service';
import { createOrdersAdminService } from './modules/orders/orders-admin.service';
import { createTrackingService } from './modules/orders/tracking.service';
import { createPaymentsService } from './modules/payments/payments.service';
import { createPaymentsAdminService } from './modules/payments/payments-admin.service';
import { createPincodesService } from './modules/pincodes/pincodes.service';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createUsersService } from './modules/users/users.service';
import { createUsersAdminService } from './modules/users/users-admin.service';
import { createConsoleOverviewService } from './modules/admin/console-overview.service';

export interface ServiceDeps {
  config: Config;
  db: Db;
  sessionSecret: string;
  now: () => Date;
  pincodeDirectory: PincodeDirectory;
  authAdapters?: Partial<AuthAdapters>;
  log: AdapterLogger;
}

/** Every domain service, wired to the adapters the configuration chooses. The HTTP app and the ops CLI share it. */
export async function createServices({ config, db, sessionSecret, now, pincodeDirectory, authAdapters, log }: ServiceDeps) {
  const catalog = createCatalogService({ db, assetBaseUrl: config.PUBLIC_ASSET_BASE_URL });
  const reviews = createReviewsService({ db, now });
  const adapters = { ...(await createAuthAdapters(config, db, log)), ...authAdapters };
  const auth = createAuthService({ db, sessionSecret, now, log, ...adapters });
  const users = createUsersService({ db, directory: pincodeDirectory });
  const pincodes = createPincodesService({ directory: pincodeDirectory });
  const cart = createCartService({ db, catalog });
  const shipping =
    config.SHIPROCKET_EMAIL && config.SHIPROCKET_PASSWORD && config.SHIPROCKET_PICKUP_PINCODE
      ? createShiprocket({ email: config.SHIPROCKET_EMAIL, password: config.SHIPROCKET_PASSWORD, pickupPincode: config.SHIPROCKET_PICKUP_PINCODE })
      : createLocalCourier({ directory: pincodeDirectory, unserviceablePrefixes: config.LOCAL_COURIER_UNSERVICEABLE_PREFIXES });
  const coupons = createCouponsService({ db });
  const storage = createLocalDiskStorage({ dir: resolveUploadDir(config) });
  const catalogAdmin = createCatalogAdminService({ db, storage, assetBaseUrl: config.PUBLIC_ASSET_BASE_URL, now, log });
  const couponsAdmin = createCouponsAdminService({ db, coupons, now });
  const tracking = createTrackingService({
    db,
    catalog,
    coupons,
    users,
    shipping,
    mailer: adapters.mailer,
    publicBaseUrl: config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`,
    now,
    log,
  });
  const orders = createOrdersService({
    db,
    catalog,
    coupons,
    users,
    cart,
    shipping,
    directory: pincodeDirectory,
    now,
    onPlaced: (userId, order) => tracking.notifyPlaced(userId, order),
  });
  const loyalty = createLoyaltyService({ orders, coupons, now });
  const sandbox: SandboxGateway | null =
    config.RAZORPAY_KEY_ID ? null : createSandboxGateway({ db, secret: sessionSecret });
  const gateway =
    sandbox ??
    createRazorpayGateway({ keyId: config.RAZORPAY_KEY_ID!, keySecret: config.RAZORPAY_KEY_SECRET!, webhookSecret: config.RAZORPAY_WEBHOOK_SECRET });
  const payments = createPaymentsService({ db, gateway, orders });
  // The operations console's side of each domain.
  const ordersAdmin = createOrdersAdminService({ db, tracking, now });
  const paymentsAdmin = createPaymentsAdminService({ db, now });
  const usersAdmin = createUsersAdminService({ db });
  const consoleOverview = createConsoleOverviewService({ db, now, ordersAdmin, paymentsAdmin, usersAdmin, reviews, catalog });

  return { consoleOverview, ordersAdmin, paymentsAdmin, usersAdmin, catalog, reviews, adapters, auth, users, pincodes, cart, coupons, tracking, orders, loyalty, sandbox, gateway, payments, shipping, catalogAdmin, couponsAdmin };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
