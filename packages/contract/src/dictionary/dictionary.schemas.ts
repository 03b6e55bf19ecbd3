import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';

/**
 * Tap-a-word dictionary (spec §2 "Reader", §7 "External services", §8 "Dictionary", §9).
 * Offline (WordNet), filtered so a child never sees an adult or offensive sense. Two editions by
 * age: under 6 the junior edition, 6 and over the full one; users without an age count as 100.
 * The server decides the edition from the caller's profile, never from the client.
 */

export const DICTIONARY_RULES = {
  /** Spec §9: under this age the junior edition. */
  juniorUnderAge: 6,
  /** Spec §9: users without an age count as this old. */
  ageWhenUnknown: 100,
  maxWordLength: 40,
} as const;

export const DICTIONARY_EDITIONS = ['junior', 'full'] as const;
export const dictionaryEditionSchema = z.enum(DICTIONARY_EDITIONS);

/** Spec §5: lookups strip punctuation and digits. */
export function normalizeDictionaryWord(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/[\p{P}\p{S}\p{N}]/gu, '')
    .trim()
    .toLowerCase();
}

export const dictionaryParamsSchema = z.object({
  word: z
    .string()
    .min(1)
    .max(DICTIONARY_RULES.maxWordLength * 2),
});

/**
 * Word categories (spec §2): WordNet's four, and those of the function words' own lines
 * ("the" an article, "that" a determiner, "can" an auxiliary, shown as a helping verb).
 */
export const DICTIONARY_CATEGORIES = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'article',
  'determiner',
  'pronoun',
  'preposition',
  'conjunction',
  'auxiliary',
  'interjection',
] as const;
export type DictionaryCategory = (typeof DICTIONARY_CATEGORIES)[number];

export const dictionaryEntrySchema = z.object({
  /** Word category, one of DICTIONARY_CATEGORIES (a string, so a newer server stays readable). */
  category: z.string(),
  definitions: z.array(z.string()),
  examples: z.array(z.string()),
});

/** Spec §2: word, category and a list of definitions. */
export const dictionaryResultSchema = z.object({
  word: z.string(),
  edition: dictionaryEditionSchema,
  entries: z.array(dictionaryEntrySchema),
});
export type DictionaryResult = z.infer<typeof dictionaryResultSchema>;

export const dictionaryApi = {
  lookup: endpoint({
    method: 'GET',
    path: '/api/dictionary/:word',
    access: 'signedIn',
    summary:
      'Child-safe definitions of a word (edition by the caller’s age); 404 "Word not found." when there are none',
    tags: ['dictionary'],
    params: dictionaryParamsSchema,
    response: dictionaryResultSchema,
  }),
} as const;
