import { DEFAULT_LOCALE, type Locale } from '@shop/contract/locale';
import { CART_LIMITS } from '@shop/contract/cart';
import type { Order, OrderAddress } from '@shop/contract/orders';
import type { COD_REFUSAL_REASONS} from '@shop/contract/cod-rules';
import { CAME_BACK_STATUSES, type PaymentOptions } from '@shop/contract/cod-rules';
import type { OrderStatus } from '@shop/contract/orders';
import { adjustForPayment, codRefusal, paymentChoice, type CodRefusal, type CodRuleTerms } from '@shop/pricing/cod-rules';
import { couponDiscountPaise, freeUnitsFor, priceLines, priceOrder, type PricedLine, type SpareUnits } from '@shop/pricing/order';
import { paiseToRupees } from '@shop/pricing/money';
import type { AutomaticCouponReason, Coupon } from '@shop/contract/coupons';
import type { PincodeDirectory } from '../adapters/pincode/pincode-directory';
import type { ShippingProvider } from '../adapters/shipping/shipping-provider';
import type { Db, DbOrTx } from '../db/client';
import { AppError } from '../lib/errors';
import { LOCK_KEYS, lockUntilCommit } from '../db/locks';
import type { CartService } from '../modules/cart/cart.service';
import type { CatalogService } from '../modules/catalog/catalog.service';
import { automaticReasonOf, type CouponsService, type CustomerStanding, type DeliveryPlace } from '../modules/coupons/coupons.service';
import type { TrackingService } from '../modules/orders/tracking.service';
import type { NotificationsService } from '../modules/notifications/notifications.service';
import type { ConsentsService, GivenConsent } from '../modules/consents/consents.service';
import * as payments from '../modules/payments/payments.repository';
import type { AddressRequest, OrderItemRequest, OrderSnapshot, OrdersService, PaymentMethod, PaymentRecord } from '../modules/orders/orders.service';
import type { SettingsService } from '../modules/settings/settings.service';
import type { UsersService } from '../modules/users/users.service';
import type { TaxDocumentsWorkflow } from './tax-documents';

/** Whether staff set any Cash on Delivery rule: with none, every answer is the spec's. */
export function codRulesOn(rules: CodRuleTerms): boolean {
  return rules.minOrderPaise !== null || rules.maxOrderPaise !== null || rules.blockedPincodes.size > 0 || rules.returnedParcels !== null || rules.codFeePaise > 0 || rules.onlineDiscount !== null;
}

const DAY_MS = 86_400_000;

/** The refusal of Cash on Delivery by a rule, in the customer's words (a 422 naming the rule). */
export function codRefusalError(refusal: CodRefusal): AppError {
  switch (refusal.reason) {
    case 'orderValue':
      return new AppError('codRules.orderValue', {
        ...(refusal.minOrderPaise === null ? {} : { min: paiseToRupees(refusal.minOrderPaise) }),
        ...(refusal.maxOrderPaise === null ? {} : { max: paiseToRupees(refusal.maxOrderPaise) }),
      });
    case 'pincode':
      return new AppError('codRules.pincode', { pincode: String(refusal.pincode) });
    case 'returnedParcels':
      return new AppError('codRules.returnedParcels', { count: refusal.count, days: refusal.days });
  }
}

/** What a customer asks to buy: the body of create-order and create-razorpay-order. */
export interface OrderRequest {
  items: OrderItemRequest[];
  address?: AddressRequest;
  couponCode?: string | null;
  /** The language the customer is shopping in (the shop_lang cookie), recorded on the order; null: none chosen. */
  language?: Locale | null;
  /** Reminder and offer boxes ticked at checkout: recorded with the order, for purposes never answered before. */
  consents?: GivenConsent[];
}

/** The goods of an order, without the address: what a request becomes once priced and checked. */
export type PricedGoods = Omit<OrderSnapshot, 'address'>;

