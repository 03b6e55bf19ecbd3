import { z } from 'zod';
import { MESSAGES } from '../common/messages.ts';

/** Spec §5 "A link-like value is valid when non-empty and not ending with a slash". */
export function isLinkLike(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  return v.length > 0 && !v.endsWith('/');
}

export const linkLikeSchema = z
  .string({ error: MESSAGES.linkRequired })
  .trim()
  .refine(isLinkLike, {
    error: (issue) => (issue.input === '' ? MESSAGES.linkRequired : MESSAGES.linkTrailingSlash),
  });

/** Spec §5: the input counter reads "n/max Characters" when a max length is set. */
export function counterText(length: number, max: number): string;
export function counterText(length: number, max: number | null | undefined): string | null;
export function counterText(length: number, max: number | null | undefined): string | null {
  return typeof max === 'number' ? `${length}/${max} Characters` : null;
}

/**
 * Spec §5: dictionary lookups strip punctuation and digits (and symbols), then trim:
 * `“Hello,”` → `Hello`, `cat's` → `cats`, `abc123` → `abc`.
 */
export function cleanDictionaryWord(word: string): string {
  return word
    .replace(/[\p{P}\p{S}\p{N}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}
