import { useCallback, useEffect, useRef, useState } from 'react';
import { CONSTANTS } from '@pagebird/contract';

export interface PointerPoint {
  x: number;
  y: number;
}

/**
 * Spec §2 / §9: the hidden-word annotation pointer is debounced by 200 ms. `push` each pointer
 * event (a tap, or a move while pointing at words); `point` becomes the last one once the
 * pointer has rested for `delayMs` — a double tap or a drag over several words gives one
 * lookup, for where the finger stopped. `onSettle` (optional) is called at the same moment.
 * `cancel` forgets a pending point (e.g. when the page turns); `clear` also resets `point`.
 */
export function useDebouncedPointer<P = PointerPoint>(
  delayMs: number = CONSTANTS.reader.annotationDebounceMs,
  onSettle?: (point: P) => void,
): { point: P | null; push: (point: P) => void; cancel: () => void; clear: () => void } {
  const [point, setPoint] = useState<P | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const settle = useRef(onSettle);
  useEffect(() => {
    settle.current = onSettle;
  }, [onSettle]);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const push = useCallback(
    (next: P) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setPoint(next);
        settle.current?.(next);
      }, delayMs);
    },
    [delayMs],
  );

  const clear = useCallback(() => {
    cancel();
    setPoint(null);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  return { point, push, cancel, clear };
}
