/**
 * Every reason the API gives for refusing a request: a stable key a client can show in its own words (or another
 * language) instead of the message, with the error code (and so the HTTP status) and the message that always go with
 * it. The words are the catalogues' own, so each text keeps one source. Free of the validation library (errors.ts
 * re-exports it with the error body's schema).
 *
 * Keys are `<area>.<name>`, the name being the catalogue entry's where there is one. A key is never renamed or given
 * another meaning once published; a new situation gets a new key, even when its words are an old one's.
 */
import { ADMIN_MESSAGES } from './admin-rules';
import { AUTH_MESSAGES } from './auth-rules';
import { CART_MESSAGES } from './cart-rules';
import { CONSENT_MESSAGES } from './consent-rules';
import { REMINDER_MESSAGES, RESTORE_MESSAGES } from './reminder-rules';
import { DATA_RIGHTS_MESSAGES } from './data-rights-rules';
import { COD_CONFIRMATION_MESSAGES } from './cod-confirmation-rules';
import { COD_RULES_MESSAGES } from './cod-rules-words';
import { ERROR_MESSAGES, type ErrorCode } from './error-codes';
import { INVOICE_MESSAGES } from './invoice-rules';
import { LOCALE_MESSAGES } from './locale';
import { CANCEL_MESSAGES, COUPON_MESSAGES, ORDER_MESSAGES } from './order-rules';
import { PAY_NOW_MESSAGES } from './pay-now-rules';
import { PHONE_MESSAGES, PROFILE_MESSAGES } from './profile-rules';
import { REVIEW_MESSAGES, REVIEW_MODERATION_MESSAGES } from './review-rules';
import { SEARCH_MESSAGES } from './search-rules';
import { RETURN_MESSAGES, TRACKING_MESSAGES } from './tracking-rules';

/** A value a message is made from, as an error body's `params` carries it. */
export type ReasonParam = string | number | boolean;

interface ReasonEntry {
  /** The error code of every answer with this reason. */
  code: ErrorCode;
  /** Its words: fixed, or made from the answer's params. */
  message: string | ((params: never) => string);
}

