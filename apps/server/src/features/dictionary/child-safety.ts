import { findProfanity } from '@pagebird/contract';
import type { Synset } from './wordnet.reader.ts';

/**
 * The child-safe filter of the dictionary. WordNet is a general dictionary: beside "dog" and
 * "dinosaur" it has vulgar, slang and insulting senses, and definitions about sex and drugs.
 * A sense (synset) is dropped when any of these holds; a word whose every sense is dropped is
 * "not found". The checks run on what a sense would show (its definition and examples) and on
 * the word being defined, so a word keeps its innocent senses: "cock" keeps the rooster, "ass"
 * the donkey, "grass" the lawn (not "street names for marijuana"), "pot" the cooking pot.
 *
 * 1. Usage domain: the synset has a ";u" pointer (WordNet's "domain of synset – usage") to
 *    vulgarism/obscenity, slang, disparagement, ethnic slur or street name (drug names), for the
 *    whole synset or for the word looked up. These targets are found by name in the noun index
 *    when the dictionary first loads.
 * 2. Register labels WordNet writes into its definitions: "obscene", "vulgar", "slang",
 *    "offensive term", "derogatory", "ethnic slur", "pejorative", "expletive", "coarse term",
 *    "street name".
 * 3. Adult topics: an explicit list of sexual, drug and abuse words in the definition or as the
 *    word being defined ({@link ADULT_TOPICS}).
 * 4. The `obscenity` word list (the contract's `findProfanity`, also used for user text) on the
 *    definition and on the word being defined, except for the few list words that are ordinary
 *    vocabulary in a dictionary ({@link DICTIONARY_WORDS_NOT_PROFANE}: the donkey, the rooster,
 *    analgesics, cumin, "retard" to slow down…). Their rude senses are still caught by checks 1–3.
 *    Other synonyms are not checked: they are not shown, and innocent senses often list a rude
 *    synonym ("annoyed" lists "pissed off", "urine" lists "piss"); looking up the rude word
 *    itself finds nothing.
 *
 * An example sentence that trips check 3 or 4 is left out; the sense itself stays.
 */

/** Usage-domain synsets whose members a child should not see (looked up by these lemmas). */
export const UNSAFE_USAGE_DOMAINS = [
  'vulgarism',
  'obscenity',
  'slang',
  'disparagement',
  'ethnic_slur',
  'street_name',
] as const;