/** Units per product after merging repeated lines: the per-product cap applies to the sum. */
export function mergeLines(items: ReadonlyArray<OrderItemRequest>): Map<string, number> {
  const merged = new Map<string, number>();
  for (const item of items) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
  return merged;
}

export interface PlaceOrderDeps {
  db: Db;
  orders: OrdersService;
  catalog: CatalogService;
  coupons: CouponsService;
  cart: CartService;
  users: UsersService;
  shipping: ShippingProvider;
  directory: PincodeDirectory;
  taxDocuments: TaxDocumentsWorkflow;
  /** Order updates by WhatsApp and SMS, written with the order. */
  notifications: Pick<NotificationsService, 'enqueue'>;
  /** The consent ledger: boxes ticked at checkout are written with the order. */
  consents: Pick<ConsentsService, 'checkGiven' | 'recordGiven'>;
  /** The order-placed mail, written into the mail outbox with the order. */
  orderMails: Pick<TrackingService, 'enqueuePlacedMail'>;
  now: () => Date;
  /** The signed pay-now path of a Cash on Delivery order, told in its order-placed message. */
  payNowPath: (orderId: string) => string;
  /** Sends the new order's mail right after its commit, without waiting for the outbox job (never throws). */
  orderPlaced: (userId: string, order: Order) => Promise<void>;
  /** Staff's Cash on Delivery rules, read as each order is priced. */
  settings: Pick<SettingsService, 'codRules'>;
  /** Statuses of an order whose parcel came back (CAME_BACK_STATUSES unless a test brings its own). */
  cameBackStatuses?: readonly OrderStatus[];
}

export type PlaceOrderWorkflow = ReturnType<typeof createPlaceOrderWorkflow>;

/** What an order placed as quoted is made of: the customer's items and coupon, and the address and delivery day of the quote. */
export function quotedPlacement(userId: string, request: OrderRequest, snapshot: OrderSnapshot) {
  return { userId, items: request.items, couponCode: request.couponCode ?? null, address: snapshot.address, estimatedDeliveryDate: snapshot.estimatedDeliveryDate ?? null, language: request.language ?? snapshot.language ?? null, consents: request.consents ?? [] };
}

/**
 * Placing an order: the one place that prices a request and checks everything that decides whether it can be
 * sold (availability, per-product caps after merging lines, stock, coupon rules and limits, loyalty standing),
 * and then writes it under the customer's lock. Cash on Delivery, free orders and completed online payments
 * all come through `placeLocked`, so they run exactly the same checks.
 */
