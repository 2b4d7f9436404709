import type { OrderStatus } from '@shop/contract/orders';
import { isLoopbackAddress } from './lib/local-caller';
import { createAuthAdapters, type AuthAdapters } from './adapters/auth-adapters';
import type { PaymentProvider } from './adapters/payment/payment-provider';
import { createRazorpayProvider } from './adapters/payment/razorpay';
import { createSandboxProvider, type SandboxProvider } from './adapters/payment/sandbox-provider';
import type { AdapterLogger } from './adapters/logger';
import type { PincodeDirectory } from './adapters/pincode/pincode-directory';
import { createLocalCourier } from './adapters/shipping/local-courier';
import { createShiprocket } from './adapters/shipping/shiprocket';
import { createLocalDiskStorage } from './adapters/storage/local-disk';
import { createReturnPhotoStore } from './adapters/storage/return-photos';
import { createWhatsAppSender } from './adapters/notifications/whatsapp';
import { NOTIFICATION_LIMITS } from '@shop/contract/notifications';
import { PAYMENT_LIMITS } from '@shop/contract/orders';
import { resolveUploadDir, type Config } from './config';
import type { Db } from './db/client';
import type { PublicCache } from './lib/public-cache';
import { revokeUserSessions } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { createMessageBudget } from './modules/auth/message-budget';
import { createLoyaltyRecoveryService } from './modules/loyalty/loyalty-recovery';
import { createCartService } from './modules/cart/cart.service';
import { createCatalogAdminService } from './modules/catalog/catalog-admin.service';
import { createPagesService } from './modules/pages/pages.service';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createCatalogSearchAdminService } from './modules/catalog/catalog-search-admin.service';
import { createCatalogSearchService } from './modules/catalog/catalog-search.service';
import { createConsentsService } from './modules/consents/consents.service';
import { createGrievancesService } from './modules/grievances/grievances.service';
import { createPrivacyService } from './modules/privacy/privacy.service';
import { currentConsentVersion } from '@shop/contract/consent-rules';
import { findCouponByCode } from './modules/coupons/coupons.repository';
import { createRemindersService } from './modules/reminders/reminders.service';
import { REMINDER_LIMITS } from '@shop/contract/reminder-rules';
import { createCouponsAdminService } from './modules/coupons/coupons-admin.service';
import { createCouponsService } from './modules/coupons/coupons.service';
import { createInvoicesService } from './modules/invoices/invoices.service';
import { createLoyaltyService } from './modules/loyalty/loyalty.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createOrdersService } from './modules/orders/orders.service';
import { createOrdersAdminService } from './modules/orders/orders-admin.service';
import { createTrackingService } from './modules/orders/tracking.service';
import { createPaymentsAdminService } from './modules/payments/payments-admin.service';
import { createPincodesService } from './modules/pincodes/pincodes.service';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createSettingsService } from './modules/settings/settings.service';
import { createUsersService } from './modules/users/users.service';
import { createUsersAdminService } from './modules/users/users-admin.service';
import { createConsoleOverviewService } from './workflows/console-overview';
import { pruneExpired } from './jobs/housekeeping';
import { createJobRunner } from './jobs/job-runner';
import { HOUSEKEEPING } from '@shop/contract/operations';
import { createAccountDeletionWorkflow } from './workflows/account-deletion';
import { createCodConfirmationWorkflow } from './workflows/cod-confirmation';
import { createOrderLifecycleWorkflow } from './workflows/order-lifecycle';
import { createPayNowWorkflow } from './workflows/pay-now';
import { createPayOnlineWorkflow } from './workflows/pay-online';
import { createPlaceOrderWorkflow } from './workflows/place-order';
import { createCompleteProfileWorkflow } from './workflows/complete-profile';
import { createRefundWorkflow } from './workflows/refund-payment';
import { createTaxDocumentsWorkflow } from './workflows/tax-documents';

/** How soon the sandbox delivers a webhook after a payment or refund, as Razorpay does a moment later. */
export const SANDBOX_WEBHOOK_DELAY_MS = 1500;
const SANDBOX_WEBHOOK_POLL_MS = 5000;

