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

/**
 * Text that cannot be stored or shown: a NUL character (PostgreSQL text cannot hold it) or a
 * lone UTF-16 surrogate (half of a character; it cannot be encoded as UTF-8). With the `u` flag
 * the class matches only unpaired surrogates, so emoji and other astral characters pass.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** The field message of a text with a NUL character or half a character in it (ours). */
export const UNSAFE_TEXT_MESSAGE = 'This text contains characters that cannot be used.';

export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** A string of the shared text rule: no NUL, no lone surrogate (400 with a field message). */
export const safeTextSchema = z.string().refine(isSafeText, { error: UNSAFE_TEXT_MESSAGE });

/**
 * Paths of every string (and object key) in a value that breaks the text rule; `[]` when all is
 * well. Walks plain objects and arrays (what JSON bodies, query strings and path params parse to).
 */
export function unsafeTextPaths(value: unknown, maxDepth = 32): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const visit = (v: unknown, path: PropertyKey[], depth: number): void => {
    if (typeof v === 'string') {
      if (!isSafeText(v)) found.push(path);
      return;
    }
    if (v === null || typeof v !== 'object' || depth > maxDepth) return;
    if (Array.isArray(v)) {
      v.forEach((item, i) => visit(item, [...path, i], depth + 1));
      return;
    }
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) return;
    for (const [key, item] of Object.entries(v)) {
      if (!isSafeText(key)) found.push([...path, key]);
      else visit(item, [...path, key], depth + 1);
    }
  };
  visit(value, [], 0);
  return found;
}

/**
 * The text rule on a whole request schema (params, query or body): every string in what it
 * parses to must be safe text, else one issue per string at its path with UNSAFE_TEXT_MESSAGE.
 * `endpoint()` applies it to every endpoint of the contract, so each string field and path
 * parameter of every route goes through the one rule. Refinements keep the schema's type, its
 * shape and its OpenAPI description.
 */
export function withSafeText<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    for (const path of unsafeTextPaths(value)) {
      ctx.addIssue({ code: 'custom', message: UNSAFE_TEXT_MESSAGE, path, input: value });
    }
  });
}
