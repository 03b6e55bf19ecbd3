import type { z } from 'zod';

/** Test helper: the messages a schema reports for `value` (empty when it passes). */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

/** Test helper: messages grouped by property path. */
export function fieldMessagesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const r = schema.safeParse(value);
  const out: Record<string, string[]> = {};
  if (r.success) return out;
  for (const i of r.error.issues) (out[i.path.join('.') || 'root'] ??= []).push(i.message);
  return out;
}
