import type { PaymentProvider, ProviderOrder } from '../adapters/payment/payment-provider';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import type { OrdersService } from '../modules/orders/orders.service';

/** What every payment workflow (paying online, pay-now links, refunds) works with: the database, the payment provider, the orders and the clock. */
export interface PaymentWorkflowDeps {
  db: Db;
  provider: PaymentProvider;
  orders: OrdersService;
  now: () => Date;
}

/**
 * Opens an order at the payment provider for an online payment (a checkout or a pay-now link); a provider that cannot
 * is logged and answered with the customer's "could not start the payment" refusal.
 */
export async function openProviderOrder(
  provider: PaymentProvider,
  log: { warn(obj: unknown, msg?: string): void },
  order: Parameters<PaymentProvider['openOrder']>[0],
): Promise<ProviderOrder> {
  try {
    return await provider.openOrder(order);
  } catch (err) {
    log.warn({ err }, 'the payment provider could not open an order');
    throw new AppError('order.paymentInitFailed');
  }
}
