/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from './admin-rules';
import { ERROR_STATUS } from './error-codes';
import { ERROR_REASONS, isErrorReason, reasonMessage, type ErrorReason, type ReasonParams, type ReasonWithParams } from './error-reasons';

/**
 * Every reason the API has published. Clients key their own words on these, so one is never renamed or removed: a
 * new reason is added here as well.
 */
const PUBLISHED: readonly ErrorReason[] = [
  'request.invalid', 'request.badRequest', 'request.badUrl', 'request.invalidJson', 'request.refused', 'request.routeNotFound',
  'request.tooLarge', 'request.uriTooLong', 'request.unsupportedMediaType', 'request.rateLimited', 'server.internal', 'server.unavailable',
  'auth.unauthorized', 'auth.invalidCredentials', 'auth.sessionExpired', 'auth.googleInvalid', 'auth.googleEmailUnverified',
  'auth.emailNotVerified', 'auth.staffOnly', 'auth.originRefused', 'auth.logoutCrossSite', 'auth.googleAccountConflict', 'auth.otpInvalid',
  'auth.otpExpired', 'auth.otpBurned', 'auth.otpThrottled', 'auth.otpTooMany', 'auth.passwordsPaused', 'auth.codesPaused', 'auth.codeNotSent',
  'phone.noPhone', 'phone.alreadyVerified', 'profile.userNotFound', 'profile.detailsNotFound', 'profile.pincodeUnknown', 'profile.phoneTaken',
  'catalog.productNotFound', 'review.tooManyPending',
  'cart.productNotFound', 'cart.itemNotFound', 'cart.comingSoon', 'cart.outOfStock', 'cart.onlyLeft', 'cart.tooMany', 'cart.tooManyItems', 'cart.addKeyReused',
  'coupon.invalid', 'coupon.inactive', 'coupon.notYet', 'coupon.expired', 'coupon.notForCod', 'coupon.firstOrderOnly', 'coupon.loyaltyNotEarned',
  'coupon.usedUp', 'coupon.limitReached', 'coupon.minOrder', 'coupon.quantity',
  'order.addPrimaryAddress', 'order.completeAddress', 'order.areaNotServiceable', 'order.emptyOrder', 'order.productUnavailable',
  'order.tooManyOfOne', 'order.notEnoughStock', 'order.stockTaken', 'order.priceChanged', 'order.idempotencyKeyReused', 'order.alreadyPlaced',
  'order.paymentInitFailed', 'order.verificationFailed', 'order.verificationNotFound', 'order.paymentNotConfirmed', 'order.paymentRefunded', 'order.webhookSignature',
  'order.sandboxOrderNotFound',
  'codConfirmation.required', 'codConfirmation.notFound', 'codConfirmation.noPhone', 'codConfirmation.keyMismatch', 'codConfirmation.expired',
  'cancel.orderNotFound', 'cancel.alreadyCancelled', 'cancel.alreadyProcessed', 'cancel.windowClosed',
  'payNow.linkInvalid', 'payNow.linkExpired', 'payNow.alreadyPaid', 'payNow.dispatched', 'payNow.cancelled', 'tracking.orderNotFound',
  'tracking.invalidTransition', 'return.orderNotFound', 'return.notDelivered', 'return.windowClosed', 'return.alreadyRequested', 'return.photoForm',
  'return.photoMissing', 'return.photoType', 'return.photoTooLarge', 'return.photoNotFound', 'invoice.notFound',
  'reviewModeration.notFound', 'reviewModeration.alreadyModerated',
  'admin.orderNotFound', 'admin.productNotFound', 'admin.couponNotFound', 'admin.customerNotFound', 'admin.paymentNotFound', 'admin.imageNotFound',
  'admin.noReturn', 'admin.noReturnPhoto', 'admin.alreadyInStatus', 'admin.returnMove', 'admin.returnRefundOnline', 'admin.returnReferenceRequired',
  'admin.trackingAfterShipment', 'admin.slugTaken',
  'admin.couponCodeTaken', 'admin.stockNeedsExpected', 'admin.sellingPriceAboveMrp', 'admin.sellingPriceOfferDisagree', 'admin.mrpTooLowForPrice', 'admin.stockChanged', 'admin.stockBelowZero', 'admin.stockAboveMax', 'admin.imageForm',
  'admin.imageFormBroken', 'admin.imageMissing', 'admin.imageType', 'admin.imageNotRecognised', 'admin.imageTooLarge', 'admin.imageTooManyPixels',
  'admin.tooManyImages', 'admin.imageOrder', 'admin.notRefundable', 'admin.nothingToRefund', 'admin.refundBusy', 'admin.refundTooLarge',
  'coupon.freeUnitOutOfStock', 'order.stockHeld',
  'auth.accountBlocked', 'admin.staffAccountNotFound', 'admin.blockStaff', 'admin.blockedStaff', 'admin.ownStaffRights',
  'coupon.phoneNotVerified', 'coupon.firstOrderTaken', 'coupon.notForYou',
  'auth.messageBudget', 'phone.changesTooMany', 'codConfirmation.amountChanged',
  'order.paymentNotFound',
  'admin.refundKeepsLoyaltyReward',
  'codRules.orderValue', 'codRules.pincode', 'codRules.returnedParcels', 'codRules.unknownPincode',
  'search.synonymNotFound', 'search.synonymTaken', 'search.synonymListFull',
  'request.unknownLanguage', 'admin.translationChanged',
  'consent.stopLinkInvalid', 'consent.versionUnknown', 'reminder.restoreInvalid', 'reminder.restoreNotYours', 'reminder.couponUnknown',
  'dataRights.exportTooMany', 'dataRights.ordersInFlight', 'dataRights.paymentInFlight', 'dataRights.customerErased', 'dataRights.requestNotFound',
  'dataRights.nomineeNotYou', 'dataRights.staffAccount', 'grievance.tooMany', 'grievance.notFound', 'grievance.move', 'grievance.emailNeeded',
  'admin.pageSectionNotFound', 'admin.pageEnglishRequired',
  'consent.needsPhone', 'reminder.restoreExpired',
];

