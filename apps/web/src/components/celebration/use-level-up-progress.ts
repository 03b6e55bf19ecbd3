import { useEffect, useState } from 'react';
import { CONSTANTS } from '@pagebird/contract';

const { from, to, tickMs } = CONSTANTS.levelUp;

/**
 * Spec §4 / §9 "Level-up bar": runs from 0 to 100, one step every 20 ms, and stops at 100.
 * Returns the current value.
 */
export function useLevelUpProgress(): number {
  const [value, setValue] = useState<number>(from);
  useEffect(() => {
    let current: number = from;
    setValue(current);
    const timer = setInterval(() => {
      current = Math.min(to, current + 1);
      setValue(current);
      if (current >= to) clearInterval(timer);
    }, tickMs);
    return () => clearInterval(timer);
  }, []);
  return value;
}

export const LEVEL_UP_DONE = to;