/** Register labels in WordNet definitions that mark rude, insulting or slang senses. */
export const REGISTER_LABELS =
  /\b(?:obscene|vulgar|vulgarly|slang|pejorative|expletives?|ethnic slur|coarse terms?|street names?|(?:derogatory|disparaging|insulting|offensive)(?: and insulting)? (?:terms?|names?|words?|expressions?|slang)|offensive term)\b|\((?:sometimes |often |usually )?(?:offensive|derogatory|disparaging)\b/i;

/** Sexual, drug and abuse topics (whole words, case-insensitive). */
export const ADULT_TOPICS = new RegExp(
  '\\b(?:' +
    [
      // sex
      // "sexual" and its family, but not "asexual" (spores, cell division)
      '(?:homo|hetero|bi|trans)?sexual(?:ly|ity|ities|ism|ize|ise|ized|ised|s)?',
      'sexy',
      'sex (?:acts?|organs?|appeal|life|drive|crimes?|offenders?|symbols?|objects?|kittens?|change|hormones?|glands?|cells?)',
      '(?:have|has|had|having|oral|anal|safe|illicit|promiscuous|casual|premarital|extramarital|unlawful|unprotected|group) sex',
      'sex (?:with|for)',
      'genitals?',
      'genitalia',
      'intercourse',
      'copulat\\w*',
      'coit(?:us|al)',
      'orgasm\\w*',
      'masturbat\\w*',
      'ejaculat\\w*',
      'semen',
      'erotic\\w*',
      'porn\\w*',
      'prostitut\\w*',
      'brothels?',
      'whor(?:e|es|ed|ing|edom|ehouses?|emongers?|emasters?)', // not "whorl"
      'harlots?',
      'pimps?',
      'lust(?:ful|ing|s)?',
      'lewd\\w*',
      'seduc\\w*',
      'promiscu\\w*',
      'adulter(?:y|ous|er|ers|ess)',
      'fornicat\\w*',
      'incest\\w*',
      'rap(?:e|ed|es|ing|ist|ists)',
      'molest\\w*',
      'pa?edophil\\w*',
      'pa?ederast\\w*',
      'sodom\\w*',
      'bestiality',
      'orgy',
      'orgies',
      'striptease',
      'strippers?',
      'condoms?',
      'contracepti\\w*',
      'venereal',
      'penis(?:es)?',
      'phall\\w*',
      'vagina\\w*',
      'vulva\\w*',
      'clitoris',
      'testicles?',
      'scrotum',
      'transvest\\w*',
      'cuckold\\w*',
      'fellatio',
      'cunnilingus',
      'foreplay',
      'libido',
      'aphrodisiac\\w*',
      'nymphomania\\w*',
      // drugs
      'illegal drugs?',
      'illicit drugs?',
      'heroin',
      'cocaine',
      'marijuana',
      'marihuana',
      'cannabis',
      'hashish',
      'opium',
      'opiates?',
      'amphetamines?',
      'methamphetamine',
      'lsd',
      'lysergic',
      'hallucinogen\\w*',
      'psychedelic',
      '(?:induced|intoxicated) by drugs',
      'drug addict\\w*',
      'junkies?',
    ].join('|') +
    ')\\b',
  'i',
);

/**
 * Words of the `obscenity` list that are ordinary vocabulary in dictionary definitions, with
 * where they occur in WordNet: the matcher's patterns also catch parts of longer words.
 */
export const DICTIONARY_WORDS_NOT_PROFANE: ReadonlySet<string> = new Set([
  'ass', // donkey, "wild ass", and inside assortment, Assyria
  'cock', // rooster, a tap (petcock), cockpit, cockatrice
  'anal', // analgesic, anal fin (fish), annalist
  'retard', // "to retard motion" (brakes, parachute, flame retardant)
  'cum', // cumin, cum laude
  'rape', // rapeseed, canola; the crime is caught by ADULT_TOPICS
  'tit', // the bird (tits, titmouse)
  'boob', // boobies (gannets), booby prize, a boob (a fool)
  'scat', // scat singing
  'spastic', // medical: spastic paralysis
  'dyke', // a dike (an embankment), Vandyke beard
  'pussy', // pussycat, pussy willow, pussytoes
  'prick', // to prick with a needle
  'dick', // names: Moby Dick, "Tom and Dick", Dickinson, Dicksonia ferns
  'hooker', // General Hooker (Civil War battles)
  'fag', // fagged (tired), faggot of sticks, Fagaceae (beeches)
  'negro', // Negroid peoples in historical definitions
  'cuck', // cuckoo
  'sex', // "a young person of either sex", male, female, gender; sexual topics are in ADULT_TOPICS
  'anus', // anatomy: intestine, rectum
  'chink', // a chink in a wall, the chink of coins; the slur has an ethnic-slur usage pointer
]);

export type SafetyVerdict =
  | { safe: true }
  | { safe: false; reason: 'usage-domain' | 'register-label' | 'adult-topic' | 'profanity' };

/** The parts of a gloss: `definition; "example"; "example"`. */
export function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.trim()).filter(Boolean);
  const firstQuote = gloss.indexOf('"');
  const definition = (firstQuote >= 0 ? gloss.slice(0, firstQuote) : gloss)
    .trim()
    .replace(/[;:,\s]+$/, '');
  return { definition, examples };
}

const readable = (word: string) => word.replace(/_/g, ' ').replace(/`/g, "'");

/** Names in definitions that contain a list word (Shiite, the thrush genus Turdus). */
const INNOCENT_NAMES = /\b(?:shiites?|shiism|shiah|turd(?:us|idae|inae))\b/gi;

/** True when `text` has a profane word outside the dictionary's ordinary vocabulary. */
export function isProfane(text: string): boolean {
  const words = findProfanity(readable(text).replace(INNOCENT_NAMES, ' '));
  return words.some((w) => !DICTIONARY_WORDS_NOT_PROFANE.has(w));
}

/** True when a shown text (a definition or an example) is unsuitable for a child. */
export function isUnsafeText(text: string): boolean {
  return ADULT_TOPICS.test(readable(text)) || isProfane(text);
}

/**
 * The verdict for one sense. `unsafeDomains` are the offsets of the noun synsets named by
 * UNSAFE_USAGE_DOMAINS.
 */
export function judgeSynset(
  synset: Synset,
  unsafeDomains: ReadonlySet<number>,
  lemma: string,
): SafetyVerdict {
  // A usage pointer from word n of the synset (source ≠ 0) marks only that word: "corpse,
  // stiff" is slang for "stiff" only, so "corpse" keeps the sense.
  const lemmaIndex = synset.words.findIndex((w) => w.toLowerCase() === lemma) + 1;
  if (
    synset.pointers.some(
      (p) =>
        p.symbol === ';u' &&
        unsafeDomains.has(p.offset) &&
        (p.sourceWord === 0 || p.sourceWord === lemmaIndex),
    )
  )
    return { safe: false, reason: 'usage-domain' };
  const { definition } = splitGloss(synset.gloss);
  const text = readable(definition);
  if (REGISTER_LABELS.test(text)) return { safe: false, reason: 'register-label' };
  if (ADULT_TOPICS.test(text) || ADULT_TOPICS.test(readable(lemma)))
    return { safe: false, reason: 'adult-topic' };
  if (isProfane(definition) || isProfane(lemma)) return { safe: false, reason: 'profanity' };
  return { safe: true };
}
