import { createAuthAdapters, type AuthAdapters } from './adapters/auth-adapters';
import { createRazorpayGateway } from './adapters/payment/razorpay';
import { createSandboxGateway, type SandboxGateway } from './adapters/payment/sandbox-gateway';
import type { AdapterLogger } from './adapters/logger';
import type { PincodeDirectory } from './adapters/pincode/pincode-directory';
import { createLocalCourier } from './adapters/shipping/local-courier';
import { createShiprocket } from './adapters/shipping/shiprocket';
import type { Config } from './config';
import type { Db } from './db/client';
import { createAuthService } from './modules/auth/auth.service';
import { createCartService } from './modules/cart/cart.service';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createCouponsService } from './modules/coupons/coupons.service';
import { createLoyaltyService } from './modules/loyalty/loyalty.service';
import { createOrdersService } from './modules/orders/orders.service';
import { createTrackingService } from './modules/orders/tracking.service';
import { createPaymentsService } from './modules/payments/payments.service';
import { createPincodesService } from './modules/pincodes/pincodes.service';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createUsersService } from './modules/users/users.service';

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

  return { catalog, reviews, adapters, auth, users, pincodes, cart, coupons, tracking, orders, loyalty, sandbox, gateway, payments, shipping };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
