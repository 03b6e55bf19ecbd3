import { z } from 'zod';

/**
 * Spec §5: discovery-zone lists (facts, quizzes, badges) are split on commas and newlines;
 * items are trimmed and empty items dropped.
 */
export function splitList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[,\r\n]+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The inverse for showing a stored list in a text area: one item per line. */
export function joinListLines(items: readonly (string | number)[]): string {
  return items.join('\n');
}

/** A text-area value (or an already split array) → a list of ids. */
export const idListTextSchema = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))])
  .transform((v) => (Array.isArray(v) ? splitList(v.join(',')) : splitList(v)));

/** Spec §5: quiz completedQuizBookIdNumbers is comma-separated (`1,2,3`). */
export function joinCompletedQuizBookIds(ids: readonly (string | number)[]): string {
  return ids
    .map((id) => String(id).trim())
    .filter((s) => s.length > 0)
    .join(',');
}

/** `'1, 2,3'` → `['1', '2', '3']`. */
export function parseCompletedQuizBookIds(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
