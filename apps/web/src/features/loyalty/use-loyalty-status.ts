import type { LoyaltyStatusResponse } from '@shop/contract/tracking';
import { useCallback, useEffect, useState } from 'react';
import { fetchLoyaltyStatus } from './api';

interface Result {
  attempt: number;
  status: LoyaltyStatusResponse | null;
  failed: boolean;
}

/** The customer's loyalty progress; `retry` asks again after a failure. */
export function useLoyaltyStatus() {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchLoyaltyStatus(controller.signal).then(
      (status) => setResult({ attempt, status, failed: false }),
      () => {
        if (!controller.signal.aborted) setResult({ attempt, status: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = result?.attempt === attempt ? result : null;
  return { status: current?.status ?? null, failed: current?.failed ?? false, loading: current === null, retry };
}
