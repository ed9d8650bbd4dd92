/** A callback that runs at most once per period, at the end of it (trailing). */
import { useCallback, useEffect, useRef } from 'react';
import { useLatest } from './use-chat-store.ts';

/**
 * The first call starts a period of `ms`; `run` runs once when it ends, for every call made within
 * it, so the last of a burst is always answered. Unmounting cancels a run still waiting.
 */
export function useTrailingThrottle(run: () => void, ms: number): () => void {
  const latest = useLatest(run);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current();
    }, ms);
  }, [latest, ms]);
}