/** Each reason whose message is made from values: sample values and the words they make. */
const RENDERED: { [R in ReasonWithParams]: [ReasonParams<R>, string] } = {
  'request.invalid': [{ field: 'email', problem: 'Please enter a valid email address' }, 'email: Please enter a valid email address'],
  'request.refused': [{ problem: "Body cannot be empty when content-type is set to 'application/json'" }, "Body cannot be empty when content-type is set to 'application/json'"],
  'auth.passwordsPaused': [{ minutes: 15 }, 'Too many wrong passwords for this account. Please try again in 15 minutes, or reset your password.'],
  'auth.codesPaused': [{ minutes: 1 }, 'Too many wrong codes for this account. Please try again in 1 minute.'],
  'auth.messageBudget': [{ minutes: 90 }, 'We cannot send another text message just now. Please try again in 2 hours.'],
  'phone.changesTooMany': [{ perDay: 3 }, 'You can change your mobile number 3 times a day. Please try again tomorrow.'],
  'cart.onlyLeft': [{ stock: 3 }, 'Only 3 left in stock'],
  'codRules.orderValue': [{ min: 499, max: 4999 }, 'Cash on Delivery is available for orders from ₹499 to ₹4,999.'],
  'codRules.pincode': [{ pincode: '110001' }, 'Cash on Delivery is not available for pincode 110001. Please pay online.'],
  'codRules.returnedParcels': [{ count: 2, days: 90 }, 'Cash on Delivery is not available on your account: 2 orders came back undelivered in the last 90 days. Please pay online.'],
  'codRules.unknownPincode': [{ pincode: '999999' }, '999999 is not an Indian pincode'],
  'coupon.loyaltyNotEarned': [{ remaining: 2 }, 'Complete 2 more orders to unlock this reward'],
  'coupon.minOrder': [{ rupees: 1499.5 }, 'Add items worth ₹1,499.5 or more to use this coupon'],
  'coupon.quantity': [{ quantity: 3 }, 'Add at least 3 items to your cart to use this coupon'],
  'order.productUnavailable': [{ product: 'Rose Litter 10 kg' }, 'Rose Litter 10 kg is no longer available'],
  'order.tooManyOfOne': [{ product: 'Rose Litter 10 kg', max: 10 }, 'You can order at most 10 of Rose Litter 10 kg'],
  'order.notEnoughStock': [{ product: 'Rose Litter 10 kg', stock: 2 }, 'Only 2 of Rose Litter 10 kg left in stock'],
  'order.stockTaken': [{ product: 'Rose Litter 10 kg', stock: 0 }, 'Rose Litter 10 kg is out of stock'],
  'coupon.freeUnitOutOfStock': [{ quantity: 1 }, 'The free item of this offer is out of stock for the products in your cart'],
  'coupon.firstOrderTaken': [{ by: 'address' }, 'This offer is for a first order only, and it has already been used with this delivery address'],
  'dataRights.exportTooMany': [{ minutes: 12 }, 'You have downloaded your data several times just now. Please try again in 12 minutes.'],
  'dataRights.ordersInFlight': [
    { orders: 'ORD-20261121-0001' },
    'Your account cannot be deleted while an order is on its way or a refund is due (ORD-20261121-0001). Once it is delivered, cancelled or refunded, you can delete your account.',
  ],
  'grievance.tooMany': [{ minutes: 1 }, 'We have received several grievances from you just now. Please try again in 1 minute, or write to our grievance officer.'],
  'grievance.move': [{ from: 'open', to: 'closed' }, 'A grievance that is open cannot be closed.'],
  'order.stockHeld': [
    { product: 'Rose Litter 10 kg', stock: 0 },
    'Rose Litter 10 kg is in another customer\'s checkout right now. Please try again in a few minutes.',
  ],
  'order.paymentRefunded': [
    { problem: 'Last Bag is out of stock' },
    "Your payment was received, but we couldn't complete your order: Last Bag is out of stock. The full amount will be refunded to your original payment method (it reaches you within 5–7 business days).",
  ],
  'codConfirmation.required': [{ sentTo: '******3210' }, 'To confirm your Cash on Delivery order, enter the code we sent to ******3210.'],
  'tracking.invalidTransition': [{ from: 'delivered', to: 'cancelled' }, 'An order cannot move from Delivered to Cancelled'],
  'reviewModeration.alreadyModerated': [{ status: 'approved' }, 'This review is already approved'],
  'admin.alreadyInStatus': [{ status: 'out_for_delivery' }, 'This order is already Out for Delivery'],
  'admin.returnMove': [{ from: 'requested', to: 'refunded' }, 'A return that is requested cannot be marked refunded'],
  'admin.sellingPriceOfferDisagree': [{ offer: 15 }, 'That selling price is 15% off the M.R.P.: send the selling price alone'],
  'admin.stockChanged': [{ stock: 4 }, 'The stock changed meanwhile: it is now 4. Reload the product and try again, or adjust it by an amount.'],
  'admin.stockBelowZero': [{ stock: 0 }, 'Stock cannot go below zero: only 0 left'],
  'admin.refundTooLarge': [{ rupees: 594.1 }, 'At most ₹594.10 of this order can still be refunded'],
  'admin.refundKeepsLoyaltyReward': [
    { rupees: 0, reward: 594, order: 'ORD-20261201-0007' },
    'At most ₹0.00 of this order can be refunded: ₹594.00 pays back the loyalty reward used on ORD-20261201-0007, which this order helped earn',
  ],
};