export function createPlaceOrderWorkflow(deps: PlaceOrderDeps) {
  const { db, orders, catalog, coupons, cart, users, shipping, directory, now } = deps;
  const cameBackStatuses = deps.cameBackStatuses ?? CAME_BACK_STATUSES;

  /** Parcels of the customer that came back within the returned-parcels rule's window (0 when the rule is off). */
  async function returnedParcels(userId: string, rules: CodRuleTerms, tx: DbOrTx): Promise<number> {
    if (!rules.returnedParcels) return 0;
    return orders.countCameBackSince(userId, cameBackStatuses, new Date(now().getTime() - rules.returnedParcels.days * DAY_MS), tx);
  }

  /**
   * Staff's COD rules applied to an amount after coupons: a Cash on Delivery order a rule refuses is a 422 naming the
   * rule; otherwise the fee (COD) or the discount (online) and the total they make.
   */
  async function applyCodRules(tx: DbOrTx, userId: string, method: PaymentMethod, amountPaise: number, pincode: number, agreedOnlineDiscountPaise?: number) {
    // A payment already made keeps the discount the customer saw when it was opened, whatever staff changed since.
    if (method === 'ONLINE' && agreedOnlineDiscountPaise !== undefined) {
      const discount = Math.min(agreedOnlineDiscountPaise, amountPaise);
      return { codFeePaise: 0, onlineDiscountPaise: discount, totalPaise: amountPaise - discount };
    }
    const rules = await deps.settings.codRules(tx);
    if (method === 'COD') {
      const refusal = codRefusal(rules, { amountPaise, pincode, returnedParcels: await returnedParcels(userId, rules, tx) });
      if (refusal) throw codRefusalError(refusal);
    }
    return adjustForPayment(rules, method, amountPaise);
  }

  async function standing(userId: string, tx: DbOrTx): Promise<CustomerStanding> {
    const lastLoyalty = await coupons.lastLoyaltyRedemption(userId, tx);
    return {
      userId,
      priorOrders: await orders.countOrders(userId, tx),
      loyaltyOrders: await orders.countDeliveredSince(userId, lastLoyalty, tx),
    };
  }

  async function resolveAddress(userId: string, given?: AddressRequest): Promise<{ address: OrderAddress; estimatedDeliveryDate: string | null }> {
    let source = given;
    if (!source) {
      const primary = await users.getPrimaryAddress(userId);
      if (!primary) throw new AppError('order.addPrimaryAddress');
      source = primary;
    }
    if (!source.address_line1.trim()) throw new AppError('order.completeAddress');
    const place = directory.lookup(source.pincode);
    if (!place) throw new AppError('order.completeAddress');
    const delivery = await shipping.quote(source.pincode, now());
    if (!delivery.serviceable) throw new AppError('order.areaNotServiceable');
    const address = {
      address_line1: source.address_line1.trim(),
      address_line2: source.address_line2.trim(),
      city: place.city,
      state: place.state,
      pincode: source.pincode,
      country: source.country || 'India',
    };
    return { address, estimatedDeliveryDate: delivery.estimatedDeliveryDate };
  }

  /** The customer's cart priced from the catalogue as it is now, with the units to spare beyond it and the primary address. */
  async function pricedCart(userId: string): Promise<{ lines: PricedLine[]; spare: SpareUnits; address: Awaited<ReturnType<UsersService['getPrimaryAddress']>> }> {
    const items = await cart.getCart(userId);
    const saleable = await catalog.getSaleableProducts(items.map((i) => i.productId._id));
    const held = await payments.heldUnits(db, [...saleable.keys()], userId, now());
    const inCart = items.filter((i) => saleable.has(i.productId._id));
    const lines = priceLines(
      inCart.map((i) => {
        const s = saleable.get(i.productId._id)!;
        return { productId: i.productId._id, mrpPaise: s.mrpPaise, unitPricePaise: s.sellingPricePaise, quantity: i.quantity };
      }),
    );
    const spare: SpareUnits = new Map(inCart.map((i) => [i.productId._id, saleable.get(i.productId._id)!.stock - (held.get(i.productId._id) ?? 0) - i.quantity]));
    // No address is chosen yet: the first-order rule reads the customer's primary address, and again the order's own.
    const address = await users.getPrimaryAddress(userId);
    return { lines, spare, address };
  }

  /** What a coupon takes off the cart (its discount, or its free units' worth), or 0 when it does not apply to it. */
  async function savingOf(code: string, context: Parameters<CouponsService['checkCoupon']>[1]): Promise<number> {
    try {
      const { terms } = await coupons.checkCoupon(code, context);
      return savingPaise(couponDiscountPaise(terms, context.lines), freeUnitsFor(terms, context.lines, context.spare));
    } catch (error) {
      if (error instanceof AppError) return 0;
      throw error;
    }
  }

  async function paymentOptions(userId: string, input: { couponCode?: string | null; pincode?: number | null }, known?: CodRuleTerms): Promise<PaymentOptions> {
    const rules = known ?? (await deps.settings.codRules());
    const { lines, spare, address } = await pricedCart(userId);
    const subtotal = lines.reduce((n, l) => n + l.lineTotalPaise, 0);
    const code = input.couponCode;
    const customer = code ? await standing(userId, db) : null;
    // What the cart costs after the coupon when paid this way; a coupon that does not apply to it (a COD-only refusal
    // among them: the checkout removes it for COD) is left out, as the order would leave it.
    const amountFor = async (method: PaymentMethod): Promise<number> => {
      if (!code || !customer || lines.length === 0) return subtotal;
      try {
        const { terms } = await coupons.checkCoupon(code, { customer, lines, paymentMethod: method, now: now(), spare, address });
        return priceOrder(lines, terms, spare).totalPaise;
      } catch (err) {
        if (err instanceof AppError) return subtotal;
        throw err;
      }
    };
    const codAmount = await amountFor('COD');
    const onlineAmount = await amountFor('ONLINE');
    const pincode = input.pincode ?? (address ? Number(address.pincode) : null);
    const refusal = codRefusal(rules, { amountPaise: codAmount, pincode, returnedParcels: await returnedParcels(userId, rules, db) });
    const refused = refusal ? codRefusalError(refusal) : null;
    const cod = adjustForPayment(rules, 'COD', codAmount);
    const online = adjustForPayment(rules, 'ONLINE', onlineAmount);
    return {
      cod: {
        available: refused === null,
        reason: refused ? (refused.reason as (typeof COD_REFUSAL_REASONS)[number]) : null,
        message: refused?.message ?? null,
        fee: paiseToRupees(cod.codFeePaise),
        total: paiseToRupees(cod.totalPaise),
      },
      // Against a Cash on Delivery that is not offered, paying online saves only its own discount.
      online: {
        discount: paiseToRupees(online.onlineDiscountPaise),
        total: paiseToRupees(online.totalPaise),
        saving: paiseToRupees(refused ? online.onlineDiscountPaise : Math.max(0, cod.totalPaise - online.totalPaise)),
      },
    };
  }

  /**
   * Prices the items from the catalogue as it is now and applies every rule; throws a 422 naming the first one
   * broken. With `lockCoupon` (inside the order transaction) the coupon row stays locked until it commits.
   */
  async function priceGoods(
    tx: DbOrTx,
    userId: string,
    request: { items: ReadonlyArray<OrderItemRequest>; couponCode?: string | null; paymentMethod: PaymentMethod; address: DeliveryPlace },
    lockCoupon: boolean,
  ): Promise<PricedGoods> {
    return (await priceGoodsWithCoupon(tx, userId, request, lockCoupon)).goods;
  }

  /** priceGoods, with the coupon's row as checked (its first-order rule claims the person when the order is written). */
  async function priceGoodsWithCoupon(
    tx: DbOrTx,
    userId: string,
    request: { items: ReadonlyArray<OrderItemRequest>; couponCode?: string | null; paymentMethod: PaymentMethod; address: DeliveryPlace; agreedOnlineDiscountPaise?: number },
    lockCoupon: boolean,
  ): Promise<{ goods: PricedGoods; couponRow: Awaited<ReturnType<CouponsService['checkCoupon']>>['row'] | null }> {
    const merged = mergeLines(request.items);
    if (merged.size === 0) throw new AppError('order.emptyOrder');
    const saleable = await catalog.getSaleableProducts([...merged.keys()], tx);
    const held = await payments.heldUnits(tx, [...saleable.keys()], userId, now());
    // What this customer can have of each product: the stock less what other customers' payments in progress hold.
    const orderable = (productId: string) => Math.max(0, saleable.get(productId)!.stock - (held.get(productId) ?? 0));
    const lines: PricedGoods['lines'] = [];
    for (const [productId, quantity] of merged) {
      const s = saleable.get(productId);
      if (!s || !s.product.availability) throw new AppError('order.productUnavailable', { product: s?.product.productName ?? 'A product in your cart' });
      if (quantity > CART_LIMITS.maxQuantityPerItem) throw new AppError('order.tooManyOfOne', { product: s.product.productName, max: CART_LIMITS.maxQuantityPerItem });
      if (s.stock < quantity) throw new AppError('order.notEnoughStock', { product: s.product.productName, stock: s.stock });
      if (orderable(productId) < quantity) throw new AppError('order.stockHeld', { product: s.product.productName, stock: orderable(productId) });
      lines.push({
        productId,
        name: s.product.productName,
        weight: s.product.weight,
        fragrance: s.product.fragrance,
        image: s.product.productImage[0] ?? null,
        quantity,
        unitMrpPaise: s.mrpPaise,
        unitPricePaise: 0, // set below from the pricing package
        hsnCode: s.hsnCode,
        gstRateBp: s.gstRateBp,
      });
    }
    const inputs = lines.map((l) => ({ productId: l.productId, mrpPaise: l.unitMrpPaise, unitPricePaise: saleable.get(l.productId)!.sellingPricePaise, quantity: l.quantity }));
    const priced = priceLines(inputs);
    priced.forEach((p, i) => (lines[i]!.unitPricePaise = p.unitPricePaise));
    // Free units of a buyXgetY coupon come only from what is left beyond the units paid for.
    const spare: SpareUnits = new Map(lines.map((l) => [l.productId, orderable(l.productId) - l.quantity]));

    let coupon: PricedGoods['coupon'] = null;
    let couponRow: Awaited<ReturnType<CouponsService['checkCoupon']>>['row'] | null = null;
    let price = priceOrder(inputs);
    const code = request.couponCode;
    if (code) {
      const applicable = await coupons.checkCoupon(
        code,
        { customer: await standing(userId, tx), lines: priced, paymentMethod: request.paymentMethod, now: now(), spare, address: request.address },
        { tx, lock: lockCoupon },
      );
      couponRow = applicable.row;
      coupon = { id: applicable.row.id, code: applicable.row.code, type: applicable.row.type };
      price = priceOrder(inputs, applicable.terms, spare);
    }
    const { lines: _lines, freeUnits, ...totals } = price;
    const adjusted = await applyCodRules(tx, userId, request.paymentMethod, totals.totalPaise, Number(request.address.pincode), request.agreedOnlineDiscountPaise);
    const goods = {
      lines,
      freeUnits: freeUnits.map((f) => ({ productId: f.productId, quantity: f.quantity, unitMrpPaise: saleable.get(f.productId)!.mrpPaise })),
      coupon,
      price: { ...totals, codFeePaise: adjusted.codFeePaise, onlineDiscountPaise: adjusted.onlineDiscountPaise, totalPaise: adjusted.totalPaise },
    };
    return { goods, couponRow };
  }

  /**
   * Makes sure every unit of `goods`, free ones included, is still there for this customer with the products' rows
   * locked until the caller's transaction ends: the stock, less what other customers' payments in progress hold.
   * Run where a hold is taken (opening an online payment) and after stock is taken for an order, so two customers
   * racing for the last units cannot both get past it: the second one is refused before paying.
   */
  async function confirmUnits(tx: DbOrTx, userId: string, goods: PricedGoods, stockTaken: boolean): Promise<void> {
    const need = mergeLines([...goods.lines, ...goods.freeUnits]);
    const stock = await catalog.lockStock(tx, [...need.keys()]);
    const held = await payments.heldUnits(tx, [...need.keys()], userId, now());
    for (const [productId, units] of [...need].sort(([a], [b]) => a.localeCompare(b))) {
      const product = goods.lines.find((l) => l.productId === productId)?.name ?? 'A product';
      const left = stock.get(productId) ?? 0;
      const wanted = stockTaken ? 0 : units;
      if (left < wanted) throw new AppError('order.stockTaken', { product, stock: left });
      const others = held.get(productId) ?? 0;
      if (left - wanted < others) throw new AppError('order.stockHeld', { product, stock: Math.max(0, left - others + (stockTaken ? units : 0)) });
    }
  }

  const workflow = {
    /** What the coupon rules need to know of a customer: prior orders, and delivered orders since the last reward. */
    standing: (userId: string, tx: DbOrTx = db) => standing(userId, tx),

    /**
     * Checks a coupon against the customer's own cart (the server measures it; nothing the client says counts),
     * with the stock as it is now: a buyXgetY coupon whose free units no product has beyond the cart is refused,
     * and the free units it would give are named.
     */
    async validateCoupon(
      userId: string,
      code: string,
      replacing?: string,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<{
      coupon: Coupon;
      discountPaise: number;
      freeUnits: Array<{ productId: string; quantity: number; unitPrice: number }>;
      savesMore?: boolean;
      paymentOptions?: PaymentOptions;
    }> {
      const { lines, spare, address } = await pricedCart(userId);
      const context = { customer: await standing(userId, db), lines, paymentMethod: null, now: now(), spare, address };
      const { row, terms } = await coupons.checkCoupon(code, context);
      const units = freeUnitsFor(terms, lines, spare);
      const freeUnits = units.map((f) => ({ productId: f.productId, quantity: f.quantity, unitPrice: paiseToRupees(f.unitPricePaise) }));
      const discountPaise = couponDiscountPaise(terms, lines);
      // Described in the customer's language, as the list of coupons describes it.
      const coupon = await coupons.describedIn(coupons.toCoupon(row), locale);
      const result: { coupon: Coupon; discountPaise: number; freeUnits: typeof freeUnits; savesMore?: boolean } = { coupon, discountPaise, freeUnits };
      if (replacing !== undefined) {
        // What each saves on this cart: a discount, or the worth of the units it adds free. A replaced coupon that no
        // longer applies saves nothing; a swap never trades the customer's coupon for less.
        const savesPaise = savingPaise(discountPaise, units);
        const replacedPaise = replacing === code ? savesPaise : await savingOf(replacing, context);
        result.savesMore = savesPaise > 0 && savesPaise > replacedPaise;
      }
      // With staff's COD rules on, what each way of paying comes to with this coupon; with them off, the answer is the spec's.
      const rules = await deps.settings.codRules();
      return codRulesOn(rules) ? { ...result, paymentOptions: await paymentOptions(userId, { couponCode: code }, rules) } : result;
    },

    /**
     * The coupons on offer, each with the answer validate-coupon would give for the customer's cart now: usable, or
     * the reason key and words of the first rule it breaks; and whether the shop's rules apply it by themselves, and
     * why (the first of the list for each reason). The storefront's list and its automatic coupon show this.
     */
    async couponOffer(userId: string, locale: Locale = DEFAULT_LOCALE): Promise<Array<Coupon & { usable: boolean; reason: string | null; message: string | null; automatic: AutomaticCouponReason | null }>> {
      const at = now();
      const { coupons: onOffer } = await coupons.listOnOffer(at, locale);
      if (onOffer.length === 0) return [];
      const { lines, spare, address } = await pricedCart(userId);
      const customer = await standing(userId, db);
      const context = { customer, lines, paymentMethod: null, now: at, spare, address };
      const cartUnits = lines.reduce((sum, line) => sum + line.quantity, 0);
      const taken = new Set<AutomaticCouponReason>();
      const answers = [];
      // One at a time: a handful of coupons, each a few reads, and the pool is shared with checkouts.
      for (const coupon of onOffer) {
        let answer: { usable: boolean; reason: string | null; message: string | null };
        try {
          await coupons.checkCoupon(coupon.code, context);
          answer = { usable: true, reason: null, message: null };
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          answer = { usable: false, reason: error.reason, message: error.message };
        }
        let automatic = automaticReasonOf(coupon, answer.usable, customer, cartUnits);
        if (automatic && taken.has(automatic)) automatic = null;
        if (automatic) taken.add(automatic);
        answers.push({ ...coupon, ...answer, automatic });
      }
      return answers;
    },

    /** Both ways of paying for the customer's cart, as they would be charged: the fee, the discount, and whether a rule refuses COD. */
    paymentOptions: (userId: string, input: { couponCode?: string | null; pincode?: number | null }) => paymentOptions(userId, input),

    /** The fee and the discount on an amount (a product's price), for anyone: the product page shows them. */
    async paymentTerms(amountPaise: number): Promise<{ codFeePaise: number; onlineDiscountPaise: number; savingPaise: number }> {
      const choice = paymentChoice(await deps.settings.codRules(), amountPaise);
      return { codFeePaise: choice.cod.codFeePaise, onlineDiscountPaise: choice.online.onlineDiscountPaise, savingPaise: choice.savingPaise };
    },

    /** Whether the free first order's person rules (verified phone, nothing claimed by email, phone or primary address) allow it. */
    firstOrderOffered: async (userId: string) => coupons.firstOrderOffered(userId, await users.getPrimaryAddress(userId)),

    /** Checks, with the products' rows locked until `tx` ends, that every unit of `goods` can still be had (see confirmUnits). */
    confirmUnits: (tx: DbOrTx, userId: string, goods: PricedGoods) => confirmUnits(tx, userId, goods, false),

    /** Refuses (409) checkout boxes ticked to a wording no longer shown, before anything is written or paid. */
    checkConsents: (given: ReadonlyArray<GivenConsent>) => deps.consents.checkGiven(given),

    /** Prices an order and checks everything about it; writes nothing. */
    async quote(userId: string, request: OrderRequest, paymentMethod: PaymentMethod): Promise<OrderSnapshot> {
      const { address, estimatedDeliveryDate } = await resolveAddress(userId, request.address);
      return { address, estimatedDeliveryDate, language: request.language ?? null, ...(await priceGoods(db, userId, { items: request.items, couponCode: request.couponCode, paymentMethod, address }, false)) };
    },

    /**
     * Writes an order inside the caller's transaction, after taking the customer's lock (so first-order and
     * once-per-customer rules hold however many requests race), re-pricing and re-checking everything with the
     * coupon row locked, and taking the stock (never below zero). `expectTotalPaise` is what the customer paid:
     * any other total now is a refusal. A known idempotency key returns the order it placed before.
     */
    async placeLocked(
      tx: DbOrTx,
      input: {
        userId: string;
        items: ReadonlyArray<OrderItemRequest>;
        couponCode: string | null;
        address: OrderAddress;
        payment: PaymentRecord;
        expectTotalPaise?: number;
        idempotencyKey?: string | null;
        /** The courier's expected delivery day, from the quote. */
        estimatedDeliveryDate?: string | null;
        /** A captured payment's discount for paying online, as quoted when it was opened (staff's later changes do not touch it). */
        agreedOnlineDiscountPaise?: number;
        /** The language the order is placed in; null or absent: none chosen (its messages speak the profile's). */
        language?: Locale | null;
        /** Boxes ticked at checkout, recorded with the order (never on a repeat that finds it placed). */
        consents?: ReadonlyArray<GivenConsent>;
      },
    ): Promise<{ order: Order; created: boolean }> {
      const { userId } = input;
      await lockUntilCommit(tx, LOCK_KEYS.orders(userId));
      // An account deleted while this order was on its way here (a payment captured late is refunded by the caller).
      if (await users.isErased(userId, tx)) throw new AppError('auth.unauthorized');
      if (input.idempotencyKey) {
        const earlier = await orders.findByIdempotencyKey(userId, input.idempotencyKey, tx);
        if (earlier) return { order: earlier, created: false };
      }
      const { goods, couponRow } = await priceGoodsWithCoupon(tx, userId, { items: input.items, couponCode: input.couponCode, paymentMethod: input.payment.method, address: input.address, agreedOnlineDiscountPaise: input.agreedOnlineDiscountPaise }, true);
      if (input.expectTotalPaise !== undefined && goods.price.totalPaise !== input.expectTotalPaise) throw new AppError('order.priceChanged');
      const shortage = await catalog.reserveStock(tx, [
        ...goods.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
        ...goods.freeUnits.map((f) => ({ productId: f.productId, quantity: f.quantity })),
      ]);
      if (shortage) {
        const name = goods.lines.find((l) => l.productId === shortage.productId)?.name ?? 'A product';
        throw new AppError('order.stockTaken', { product: name, stock: shortage.available });
      }
      // Another customer's payment may have taken its hold since the price was read: what is left must cover it.
      await confirmUnits(tx, userId, goods, true);
      const placedAt = now();
      const order = await orders.insertPlaced(tx, { userId, snapshot: { address: input.address, estimatedDeliveryDate: input.estimatedDeliveryDate ?? null, language: input.language ?? null, ...goods }, payment: input.payment, placedAt, idempotencyKey: input.idempotencyKey });
      if (goods.coupon) await coupons.recordRedemption(tx, goods.coupon.id, userId, order._id, placedAt);
      if (couponRow) await coupons.claimFirstOrder(tx, couponRow, { userId, orderId: order._id, address: input.address, at: placedAt });
      await deps.notifications.enqueue(tx, {
        orderId: order._id,
        userId,
        event: 'placed',
        facts: { orderNumber: order.customOrderId, amountPaise: goods.price.totalPaise, ...(input.payment.method === 'COD' ? { payPath: deps.payNowPath(order._id) } : {}) },
      });
      await deps.orderMails.enqueuePlacedMail(tx, order._id);
      await cart.clear(userId, tx);
      if (input.consents?.length) await deps.consents.recordGiven(tx, userId, input.consents, 'checkout', { unansweredOnly: true });
      // Paid online (or free): the tax invoice is issued with the order. Cash on Delivery is invoiced on dispatch.
      if (input.payment.method === 'ONLINE') await deps.taxDocuments.invoiceOrder(tx, order._id, placedAt);
      return { order, created: true };
    },

    /** Quotes and places a Cash on Delivery order; a retry with the same idempotency key returns the first. */
    async placeCashOnDelivery(userId: string, request: OrderRequest, idempotencyKey: string | null): Promise<Order> {
      if (idempotencyKey) {
        const earlier = await orders.findByIdempotencyKey(userId, idempotencyKey);
        if (earlier) return sameRequestOrRefuse(earlier, request);
      }
      deps.consents.checkGiven(request.consents ?? []);
      const snapshot = await workflow.quote(userId, request, 'COD');
      const { order, created } = await db.transaction((tx) =>
        workflow.placeLocked(tx, { ...quotedPlacement(userId, request, snapshot), payment: { method: 'COD', status: 'pending' }, idempotencyKey }),
      );
      if (!created) return sameRequestOrRefuse(order, request);
      await deps.orderPlaced(userId, order);
      return order;
    },
  };
  return workflow;
}

/** A retried request must be the same request: the same products, quantities and coupon. */
export function sameRequestOrRefuse(order: Order, request: OrderRequest): Order {
  const paidFor = order.items.filter((i) => !i.isFree && i.productId).map((i) => ({ productId: i.productId!, quantity: i.quantity }));
  refuseOtherRequest({ items: paidFor, couponCode: order.couponCode }, request);
  return order;
}

/** What a coupon saves on a cart: its discount and the worth of the units it adds free, in paise. */
function savingPaise(discountPaise: number, freeUnits: ReadonlyArray<{ unitPricePaise: number; quantity: number }>): number {
  return discountPaise + freeUnits.reduce((n, u) => n + u.unitPricePaise * u.quantity, 0);
}

/** Throws 422 unless `request` asks for the same products, quantities and coupon as `earlier`. */
export function refuseOtherRequest(earlier: { items: OrderItemRequest[]; couponCode: string | null }, request: OrderRequest): void {
  const asked = mergeLines(request.items);
  const before = mergeLines(earlier.items);
  const sameItems = asked.size === before.size && [...asked].every(([id, n]) => before.get(id) === n);
  // The request's code comes normalised by the contract's schema; a stored one may predate that.
  const sameCoupon = (request.couponCode || null) === (earlier.couponCode?.trim().toUpperCase() || null);
  if (!sameItems || !sameCoupon) throw new AppError('order.idempotencyKeyReused');
}
