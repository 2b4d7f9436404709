import { useCallback, useEffect, useRef } from 'react';

/** Runs callbacks after a delay; anything still waiting is dropped when the component goes away. */
export function useLater(): (callback: () => void, ms: number) => void {
  const timers = useRef<Set<number>>(new Set());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending) window.clearTimeout(id);
      pending.clear();
    };
  }, []);
  return useCallback((callback: () => void, ms: number) => {
    const id = window.setTimeout(() => {
      timers.current.delete(id);
      callback();
    }, ms);
    timers.current.add(id);
  }, []);
}
