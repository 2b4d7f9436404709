import {
  ADMIN_PAGE_SIZE,
  CUSTOMER_HISTORY_LIMIT,
  LOW_STOCK_LIST_LIMIT,
  LOW_STOCK_THRESHOLD,
  type AdminAuditPage,
  type AdminCustomerResponse,
  type AdminCustomersPage,
  type AdminDashboard,
  type AdminOrderDetail,
} from '@shop/contract/admin';
import { paiseToRupees } from '@shop/pricing/money';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { MessageBudget } from '../modules/auth/message-budget';
import type { LoyaltyRecoveryService } from '../modules/loyalty/loyalty-recovery';
import { pageAudit, toAuditEntry, type AuditFilter } from '../audit/audit.service';
import type { CatalogService } from '../modules/catalog/catalog.service';
import type { InvoicesService } from '../modules/invoices/invoices.service';
import type { OrdersAdminService } from '../modules/orders/orders-admin.service';
import type { PaymentsAdminService } from '../modules/payments/payments-admin.service';
import type { ReviewsService } from '../modules/reviews/reviews.service';
import type { UsersAdminService } from '../modules/users/users-admin.service';

type PageOf<S extends z.ZodType> = z.infer<S> extends { data: infer D } ? D : never;

export interface ConsoleOverviewService {
  /** Today's and this month's sales, what waits for staff, and low stock. */
  dashboard(): Promise<AdminDashboard>;
  /** Accounts by name, email or phone, each with its orders placed and their value. */
  customers(query: string | undefined, page: number): Promise<PageOf<typeof AdminCustomersPage>>;
  /** One account with its addresses, newest orders and reviews; 404 when there is none. */
  customer(id: string): Promise<Omit<AdminCustomerResponse, 'success'>>;
  /** One order with its history, audit trail and refunds (and what can still be refunded). */
  orderDetail(ref: string): Promise<AdminOrderDetail>;
  /** What staff have done, newest first. */
  audit(filter: AuditFilter, page: number): Promise<PageOf<typeof AdminAuditPage>>;
}

const pageCount = (total: number) => Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

/** The console's views that draw on several domains, each asked through its own service. */
export function createConsoleOverviewService(deps: {
  db: Db;
  now: () => Date;
  ordersAdmin: OrdersAdminService;
  paymentsAdmin: PaymentsAdminService;
  usersAdmin: UsersAdminService;
  reviews: ReviewsService;
  catalog: CatalogService;
  invoices: Pick<InvoicesService, 'summaryOf'>;
  messageBudget: Pick<MessageBudget, 'status'>;
  loyaltyRecovery: Pick<LoyaltyRecoveryService, 'preview' | 'recoveredFrom'>;
  /** Order updates waiting for the text allowance to free up. */
  updatesWaiting: () => Promise<number>;
}): ConsoleOverviewService {
  const { ordersAdmin, paymentsAdmin, usersAdmin, reviews, catalog } = deps;

  /** Orders placed and their value in rupees, cancelled ones excepted. */
  async function spending(userIds: string[]) {
    const totals = await ordersAdmin.customerTotals(userIds);
    return (id: string) => {
      const t = totals.get(id);
      return { orderCount: t?.orders ?? 0, totalSpent: paiseToRupees(t?.totalPaise ?? 0) };
    };
  }

  return {
    async orderDetail(ref) {
      const found = await ordersAdmin.detail(ref);
      const order = { ...found, invoice: await deps.invoices.summaryOf(found) };
      const totalPaise = Math.round(order.total * 100);
      // A used loyalty reward this order helped earn: what its return keeps back, shown before staff confirm.
      const recovered = await deps.loyaltyRecovery.recoveredFrom(deps.db, order._id);
      const online = order.paymentMethod === 'ONLINE' && !!order.providerPaymentId;
      const { refunds, refundablePaise } = online ? await paymentsAdmin.refundsOfOrder(order._id, totalPaise) : { refunds: order.refunds, refundablePaise: 0 };
      const left = online ? refundablePaise : order.returnRequest ? totalPaise : 0;
      const recovery = recovered ?? (left > 0 ? await deps.loyaltyRecovery.preview(deps.db, { id: order._id }, left) : null);
      const loyaltyRecovery = recovery && { amount: paiseToRupees(recovery.amountPaise), rewardOrderNumber: recovery.rewardOrderNumber, recorded: recovery.recorded };
      if (!online) return { ...order, loyaltyRecovery };
      const keptPaise = recovery && !recovery.recorded ? recovery.amountPaise : 0;
      return { ...order, refunds, refundableAmount: paiseToRupees(Math.max(0, refundablePaise - keptPaise)), loyaltyRecovery };
    },

    async dashboard() {
      const at = deps.now();
      const [stats, reviewsPending, paymentsToRefund, lowStock, texts, updatesWaiting] = await Promise.all([
        ordersAdmin.stats(at),
        reviews.countPending(),
        paymentsAdmin.countUnfulfilled(),
        catalog.lowStock(LOW_STOCK_THRESHOLD, LOW_STOCK_LIST_LIMIT),
        deps.messageBudget.status(deps.db, at),
        deps.updatesWaiting(),
      ]);
      return {
        today: stats.today,
        month: stats.month,
        ordersByStatus: stats.ordersByStatus,
        reviewsPending,
        returnsRequested: stats.returnsByStatus.requested,
        returnsToRefund: stats.returnsByStatus.received,
        paymentsToRefund,
        ordersToRefund: stats.cancelledPaid,
        lowStock,
        texts: { ...texts, updatesWaiting },
        rto: stats.rto,
        generatedAt: at.toISOString(),
      };
    },

    async customers(query, page) {
      const { accounts, total } = await usersAdmin.search(query, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE);
      const spent = await spending(accounts.map((a) => a._id));
      return { docs: accounts.map((a) => ({ ...a, ...spent(a._id) })), totalDocs: total, page, totalPages: pageCount(total), limit: ADMIN_PAGE_SIZE };
    },

    async customer(id) {
      const account = await usersAdmin.account(id);
      const [spent, orders, ownReviews] = await Promise.all([
        spending([account._id]),
        ordersAdmin.listOfCustomer(account._id, CUSTOMER_HISTORY_LIMIT),
        reviews.listOfUser(account._id, CUSTOMER_HISTORY_LIMIT),
      ]);
      return { customer: { ...account, ...spent(account._id) }, orders, reviews: ownReviews };
    },

    async audit(filter, page) {
      const { rows, total } = await pageAudit(deps.db, filter, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE);
      return { docs: rows.map(toAuditEntry), totalDocs: total, page, totalPages: pageCount(total), limit: ADMIN_PAGE_SIZE };
    },
  };
}