const reasons = Object.keys(ERROR_REASONS) as ErrorReason[];

describe('error reasons', () => {
  it('publishes the same reasons: none renamed or removed', () => {
    expect([...reasons].sort()).toEqual([...PUBLISHED].sort());
  });

  it('names each reason <area>.<name>, no two alike even in case', () => {
    for (const reason of reasons) expect(reason).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/);
    expect(new Set(reasons.map((r) => r.toLowerCase())).size).toBe(reasons.length);
  });

  it('gives every reason a known code and words', () => {
    for (const reason of reasons) {
      const { code, message } = ERROR_REASONS[reason];
      expect(ERROR_STATUS[code], reason).toBeGreaterThanOrEqual(400);
      if (typeof message === 'string') expect(message.trim(), reason).not.toBe('');
    }
  });

  it('makes every message that takes values from its params', () => {
    const withParams = reasons.filter((r) => typeof ERROR_REASONS[r].message === 'function');
    expect(Object.keys(RENDERED).sort()).toEqual(withParams.sort());
    for (const [reason, [params, words]] of Object.entries(RENDERED)) {
      for (const value of Object.values(params)) expect(['string', 'number', 'boolean'], reason).toContain(typeof value);
      expect(reasonMessage(reason, params), reason).toBe(words);
    }
  });

  it('says the catalogue’s words for a fixed reason, and nothing for one it does not know', () => {
    expect(reasonMessage('admin.slugTaken')).toBe(ADMIN_MESSAGES.slugTaken);
    expect(reasonMessage('request.invalid', { problem: 'Too big' })).toBe('Too big');
    expect(reasonMessage('admin.somethingNewer')).toBeUndefined();
    expect(isErrorReason('toString')).toBe(false);
    expect(isErrorReason('cart.onlyLeft')).toBe(true);
  });

  it('loads without the validation library, so a first view can use it', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      expect(source, path.basename(file)).not.toMatch(/from 'zod'/);
      for (const [, local] of source.matchAll(/from '(\.\/[^']+)'/g)) visit(path.join(path.dirname(file), `${local}.ts`));
    };
    visit(path.join(import.meta.dirname, 'error-reasons.ts'));
    expect(seen.size).toBeGreaterThan(8);
  });
});
