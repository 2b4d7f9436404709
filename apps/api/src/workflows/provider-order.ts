import type { PaymentProvider, ProviderOrder } from '../adapters/payment/payment-provider';
import { AppError } from '../lib/errors';

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
