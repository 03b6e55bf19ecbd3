import { CONSTANTS } from '@pagebird/contract';

export type CoverSlot =
  { kind: 'cover'; url: string | null } | { kind: 'more'; count: number } | { kind: 'blank' };

/**
 * Spec §2 / §9 "Collection cover slots": 4 slots; up to 4 covers, or 3 covers plus a "+N" tile
 * when the collection holds 4 or more items (N = total − 3). Slots without a book are blank.
 * A missing cover URL stays a cover slot (it shows "No Image Available").
 */
export function coverSlots(covers: readonly (string | null)[], total: number): CoverSlot[] {
  const slots = CONSTANTS.collectionCoverSlots;
  const count = Math.max(0, total);
  const result: CoverSlot[] = [];
  if (count >= slots) {
    for (let i = 0; i < slots - 1; i++) result.push({ kind: 'cover', url: covers[i] ?? null });
    result.push({ kind: 'more', count: count - (slots - 1) });
    return result;
  }
  for (let i = 0; i < count; i++) result.push({ kind: 'cover', url: covers[i] ?? null });
  while (result.length < slots) result.push({ kind: 'blank' });
  return result;
}