export const ERROR_REASONS = {
  // The request itself, refused before any route's own rules.
  'request.invalid': { code: 'BAD_REQUEST', message: ERROR_MESSAGES.invalidField },
  'request.badRequest': { code: 'BAD_REQUEST', message: ERROR_MESSAGES.badRequest },
  'request.badUrl': { code: 'BAD_REQUEST', message: ERROR_MESSAGES.badUrl },
  'request.invalidJson': { code: 'BAD_REQUEST', message: ERROR_MESSAGES.invalidJson },
  'request.refused': { code: 'BAD_REQUEST', message: ERROR_MESSAGES.refusedRequest },
  'request.routeNotFound': { code: 'NOT_FOUND', message: ERROR_MESSAGES.notFoundRoute },
  'request.tooLarge': { code: 'PAYLOAD_TOO_LARGE', message: ERROR_MESSAGES.payloadTooLarge },
  'request.uriTooLong': { code: 'URI_TOO_LONG', message: ERROR_MESSAGES.uriTooLong },
  'request.unsupportedMediaType': { code: 'UNSUPPORTED_MEDIA_TYPE', message: ERROR_MESSAGES.unsupportedMediaType },
  /** A `lang` parameter that names no language of the shop (or names more than one). */
  'request.unknownLanguage': { code: 'BAD_REQUEST', message: LOCALE_MESSAGES.unknownLanguage },
  'request.rateLimited': { code: 'RATE_LIMITED', message: ERROR_MESSAGES.rateLimited },
  'server.internal': { code: 'INTERNAL', message: ERROR_MESSAGES.internal },
  'server.unavailable': { code: 'UNAVAILABLE', message: ERROR_MESSAGES.databaseDown },

  'auth.unauthorized': { code: 'UNAUTHORIZED', message: AUTH_MESSAGES.unauthorized },
  'auth.invalidCredentials': { code: 'UNAUTHORIZED', message: AUTH_MESSAGES.invalidCredentials },
  'auth.sessionExpired': { code: 'UNAUTHORIZED', message: AUTH_MESSAGES.sessionExpired },
  'auth.googleInvalid': { code: 'UNAUTHORIZED', message: AUTH_MESSAGES.googleInvalid },
  'auth.googleEmailUnverified': { code: 'UNAUTHORIZED', message: AUTH_MESSAGES.googleEmailUnverified },
  'auth.emailNotVerified': { code: 'FORBIDDEN', message: AUTH_MESSAGES.emailNotVerified },
  'auth.staffOnly': { code: 'FORBIDDEN', message: AUTH_MESSAGES.staffOnly },
  'auth.accountBlocked': { code: 'FORBIDDEN', message: AUTH_MESSAGES.accountBlocked },
  'auth.originRefused': { code: 'FORBIDDEN', message: AUTH_MESSAGES.originRefused },
  'auth.logoutCrossSite': { code: 'FORBIDDEN', message: AUTH_MESSAGES.logoutCrossSite },
  'auth.googleAccountConflict': { code: 'CONFLICT', message: AUTH_MESSAGES.googleAccountConflict },
  'auth.otpInvalid': { code: 'BAD_REQUEST', message: AUTH_MESSAGES.otpInvalid },
  'auth.otpExpired': { code: 'BAD_REQUEST', message: AUTH_MESSAGES.otpExpired },
  'auth.otpBurned': { code: 'BAD_REQUEST', message: AUTH_MESSAGES.otpBurned },
  'auth.otpThrottled': { code: 'RATE_LIMITED', message: AUTH_MESSAGES.otpThrottled },
  'auth.otpTooMany': { code: 'RATE_LIMITED', message: AUTH_MESSAGES.otpTooMany },
  'auth.passwordsPaused': { code: 'RATE_LIMITED', message: AUTH_MESSAGES.passwordsPaused },
  'auth.codesPaused': { code: 'RATE_LIMITED', message: AUTH_MESSAGES.codesPaused },
  'auth.messageBudget': { code: 'RATE_LIMITED', message: AUTH_MESSAGES.messageBudget },
  'auth.codeNotSent': { code: 'UNAVAILABLE', message: AUTH_MESSAGES.codeNotSent },

  'phone.noPhone': { code: 'BAD_REQUEST', message: PHONE_MESSAGES.noPhone },
  'phone.changesTooMany': { code: 'RATE_LIMITED', message: PHONE_MESSAGES.changesTooMany },
  'phone.alreadyVerified': { code: 'CONFLICT', message: PHONE_MESSAGES.alreadyVerified },
  'profile.userNotFound': { code: 'NOT_FOUND', message: PROFILE_MESSAGES.userNotFound },
  'profile.detailsNotFound': { code: 'NOT_FOUND', message: PROFILE_MESSAGES.detailsNotFound },
  'profile.pincodeUnknown': { code: 'NOT_FOUND', message: PROFILE_MESSAGES.pincodeUnknown },
  'profile.phoneTaken': { code: 'CONFLICT', message: PROFILE_MESSAGES.phoneTaken },

  'catalog.productNotFound': { code: 'NOT_FOUND', message: ERROR_MESSAGES.productNotFound },
  'review.tooManyPending': { code: 'RATE_LIMITED', message: REVIEW_MESSAGES.tooManyPending },

  'cart.productNotFound': { code: 'NOT_FOUND', message: CART_MESSAGES.productNotFound },
  'cart.itemNotFound': { code: 'NOT_FOUND', message: CART_MESSAGES.itemNotFound },
  'cart.comingSoon': { code: 'UNPROCESSABLE', message: CART_MESSAGES.comingSoon },
  'cart.outOfStock': { code: 'UNPROCESSABLE', message: CART_MESSAGES.outOfStock },
  'cart.onlyLeft': { code: 'UNPROCESSABLE', message: CART_MESSAGES.onlyLeft },
  'cart.tooMany': { code: 'UNPROCESSABLE', message: CART_MESSAGES.tooMany },
  'cart.tooManyItems': { code: 'UNPROCESSABLE', message: CART_MESSAGES.tooManyItems },
  'cart.addKeyReused': { code: 'UNPROCESSABLE', message: CART_MESSAGES.addKeyReused },

  'coupon.invalid': { code: 'UNPROCESSABLE', message: COUPON_MESSAGES.invalid },
  'coupon.inactive': { code: 'UNPROCESSABLE', message: COUPON_MESSAGES.inactive },
  'coupon.notYet': { code: 'UNPROCESSABLE', message: COUPON_MESSAGES.notYet },
  'coupon.expired': { code: 'UNPROCESSABLE', message: COUPON_MESSAGES.expired },
  'coupon.notForCod': { code: 'UNPROCESSABLE', message: COUPON_MESSAGES.notForCod },
  'coupon.firstOrderOnly': { code: 'UNPROCESSABLE', message: COUPON_MESSAGES.firstOrderOnly },
  'coupon.loyaltyNotEarned': { code: 'UNPROCESSABLE', message: COUPON_MESSAGES.loyaltyNotEarned },
  'coupon.usedUp': { code: 'UNPROCESSABLE', message: COUPON_MESSAGES.usedUp },
  'coupon.limitReached': { code: 'UNPROCESSABLE', message: COUPON_MESSAGES.limitReached },
  'coupon.minOrder': { code: 'UNPROCESSABLE', message: COUPON_MESSAGES.minOrder },
  'coupon.quantity': { code: 'UNPROCESSABLE', message: COUPON_MESSAGES.quantity },
  /** A buyXgetY coupon's free units exceed what is in stock beyond the cart's own units. */
  'coupon.freeUnitOutOfStock': { code: 'UNPROCESSABLE', message: COUPON_MESSAGES.freeUnitOutOfStock },
  'coupon.phoneNotVerified': { code: 'UNPROCESSABLE', message: COUPON_MESSAGES.phoneNotVerified },
  /** Param `by`: 'email', 'phone' or 'address', the identity that already had its first order. */
  'coupon.firstOrderTaken': { code: 'UNPROCESSABLE', message: COUPON_MESSAGES.firstOrderTaken },
  'coupon.notForYou': { code: 'UNPROCESSABLE', message: COUPON_MESSAGES.notForYou },

  'order.addPrimaryAddress': { code: 'UNPROCESSABLE', message: ORDER_MESSAGES.addPrimaryAddress },
  'order.completeAddress': { code: 'UNPROCESSABLE', message: ORDER_MESSAGES.completeAddress },
  'order.areaNotServiceable': { code: 'UNPROCESSABLE', message: ORDER_MESSAGES.areaNotServiceable },
  'order.emptyOrder': { code: 'UNPROCESSABLE', message: ORDER_MESSAGES.emptyOrder },
  'order.productUnavailable': { code: 'UNPROCESSABLE', message: ORDER_MESSAGES.productUnavailable },
  'order.tooManyOfOne': { code: 'UNPROCESSABLE', message: ORDER_MESSAGES.tooManyOfOne },
  'order.notEnoughStock': { code: 'UNPROCESSABLE', message: ORDER_MESSAGES.notEnoughStock },
  /** Stock another order took between pricing the order and reserving it. */
  'order.stockTaken': { code: 'CONFLICT', message: ORDER_MESSAGES.notEnoughStock },
  /** Units held by another customer's online payment in progress: refused before this customer pays. */
  'order.stockHeld': { code: 'CONFLICT', message: ORDER_MESSAGES.stockHeld },
  'order.priceChanged': { code: 'UNPROCESSABLE', message: ORDER_MESSAGES.priceChanged },
  'order.idempotencyKeyReused': { code: 'UNPROCESSABLE', message: ORDER_MESSAGES.idempotencyKeyReused },
  /** A Cash on Delivery confirmation whose order was already placed. */
  'order.alreadyPlaced': { code: 'CONFLICT', message: ORDER_MESSAGES.orderPlaced },
  'order.paymentInitFailed': { code: 'UNAVAILABLE', message: ORDER_MESSAGES.paymentInitFailed },
  /** A signature or an amount that does not match the checkout. */
  'order.verificationFailed': { code: 'BAD_REQUEST', message: ORDER_MESSAGES.verificationFailed },
  /** A payment of no checkout of this customer's. */
  'order.verificationNotFound': { code: 'NOT_FOUND', message: ORDER_MESSAGES.verificationFailed },
  /** A signed Checkout answer whose payment the provider has not captured (nor could the shop capture it just now). */
  'order.paymentNotConfirmed': { code: 'UNAVAILABLE', message: ORDER_MESSAGES.paymentNotConfirmed },
  'order.paymentRefunded': { code: 'CONFLICT', message: ORDER_MESSAGES.paymentRefunded },
  'order.webhookSignature': { code: 'BAD_REQUEST', message: ORDER_MESSAGES.webhookSignature },
  /** The status of a checkout that is not this customer's. */
  'order.paymentNotFound': { code: 'NOT_FOUND', message: ORDER_MESSAGES.paymentNotFound },
  'order.sandboxOrderNotFound': { code: 'NOT_FOUND', message: ORDER_MESSAGES.sandboxOrderNotFound },

  'codConfirmation.required': { code: 'CONFIRMATION_REQUIRED', message: COD_CONFIRMATION_MESSAGES.required },
  'codConfirmation.notFound': { code: 'NOT_FOUND', message: COD_CONFIRMATION_MESSAGES.notFound },
  'codConfirmation.noPhone': { code: 'UNPROCESSABLE', message: COD_CONFIRMATION_MESSAGES.noPhone },
  'codConfirmation.keyMismatch': { code: 'UNPROCESSABLE', message: COD_CONFIRMATION_MESSAGES.keyMismatch },
  'codConfirmation.expired': { code: 'UNPROCESSABLE', message: COD_CONFIRMATION_MESSAGES.expired },
  'codConfirmation.amountChanged': { code: 'CONFLICT', message: COD_CONFIRMATION_MESSAGES.amountChanged },

  /** Cash on Delivery refused by a rule staff set (console → Settings); the customer may pay online. */
  'codRules.orderValue': { code: 'UNPROCESSABLE', message: COD_RULES_MESSAGES.orderValue },
  'codRules.pincode': { code: 'UNPROCESSABLE', message: COD_RULES_MESSAGES.pincode },
  'codRules.returnedParcels': { code: 'UNPROCESSABLE', message: COD_RULES_MESSAGES.returnedParcels },
  'codRules.unknownPincode': { code: 'BAD_REQUEST', message: COD_RULES_MESSAGES.unknownPincode },

  'cancel.orderNotFound': { code: 'NOT_FOUND', message: CANCEL_MESSAGES.orderNotFound },
  'cancel.alreadyCancelled': { code: 'CONFLICT', message: CANCEL_MESSAGES.alreadyCancelled },
  'cancel.alreadyProcessed': { code: 'CONFLICT', message: CANCEL_MESSAGES.alreadyProcessed },
  'cancel.windowClosed': { code: 'UNPROCESSABLE', message: CANCEL_MESSAGES.windowClosed },

  'payNow.linkInvalid': { code: 'FORBIDDEN', message: PAY_NOW_MESSAGES.linkInvalid },
  'payNow.linkExpired': { code: 'FORBIDDEN', message: PAY_NOW_MESSAGES.linkExpired },
  'payNow.alreadyPaid': { code: 'CONFLICT', message: PAY_NOW_MESSAGES.alreadyPaid },
  'payNow.dispatched': { code: 'CONFLICT', message: PAY_NOW_MESSAGES.dispatched },
  'payNow.cancelled': { code: 'CONFLICT', message: PAY_NOW_MESSAGES.cancelled },
  'tracking.orderNotFound': { code: 'NOT_FOUND', message: TRACKING_MESSAGES.orderNotFound },
  'tracking.invalidTransition': { code: 'CONFLICT', message: TRACKING_MESSAGES.invalidTransition },
  'return.orderNotFound': { code: 'NOT_FOUND', message: RETURN_MESSAGES.orderNotFound },
  'return.notDelivered': { code: 'UNPROCESSABLE', message: RETURN_MESSAGES.notDelivered },
  'return.windowClosed': { code: 'UNPROCESSABLE', message: RETURN_MESSAGES.windowClosed },
  'return.alreadyRequested': { code: 'CONFLICT', message: RETURN_MESSAGES.alreadyRequested },
  /** A return photo upload that is not multipart at all. */
  'return.photoForm': { code: 'UNSUPPORTED_MEDIA_TYPE', message: RETURN_MESSAGES.photoForm },
  /** A multipart body without a photo, or one the parser could not read. */
  'return.photoMissing': { code: 'BAD_REQUEST', message: RETURN_MESSAGES.photoForm },
  'return.photoType': { code: 'UNSUPPORTED_MEDIA_TYPE', message: RETURN_MESSAGES.photoType },
  'return.photoTooLarge': { code: 'PAYLOAD_TOO_LARGE', message: RETURN_MESSAGES.photoTooLarge },
  /** A photo name given with a return that was never uploaded for this order. */
  'return.photoNotFound': { code: 'BAD_REQUEST', message: RETURN_MESSAGES.photoNotFound },
  'invoice.notFound': { code: 'NOT_FOUND', message: INVOICE_MESSAGES.notFound },

  'reviewModeration.notFound': { code: 'NOT_FOUND', message: REVIEW_MODERATION_MESSAGES.notFound },
  'reviewModeration.alreadyModerated': { code: 'CONFLICT', message: REVIEW_MODERATION_MESSAGES.alreadyModerated },

  'admin.orderNotFound': { code: 'NOT_FOUND', message: ADMIN_MESSAGES.orderNotFound },
  'admin.productNotFound': { code: 'NOT_FOUND', message: ADMIN_MESSAGES.productNotFound },
  'admin.couponNotFound': { code: 'NOT_FOUND', message: ADMIN_MESSAGES.couponNotFound },
  'consent.stopLinkInvalid': { code: 'FORBIDDEN', message: CONSENT_MESSAGES.stopLinkInvalid },
  'consent.versionUnknown': { code: 'CONFLICT', message: CONSENT_MESSAGES.versionUnknown },
  'consent.needsPhone': { code: 'UNPROCESSABLE', message: CONSENT_MESSAGES.needsPhone },
  'dataRights.exportTooMany': { code: 'RATE_LIMITED', message: DATA_RIGHTS_MESSAGES.exportTooMany },
  'dataRights.ordersInFlight': { code: 'CONFLICT', message: DATA_RIGHTS_MESSAGES.ordersInFlight },
  'dataRights.paymentInFlight': { code: 'CONFLICT', message: DATA_RIGHTS_MESSAGES.paymentInFlight },
  'dataRights.customerErased': { code: 'CONFLICT', message: DATA_RIGHTS_MESSAGES.customerErased },
  'dataRights.staffAccount': { code: 'CONFLICT', message: DATA_RIGHTS_MESSAGES.staffAccount },
  'dataRights.requestNotFound': { code: 'NOT_FOUND', message: DATA_RIGHTS_MESSAGES.requestNotFound },
  'dataRights.nomineeNotYou': { code: 'BAD_REQUEST', message: DATA_RIGHTS_MESSAGES.nomineeNotYou },
  'grievance.tooMany': { code: 'RATE_LIMITED', message: DATA_RIGHTS_MESSAGES.grievanceTooMany },
  'grievance.notFound': { code: 'NOT_FOUND', message: DATA_RIGHTS_MESSAGES.grievanceNotFound },
  'grievance.move': { code: 'CONFLICT', message: DATA_RIGHTS_MESSAGES.grievanceMove },
  'grievance.emailNeeded': { code: 'BAD_REQUEST', message: DATA_RIGHTS_MESSAGES.grievanceEmailNeeded },

  'reminder.restoreInvalid': { code: 'FORBIDDEN', message: REMINDER_MESSAGES.restoreInvalid },
  'reminder.restoreNotYours': { code: 'FORBIDDEN', message: REMINDER_MESSAGES.restoreNotYours },
  'reminder.couponUnknown': { code: 'UNPROCESSABLE', message: REMINDER_MESSAGES.couponUnknown },
  'reminder.restoreExpired': { code: 'FORBIDDEN', message: RESTORE_MESSAGES.expired },

  'search.synonymNotFound': { code: 'NOT_FOUND', message: SEARCH_MESSAGES.synonymNotFound },
  'search.synonymTaken': { code: 'CONFLICT', message: SEARCH_MESSAGES.synonymTaken },
  'search.synonymListFull': { code: 'CONFLICT', message: SEARCH_MESSAGES.synonymListFull },
  'admin.customerNotFound': { code: 'NOT_FOUND', message: ADMIN_MESSAGES.customerNotFound },
  'admin.staffAccountNotFound': { code: 'NOT_FOUND', message: ADMIN_MESSAGES.staffAccountNotFound },
  'admin.blockStaff': { code: 'CONFLICT', message: ADMIN_MESSAGES.blockStaff },
  'admin.blockedStaff': { code: 'CONFLICT', message: ADMIN_MESSAGES.blockedStaff },
  'admin.ownStaffRights': { code: 'CONFLICT', message: ADMIN_MESSAGES.ownStaffRights },
  'admin.paymentNotFound': { code: 'NOT_FOUND', message: ADMIN_MESSAGES.paymentNotFound },
  'admin.imageNotFound': { code: 'NOT_FOUND', message: ADMIN_MESSAGES.imageNotFound },
  'admin.noReturn': { code: 'NOT_FOUND', message: ADMIN_MESSAGES.noReturn },
  'admin.noReturnPhoto': { code: 'NOT_FOUND', message: ADMIN_MESSAGES.noReturnPhoto },
  'admin.alreadyInStatus': { code: 'CONFLICT', message: ADMIN_MESSAGES.alreadyInStatus },
  'admin.returnMove': { code: 'CONFLICT', message: ADMIN_MESSAGES.returnMove },
  'admin.returnRefundOnline': { code: 'CONFLICT', message: ADMIN_MESSAGES.returnRefundOnline },
  'admin.returnReferenceRequired': { code: 'BAD_REQUEST', message: ADMIN_MESSAGES.returnReferenceRequired },
  'admin.trackingAfterShipment': { code: 'CONFLICT', message: ADMIN_MESSAGES.trackingAfterShipment },
  'admin.slugTaken': { code: 'CONFLICT', message: ADMIN_MESSAGES.slugTaken },
  'admin.couponCodeTaken': { code: 'CONFLICT', message: ADMIN_MESSAGES.couponCodeTaken },
  /** A translation saved from a version that is no longer the stored one. */
  'admin.translationChanged': { code: 'CONFLICT', message: ADMIN_MESSAGES.translationChanged },
  /** A page section the page does not have. */
  'admin.pageSectionNotFound': { code: 'NOT_FOUND', message: ADMIN_MESSAGES.pageSectionNotFound },
  /** An English heading or body left empty. */
  'admin.pageEnglishRequired': { code: 'UNPROCESSABLE', message: ADMIN_MESSAGES.pageEnglishRequired },
  'admin.stockNeedsExpected': { code: 'BAD_REQUEST', message: ADMIN_MESSAGES.stockNeedsExpected },
  'admin.sellingPriceAboveMrp': { code: 'BAD_REQUEST', message: ADMIN_MESSAGES.sellingPriceAboveMrp },
  'admin.sellingPriceOfferDisagree': { code: 'BAD_REQUEST', message: ADMIN_MESSAGES.sellingPriceOfferDisagree },
  'admin.mrpTooLowForPrice': { code: 'BAD_REQUEST', message: ADMIN_MESSAGES.mrpTooLowForPrice },
  'admin.stockChanged': { code: 'CONFLICT', message: ADMIN_MESSAGES.stockChanged },
  'admin.stockBelowZero': { code: 'CONFLICT', message: ADMIN_MESSAGES.stockBelowZero },
  'admin.stockAboveMax': { code: 'CONFLICT', message: ADMIN_MESSAGES.stockAboveMax },
  /** A request to the image upload that is not multipart at all. */
  'admin.imageForm': { code: 'UNSUPPORTED_MEDIA_TYPE', message: ADMIN_MESSAGES.imageForm },
  /** A multipart body the parser could not read (no boundary, cut off). */
  'admin.imageFormBroken': { code: 'BAD_REQUEST', message: ADMIN_MESSAGES.imageForm },
  'admin.imageMissing': { code: 'BAD_REQUEST', message: ADMIN_MESSAGES.imageMissing },
  'admin.imageType': { code: 'UNSUPPORTED_MEDIA_TYPE', message: ADMIN_MESSAGES.imageType },
  'admin.imageNotRecognised': { code: 'UNSUPPORTED_MEDIA_TYPE', message: ADMIN_MESSAGES.imageNotRecognised },
  'admin.imageTooLarge': { code: 'PAYLOAD_TOO_LARGE', message: ADMIN_MESSAGES.imageTooLarge },
  'admin.imageTooManyPixels': { code: 'PAYLOAD_TOO_LARGE', message: ADMIN_MESSAGES.imageTooManyPixels },
  'admin.tooManyImages': { code: 'CONFLICT', message: ADMIN_MESSAGES.tooManyImages },
  'admin.imageOrder': { code: 'BAD_REQUEST', message: ADMIN_MESSAGES.imageOrder },
  'admin.notRefundable': { code: 'CONFLICT', message: ADMIN_MESSAGES.notRefundable },
  'admin.nothingToRefund': { code: 'CONFLICT', message: ADMIN_MESSAGES.nothingToRefund },
  'admin.refundBusy': { code: 'CONFLICT', message: ADMIN_MESSAGES.refundBusy },
  'admin.refundTooLarge': { code: 'UNPROCESSABLE', message: ADMIN_MESSAGES.refundTooLarge },
  'admin.refundKeepsLoyaltyReward': { code: 'UNPROCESSABLE', message: ADMIN_MESSAGES.refundKeepsLoyaltyReward },
} as const satisfies Record<string, ReasonEntry>;

