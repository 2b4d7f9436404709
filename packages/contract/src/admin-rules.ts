/**
 * The operations console's limits and the words of its refusals. Free of the validation library, so the error reasons
 * (error-reasons.ts) can name them without it; admin.ts re-exports them with the schemas.
 */

import { ORDER_STATUS_LABELS, type OrderStatus } from './order-rules';
import type { ReturnStatus } from './tracking-rules';
import { COUPON_CODE_MAX_LENGTH } from './constants';

export const ADMIN_LIMITS = {
  searchMaxLength: 100,
  noteMaxLength: 300,
  trackingNumberMaxLength: 40,
  slugMaxLength: 80,
  nameMaxLength: 120,
  lineKeyMaxLength: 60,
  weightMaxLength: 20,
  fragranceMaxLength: 30,
  descriptionMaxLength: 4000,
  highlightMaxLength: 160,
  maxHighlights: 10,
  maxPriceRupees: 100_000,
  /** Largest single refund staff can send (an order is capped by what was paid anyway). */
  maxRefundRupees: 10_000_000,
  maxOfferPercent: 90,
  maxStock: 100_000,
  /** Most units one stock adjustment adds or takes away. */
  maxStockAdjustment: 100_000,
  maxSortOrder: 10_000,
  maxImagesPerProduct: 8,
  /** Largest product image accepted, in bytes (5 MB). */
  maxImageBytes: 5 * 1024 * 1024,
  /** Most pixels a product image may have (50 megapixels): a small file can unpack into a huge picture. */
  maxImagePixels: 50_000_000,
  couponCodeMinLength: 3,
  couponCodeMaxLength: COUPON_CODE_MAX_LENGTH,
  couponDescriptionMaxLength: 200,
  maxCouponAmountRupees: 100_000,
  maxCouponQuantity: 100,
  maxAfterOrders: 100,
  maxUsageLimit: 1_000_000,
  /** Words staff give when blocking a customer: kept on the account and in the audit log. */
  blockReasonMinLength: 3,
  blockReasonMaxLength: 300,
  /** Longest email address typed to give an account staff rights. */
  staffEmailMaxLength: 254,
} as const;

export const ADMIN_MESSAGES = {
  orderNotFound: 'Order not found',
  productNotFound: 'Product not found',
  couponNotFound: 'Coupon not found',
  customerNotFound: 'Customer not found',
  noReturn: 'This order has no return request',
  noReturnPhoto: 'This return came without a photo',
  returnMove: ({ from, to }: { from: ReturnStatus; to: ReturnStatus }) => `A return that is ${from} cannot be marked ${to}`,
  trackingAfterShipment: 'A tracking number can be entered once the order is confirmed and not cancelled',
  slugTaken: 'Another product already uses this slug',
  sellingPriceAboveMrp: 'The selling price cannot be more than the M.R.P.',
  sellingPriceOfferDisagree: ({ offer }: { offer: number }) => `That selling price is ${offer}% off the M.R.P.: send the selling price alone`,
  mrpTooLowForPrice: 'The M.R.P. must be at least ₹1 for a selling price in whole rupees',
  couponCodeTaken: 'A coupon with this code already exists',
  translationChanged: 'Someone else saved these words meanwhile: reload to see them, then make your change again',
  pageSectionNotFound: 'This page has no such section',
  pageEnglishRequired: 'A section needs its English heading and body: they show wherever another language has none',
  imageMissing: 'Choose an image file to upload',
  imageForm: 'Send the image as multipart/form-data, in a file field named image',
  imageType: 'Images must be JPEG, PNG or WebP',
  imageTooLarge: `Images must be ${ADMIN_LIMITS.maxImageBytes / (1024 * 1024)} MB or smaller`,
  imageNotRecognised: 'The file is not a JPEG, PNG or WebP image',
  imageTooManyPixels: `Images must be at most ${ADMIN_LIMITS.maxImagePixels / 1_000_000} megapixels`,
  tooManyImages: `A product can have at most ${ADMIN_LIMITS.maxImagesPerProduct} images`,
  imageOrder: 'The new order must list each of the product\'s images exactly once',
  imageNotFound: 'Image not found',
  stockChanged: ({ stock }: { stock: number }) => `The stock changed meanwhile: it is now ${stock}. Reload the product and try again, or adjust it by an amount.`,
  stockNeedsExpected: 'Send the stock you saw as expectedStock with a new stock, or adjust the stock by an amount',
  stockBelowZero: ({ stock }: { stock: number }) => `Stock cannot go below zero: only ${stock} left`,
  stockAboveMax: `Stock can be at most ${ADMIN_LIMITS.maxStock}`,
  paymentNotFound: 'Payment not found',
  notRefundable: 'Only an order paid online can be refunded through the payment provider',
  refundTooLarge: ({ rupees }: { rupees: number }) => `At most ₹${rupees.toFixed(2)} of this order can still be refunded`,
  refundKeepsLoyaltyReward: ({ rupees, reward, order }: { rupees: number; reward: number; order: string }) =>
    `At most ₹${rupees.toFixed(2)} of this order can be refunded: ₹${reward.toFixed(2)} pays back the loyalty reward used on ${order}, which this order helped earn`,
  nothingToRefund: 'Nothing is left to refund on this payment',
  refundBusy: 'A refund of this payment is already on its way',
  refundSent: 'Refund sent to the payment provider',
  returnRefundOnline: 'The refund of an order paid online is made by the payment provider once the parcel is marked received',
  returnReferenceRequired: 'Enter the reference (UTR) of the bank or UPI transfer that paid the refund',
  blockStaff: 'A member of staff cannot be blocked: remove their staff rights first',
  blockedStaff: 'A blocked account cannot be given staff rights: unblock it first',
  ownStaffRights: 'You cannot remove your own staff rights',
  staffAccountNotFound: 'No account uses this email address: the person must sign up first',
  customerBlocked: 'Customer blocked: signed out everywhere and cannot sign in',
  customerUnblocked: 'Customer unblocked: they can sign in again',
  staffGranted: 'Staff rights given',
  staffRemoved: 'Staff rights removed',
  alreadyInStatus: ({ status }: { status: OrderStatus }) => `This order is already ${ORDER_STATUS_LABELS[status]}`,
} as const;
