import { queryOptions, useQuery } from '@tanstack/react-query';
import { dictionaryApi, normalizeDictionaryWord } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { sessionStore } from '../../../../lib/auth/session-store.ts';

/**
 * Query keys of the dictionary. The answer depends on who is reading (the edition comes from
 * the profile's age), so keys carry the signed-in profile: Mia (5) and Leo (9) on the same
 * device never share a definition.
 */
export const dictionaryKeys = {
  all: ['dictionary'] as const,
  word: (word: string) =>
    ['dictionary', sessionStore.get().user?.id ?? 'signed-out', word] as const,
};

/** GET /api/dictionary/:word (404 "Word not found." when there is no child-safe meaning). */
export const fetchDefinition = (word: string, signal?: AbortSignal) =>
  callApi(dictionaryApi.lookup, { params: { word }, signal });

/**
 * The word as the server looks it up (spec §5: punctuation and digits stripped), so "Dog!" and
 * "dog" share one answer. Empty when nothing is left: there is nothing to ask then.
 */
export const dictionaryWord = (raw: string) => normalizeDictionaryWord(raw);

export const definitionQueryOptions = (raw: string) => {
  const word = dictionaryWord(raw);
  return queryOptions({
    queryKey: dictionaryKeys.word(word),
    queryFn: ({ signal }) => fetchDefinition(word, signal),
    enabled: word.length > 0,
    // Definitions do not change, and a word that is not found stays not found.
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
  });
};

export function useDefinition(raw: string) {
  return useQuery(definitionQueryOptions(raw));
}
