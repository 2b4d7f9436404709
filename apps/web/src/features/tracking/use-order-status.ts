import type { OrderStatusResponse } from '@shop/contract/tracking';
import { useCallback, useEffect, useState } from 'react';
import { fetchOrderStatus } from './api';

interface Result {
  orderId: string;
  order: OrderStatusResponse | null;
  failed: boolean;
  /** When the answer arrived: the return window is measured against it. */
  fetchedAt: number;
}

export interface OrderStatusState {
  order: OrderStatusResponse | null;
  loading: boolean;
  failed: boolean;
  fetchedAt: number;
  /** Asks again (e.g. after a return request), keeping the order on screen meanwhile. */
  reload: () => void;
}

/** One of the customer's orders, by its _id or ORD-… number; any failure (a 404 for someone else's order too) is `failed`. */
export function useOrderStatus(orderId: string): OrderStatusState {
  const [result, setResult] = useState<Result | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchOrderStatus(orderId, controller.signal).then(
      (order) => setResult({ orderId, order, failed: false, fetchedAt: Date.now() }),
      () => {
        if (controller.signal.aborted) return;
        // A failed refresh keeps the order already shown.
        setResult((previous) => (previous?.orderId === orderId && previous.order ? previous : { orderId, order: null, failed: true, fetchedAt: Date.now() }));
      },
    );
    return () => controller.abort();
  }, [orderId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const current = result?.orderId === orderId ? result : null;
  return { order: current?.order ?? null, loading: current === null, failed: current?.failed ?? false, fetchedAt: current?.fetchedAt ?? 0, reload };
}
