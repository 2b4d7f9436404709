import { PAYMENT_CONFIRMATION } from '@shop/contract/payment-status';
import type { Order } from '@shop/contract/orders';
import { useEffect, useState } from 'react';
import { callFailureOf } from '../../lib/query-message';
import { useAppDispatch } from '../../store/hooks';
import { checkoutApi } from './api';

/** Where the wait for a payment stands, as the success page shows it. */
export type PaymentWait =
  | { kind: 'waiting'; paid: boolean | null }
  | { kind: 'placed'; order: Order }
  | { kind: 'refunded'; refund: { amount: number; reason: string } }
  | { kind: 'closed' }
  | { kind: 'notFound' }
  /** Asked for PAYMENT_CONFIRMATION.waitSeconds without an answer: said so, and `retry` asks again. */
  | { kind: 'slow' };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Asks the server what became of a payment every PAYMENT_CONFIRMATION.pollIntervalMs until it is settled (placed,
 * refunded, closed) or PAYMENT_CONFIRMATION.waitSeconds have passed; a dropped connection is asked again within that
 * time. The server decides; this only shows its answer.
 */
export function usePaymentWait(providerOrderId: string): { wait: PaymentWait; retry: () => void } {
  const [round, setRound] = useState(0);
  const [wait, setWait] = useState<PaymentWait>({ kind: 'waiting', paid: null });
  const dispatch = useAppDispatch();

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const deadline = Date.now() + PAYMENT_CONFIRMATION.waitSeconds * 1000;
    void (async () => {
      while (!signal.aborted) {
        try {
          // Asked afresh each round; leaving the page cancels the question on its way.
          const asked = dispatch(checkoutApi.endpoints.paymentStatus.initiate(providerOrderId, { forceRefetch: true, subscribe: false }));
          signal.addEventListener('abort', () => asked.abort(), { once: true });
          const status = await asked.unwrap();
          if (signal.aborted) return;
          if (status.status === 'placed' && status.order) return setWait({ kind: 'placed', order: status.order });
          if (status.status === 'refunded' && status.refund) return setWait({ kind: 'refunded', refund: status.refund });
          if (status.status === 'closed') return setWait({ kind: 'closed' });
          setWait({ kind: 'waiting', paid: status.status === 'confirming' });
        } catch (err) {
          if (signal.aborted) return;
          const failure = callFailureOf(err);
          if (failure && (failure.status === 404 || failure.status === 400)) return setWait({ kind: 'notFound' });
          // No answer (offline, a server hiccup): asked again until the deadline.
        }
        if (Date.now() + PAYMENT_CONFIRMATION.pollIntervalMs > deadline) return setWait({ kind: 'slow' });
        await sleep(PAYMENT_CONFIRMATION.pollIntervalMs, signal);
      }
    })();
    return () => controller.abort();
  }, [dispatch, providerOrderId, round]);

  return {
    wait,
    retry: () => {
      setWait({ kind: 'waiting', paid: null });
      setRound((n) => n + 1);
    },
  };
}
