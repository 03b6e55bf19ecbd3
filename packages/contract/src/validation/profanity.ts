import { z } from 'zod';
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { MESSAGES } from '../common/messages.ts';

/**
 * Spec §5 "Profanity check on text: case-insensitive substring match against a word list".
 * The word list and matcher are the `obscenity` package's English dataset: case-insensitive,
 * with word-boundary markers and whitelisted terms so ordinary words such as "class",
 * "assessment" or "Scunthorpe" are not flagged, and stretched spellings ("fuuuck") still are.
 */
let matcher: RegExpMatcher | undefined;
/** Built on first use: importing the contract (server start, web chunks) costs nothing. */
const getMatcher = () =>
  (matcher ??= new RegExpMatcher({
    ...englishDataset.build(),
    ...englishRecommendedTransformers,
  }));

/** The list words found in `text` (each once; empty when clean). */
export function findProfanity(text: string): string[] {
  if (!text) return [];
  const words = getMatcher()
    .getAllMatches(text, true)
    .map((m) => englishDataset.getPayloadWithPhraseMetadata(m).phraseMetadata?.originalWord)
    .filter((w) => w !== undefined);
  return [...new Set<string>(words)];
}

/** True when `text` contains a word of the list (case-insensitive). */
export function containsProfanity(text: string): boolean {
  return !!text && getMatcher().hasMatch(text);
}

/** Refine any string schema with the profanity check ("Please remove inappropriate words."). */
export function withoutProfanity<T extends z.ZodType<string>>(schema: T, message?: string) {
  return schema.refine((v) => !containsProfanity(v), { error: message ?? MESSAGES.profanity });
}

/** A plain text field that must be free of profanity. */
export const cleanTextSchema = withoutProfanity(z.string());
