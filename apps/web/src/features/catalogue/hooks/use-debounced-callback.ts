import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * A stable function that calls `fn` once `delayMs` after the last call (spec §9 search debounce).
 * `flush` runs a pending call now; `cancel` drops it; `pending` tells whether one is waiting.
 */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  delayMs: number,
) {
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastArgs = useRef<A | null>(null);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    lastArgs.current = null;
  }, []);

  const flush = useCallback(() => {
    const args = lastArgs.current;
    cancel();
    if (args) fnRef.current(...args);
  }, [cancel]);

  const call = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      lastArgs.current = args;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        lastArgs.current = null;
        fnRef.current(...args);
      }, delayMs);
    },
    [delayMs],
  );

  const pending = useCallback(() => timer.current !== undefined, []);

  useEffect(() => cancel, [cancel]);

  return useMemo(() => ({ call, flush, cancel, pending }), [call, flush, cancel, pending]);
}
