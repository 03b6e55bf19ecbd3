import type { z } from 'zod';

/** Key used for issues that belong to the whole value rather than one property. */
export const ROOT_FIELD = 'root';

/**
 * Spec §5 "Error messages per property are joined by comma": one entry per property path
 * (`a.b.0.c`, or `root` for the value itself), its distinct messages joined by ", ".
 */
export function joinFieldMessages(error: Pick<z.ZodError, 'issues'>): Record<string, string> {
  const grouped = new Map<string, string[]>();
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : ROOT_FIELD;
    const list = grouped.get(key) ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    grouped.set(key, list);
  }
  return Object.fromEntries([...grouped].map(([k, v]) => [k, v.join(', ')]));
}