export type ErrorReason = keyof typeof ERROR_REASONS;

type MessageOf<R extends ErrorReason> = (typeof ERROR_REASONS)[R]['message'];

/** The values reason R's message is made from, by name; undefined for a reason whose words are fixed. */
export type ReasonParams<R extends ErrorReason> = MessageOf<R> extends (params: infer P) => string ? P : undefined;

/** Reasons whose message is made from values. */
export type ReasonWithParams = { [R in ErrorReason]: ReasonParams<R> extends undefined ? never : R }[ErrorReason];

export function isErrorReason(value: string): value is ErrorReason {
  return Object.hasOwn(ERROR_REASONS, value);
}

/**
 * The message the API sends with a reason and its params, or undefined for a reason this registry does not know (a
 * newer server's): a client that has no words of its own for a reason can show this.
 */
export function reasonMessage(reason: ErrorReason, params?: Readonly<Record<string, ReasonParam>>): string;
export function reasonMessage(reason: string, params?: Readonly<Record<string, ReasonParam>>): string | undefined;
export function reasonMessage(reason: string, params?: Readonly<Record<string, ReasonParam>>): string | undefined {
  if (!isErrorReason(reason)) return undefined;
  const { message } = ERROR_REASONS[reason];
  return typeof message === 'string' ? message : (message as (values: Readonly<Record<string, ReasonParam>>) => string)(params ?? {});
}
