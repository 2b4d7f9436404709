import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';

export interface Resource<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  /** Loads again (after a change), keeping the current data on screen meanwhile. */
  reload: () => void;
}

interface Answer<T> {
  ticket: string;
  data?: T;
  error: string | null;
}

/**
 * Loads something from the API whenever `key` changes (e.g. the query string), cancelling the previous request.
 * The data of the previous key stays until the new one arrives, so tables do not flash empty while paging.
 */
export function useResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>, fallbackError: string): Resource<T> {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const ticket = `${generation}:${key}`;

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => setAnswer({ ticket, data, error: null }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer((previous) => ({ ticket, data: previous?.data, error: errorMessage(err) ?? fallbackError }));
      },
    );
    return () => controller.abort();
  }, [ticket, fallbackError]);

  return { data: answer?.data, error: answer?.error ?? null, loading: answer?.ticket !== ticket, reload };
}
