import type { MyOrdersPage } from '@shop/contract/tracking';
import { useCallback, useEffect, useState } from 'react';
import { fetchMyOrders } from './api';

type OrdersPage = MyOrdersPage['data'];

interface Result {
  page: number;
  data: OrdersPage | null;
  failed: boolean;
}

export interface MyOrdersState {
  /** The page asked for, or while it loads the one shown before. */
  data: OrdersPage | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** A page of the customer's orders (GET /user/my-order?page=N); the previous page stays on screen while the next loads. */
export function useMyOrders(page: number): MyOrdersState {
  const [result, setResult] = useState<Result | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchMyOrders(page, controller.signal).then(
      (data) => setResult({ page, data, failed: false }),
      () => {
        if (!controller.signal.aborted) setResult({ page, data: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [page, attempt]);

  const retry = useCallback(() => {
    setResult(null);
    setAttempt((n) => n + 1);
  }, []);
  const loading = result === null || result.page !== page;
  return { data: result?.data ?? null, loading, failed: !loading && (result?.failed ?? false), retry };
}
