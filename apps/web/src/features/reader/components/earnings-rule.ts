import type { FinishedBookResponse } from '@pagebird/contract';

/** Spec §4: the earned points and badges modal shows only when there is something. */
export function hasEarnings(result: FinishedBookResponse): boolean {
  return result.points > 0 || result.earnings.length > 0;
}