export interface ServiceDeps {
  config: Config;
  db: Db;
  sessionSecret: string;
  now: () => Date;
  pincodeDirectory: PincodeDirectory;
  authAdapters?: Partial<AuthAdapters>;
  log: AdapterLogger;
  /** The public read cache (catalogue, approved reviews); without it they are read from the database each time. */
  publicCache?: PublicCache;
  /** Order statuses whose parcel came back (CAME_BACK_STATUSES unless a test brings its own). */
  cameBackStatuses?: readonly OrderStatus[];
}

/** Every domain service, wired to the adapters the configuration chooses. The HTTP app and the ops CLI share it. */
export async function createServices({ config, db, sessionSecret, now, pincodeDirectory, authAdapters, log, publicCache, cameBackStatuses }: ServiceDeps) {
  const catalog = createCatalogService({ db, assetBaseUrl: config.PUBLIC_ASSET_BASE_URL, cache: publicCache });
  const reviews = createReviewsService({ db, now, cache: publicCache });
  const adapters = { ...(await createAuthAdapters(config, db, log)), ...authAdapters };
  // Links in mails point at the shop's public address, never at whatever host a request came in on.
  const publicBaseUrl = config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`;
  // This machine's own requests in declared development (the end-to-end suite, one developer) are one address asking
  // for every test customer's texts; the other budgets still hold there.
  const outsideAddressBudget = config.NODE_ENV === 'development' ? isLoopbackAddress : undefined;
  const settings = createSettingsService({
    db,
    now,
    knownPincode: (pincode) => pincodeDirectory.lookup(pincode) !== null,
    couponExists: async (code) => (await findCouponByCode(db, code)) !== undefined,
  });
  // Texts and WhatsApp messages that cost money, codes and order updates alike, against the allowance staff set.
  const messageBudget = createMessageBudget({ shopWideLimits: (tx) => settings.textBudget(tx) });
  const auth = createAuthService({ db, sessionSecret, now, log, ...adapters, publicBaseUrl, outsideAddressBudget, messageBudget });
  const users = createUsersService({ db, directory: pincodeDirectory });
  const pincodes = createPincodesService({ directory: pincodeDirectory });
  const cart = createCartService({ db, catalog });
  const calendar = { holidays: config.DELIVERY_HOLIDAYS, cutoffMinutesIst: config.DISPATCH_CUTOFF_IST };
  const shipping =
    config.SHIPROCKET_EMAIL && config.SHIPROCKET_PASSWORD && config.SHIPROCKET_PICKUP_PINCODE
      ? createShiprocket({ email: config.SHIPROCKET_EMAIL, password: config.SHIPROCKET_PASSWORD, pickupPincode: config.SHIPROCKET_PICKUP_PINCODE, calendar })
      : createLocalCourier({
          directory: pincodeDirectory,
          unserviceablePrefixes: config.LOCAL_COURIER_UNSERVICEABLE_PREFIXES,
          pickupPincode: config.SELLER_PICKUP_PINCODE,
          zoneDays: config.DELIVERY_ZONE_DAYS,
          calendar,
        });
  const coupons = createCouponsService({ db });
  const storage = createLocalDiskStorage({ dir: resolveUploadDir(config) });
  const catalogAdmin = createCatalogAdminService({ db, storage, assetBaseUrl: config.PUBLIC_ASSET_BASE_URL, now, log });
  const couponsAdmin = createCouponsAdminService({ db, coupons, now });
  const search = createCatalogSearchService({
    db,
    cache: publicCache,
    assetBaseUrl: config.PUBLIC_ASSET_BASE_URL,
    now,
    onMissCountFailed: (err) => log.warn({ err }, 'could not count a search that found nothing'),
  });
  const searchAdmin = createCatalogSearchAdminService({ db, now });
  const pages = createPagesService({ db, now });
  const invoices = createInvoicesService({
    db,
    seller: { legalName: config.SELLER_LEGAL_NAME, address: config.SELLER_ADDRESS, state: config.SELLER_STATE, gstin: config.SELLER_GSTIN },
  });
  const consents = createConsentsService({ db, now, secret: sessionSecret });
  const privacy = createPrivacyService({ db, now });
  const grievances = createGrievancesService({ db, now, mailer: adapters.mailer, log, publicBaseUrl, officer: () => settings.grievanceOfficer() });
  const notifications = createNotificationsService({
    db,
    whatsapp: createWhatsAppSender(config, db, log),
    sms: adapters.sms,
    whatsappTemplates: config.WHATSAPP_TEMPLATES,
    whatsappLanguage: config.WHATSAPP_TEMPLATE_LANGUAGE,
    smsTemplates: config.SMS_DLT_TEMPLATES,
    templatesByLocale: { hi: { whatsappTemplates: config.WHATSAPP_TEMPLATES_HI, whatsappLanguage: config.WHATSAPP_TEMPLATE_LANGUAGE_HI, smsTemplates: config.SMS_DLT_TEMPLATES_HI } },
    publicBaseUrl,
    now,
    log,
    spendText: (tx, update) => messageBudget.spendOrderUpdate(tx, update),
    onChoice: (tx, userId, choice) => consents.record(tx, userId, { ...choice, version: currentConsentVersion(choice.purpose) }),
  });
  const reminders = createRemindersService({
    db,
    now,
    secret: sessionSecret,
    settings: () => settings.reminders(),
    granted: (userId, purpose) => consents.granted(userId, purpose),
    stopUrl: (userId, purpose) => `${publicBaseUrl}/stop/${consents.stopToken(userId, purpose)}`,
    oneClickStopUrl: (userId, purpose) => `${publicBaseUrl}/api/v1/consents/stop/${consents.stopToken(userId, purpose)}`,
    publicBaseUrl,
    whatsapp: createWhatsAppSender(config, db, log),
    whatsappLanguage: config.WHATSAPP_TEMPLATE_LANGUAGE,
    sms: adapters.sms,
    smsTemplates: config.SMS_DLT_REMINDER_TEMPLATES,
    hindi: { whatsappLanguage: config.WHATSAPP_TEMPLATE_LANGUAGE_HI, smsTemplates: config.SMS_DLT_REMINDER_TEMPLATES_HI },
    mailer: adapters.mailer,
    log,
    spendText: (tx, reminder) => messageBudget.spendReminder(tx, reminder),
    async couponInForce(code) {
      const coupon = await findCouponByCode(db, code);
      const at = now();
      return coupon !== undefined && coupon.isActive && (!coupon.validFrom || coupon.validFrom <= at) && (!coupon.validUntil || coupon.validUntil >= at);
    },
  });
  const returnPhotos = createReturnPhotoStore({ uploadDir: resolveUploadDir(config) });
  const tracking = createTrackingService({
    db,
    users,
    shipping,
    mailer: adapters.mailer,
    publicBaseUrl,
    notifications,
    now,
    log,
    invoiceOf: (order) => invoices.summaryOf(order),
    // Late-bound: the pay-now workflow is built below, from services built after this one.
    payNowOffer: (row) => payNow.offerFor(row),
    payNowPath: (orderId) => payNow.linkPath(orderId),
    returnPhotos,
  });
  const orders = createOrdersService({ db, users, shipping, directory: pincodeDirectory, now });
  const sandbox: SandboxProvider | null = config.RAZORPAY_KEY_ID ? null : createSandboxProvider({ db, secret: sessionSecret, now });
  const paymentProvider: PaymentProvider =
    sandbox ?? createRazorpayProvider({ keyId: config.RAZORPAY_KEY_ID!, keySecret: config.RAZORPAY_KEY_SECRET!, webhookSecret: config.RAZORPAY_WEBHOOK_SECRET });
  // The operations console's side of each domain.
  const ordersAdmin = createOrdersAdminService({ db, now });
  const paymentsAdmin = createPaymentsAdminService({ db });
  const usersAdmin = createUsersAdminService({ db, now, revokeUserSessions });

  // Workflows: the only code that crosses domains.
  const orderPlaced = (_userId: string, order: { _id: string }) => tracking.notifyPlaced(order._id);
  const taxDocuments = createTaxDocumentsWorkflow({ orders, users, invoices });
  const placeOrder = createPlaceOrderWorkflow({
    db,
    orders,
    catalog,
    coupons,
    cart,
    users,
    shipping,
    directory: pincodeDirectory,
    taxDocuments,
    notifications,
    consents,
    orderMails: tracking,
    now,
    orderPlaced,
    settings,
    cameBackStatuses,
    payNowPath: (orderId) => payNow.linkPath(orderId),
  });
  const completeProfile = createCompleteProfileWorkflow({ users, consents, notifications });
  const codConfirmation = createCodConfirmationWorkflow({ db, placeOrder, orders, settings, users, codes: auth.orderCodes, now, orderPlaced });
  const refunds = createRefundWorkflow({
    db,
    provider: paymentProvider,
    orders,
    notifications,
    taxDocuments,
    now,
    log,
    returnRefunded: (orderId) => tracking.notifyReturnDecision(orderId, 'refunded'),
  });
  const payOnline = createPayOnlineWorkflow({ db, provider: paymentProvider, orders, placeOrder, refunds, taxDocuments, now, orderPlaced, paidOnlineMail: { enqueue: (tx, orderId) => tracking.enqueuePaidOnlineMail(tx, orderId), sendDue: (orderId) => tracking.sendDueMailsOf(orderId) }, log });
  const payNow = createPayNowWorkflow({ db, provider: paymentProvider, orders, payOnline, secret: sessionSecret, codRules: () => settings.codRules(), now, log });
  const loyaltyRecovery = createLoyaltyRecoveryService();
  const accountDeletion = createAccountDeletionWorkflow({ db, privacy, codes: auth.eraseCodes });
  const lifecycle = createOrderLifecycleWorkflow({ db, orders, ordersAdmin, tracking, catalog, coupons, refunds, taxDocuments, notifications, loyaltyRecovery, now });
  const loyalty = createLoyaltyService({ standing: (userId) => placeOrder.standing(userId), coupons, now });
  const consoleOverview = createConsoleOverviewService({
    db,
    now,
    ordersAdmin,
    paymentsAdmin,
    usersAdmin,
    reviews,
    catalog,
    invoices,
    messageBudget,
    loyaltyRecovery,
    updatesWaiting: () => notifications.countWaiting(),
  });

  const jobs = createJobRunner({
    db,
    log,
    jobs: [
      {
        name: 'reconcile-payments',
        intervalMs: PAYMENT_LIMITS.reconcileIntervalSeconds * 1000,
        // After a crash every open payment is asked about at once, however young.
        runAtStart: () => payOnline.reconcile({ minAgeMs: 0 }),
        run: () => payOnline.reconcile(),
      },
      {
        name: 'housekeeping',
        intervalMs: HOUSEKEEPING.intervalMinutes * 60_000,
        run: async () => {
          const pruned = await pruneExpired(db, now());
          if (Object.values(pruned).some((n) => n > 0)) log.info({ pruned }, 'housekeeping: pruned expired rows');
        },
      },
      {
        name: 'order-notifications',
        intervalMs: NOTIFICATION_LIMITS.pollSeconds * 1000,
        run: () => notifications.deliverDue(),
      },
      {
        // Carts left and litter running out: written once when due, sent when it is day in India.
        name: 'reminders',
        intervalMs: REMINDER_LIMITS.pollSeconds * 1000,
        run: async () => {
          await reminders.schedule();
          await reminders.deliverDue();
        },
      },
      {
        // Order mails whose sending right after the commit never happened (a crash) or failed.
        name: 'order-mails',
        intervalMs: NOTIFICATION_LIMITS.pollSeconds * 1000,
        run: () => tracking.deliverDueMails(),
      },
      {
        // Grievance mails whose sending right after the commit failed or never happened.
        name: 'grievance-mails',
        intervalMs: NOTIFICATION_LIMITS.pollSeconds * 1000,
        run: () => grievances.deliverDue(),
      },
      ...(sandbox
        ? [
            {
              name: 'sandbox-webhooks',
              intervalMs: SANDBOX_WEBHOOK_POLL_MS,
              run: () => sandbox.deliverDueWebhooks((body, signature) => payOnline.handleWebhook(body, signature).then(() => undefined), now()),
            },
          ]
        : []),
    ],
  });

  return {
    consoleOverview,
    settings,
    notifications,
    consents,
    reminders,
    privacy,
    grievances,
    accountDeletion,
    ordersAdmin,
    paymentsAdmin,
    usersAdmin,
    catalog,
    reviews,
    adapters,
    auth,
    users,
    pincodes,
    cart,
    coupons,
    tracking,
    orders,
    invoices,
    loyalty,
    sandbox,
    paymentProvider,
    shipping,
    catalogAdmin,
    couponsAdmin,
    search,
    searchAdmin,
    pages,
    placeOrder,
    completeProfile,
    codConfirmation,
    payOnline,
    payNow,
    refunds,
    lifecycle,
    jobs,
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
