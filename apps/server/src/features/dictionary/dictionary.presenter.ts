import type { DictionaryResult } from '@pagebird/contract';
import { childGlossOf } from './children-glosses.ts';
import { frequencyOf, type LexiconEntry, type LexiconSense } from './dictionary.lexicon.ts';

export type DictionaryEdition = DictionaryResult['edition'];

/**
 * The two editions (spec §9: under 6 one edition, 6 and over another; decision 017).
 * - junior: short, concrete definitions and an example. A function word ("that", "of") shows
 *   only its own simple line. A category led by a sense with a children's gloss shows that
 *   gloss alone, with its example: one clear meaning. Other categories show at most 2 senses,
 *   the short first clause of WordNet's definition (and a short WordNet example). Only everyday
 *   meanings: past the first sense of the first category, a sense or category is shown only
 *   when WordNet's concordances have good evidence of it (frequencyOf) or it has a children's
 *   gloss, so "dog" is the animal and not also "a dull unattractive girl", and "tree" has no
 *   verb. Names ("Ruth" the baseball player, "Sofia" the city) are left out, since in a book
 *   they are a character's name, except those of things in the sky and on Earth ("Jupiter").
 * - full: the function word's line first, then up to 6 senses per category with the whole
 *   definition and one example per sense.
 */
export const EDITION_RULES = {
  junior: { sensesPerCategory: 2, examples: 1 },
  full: { sensesPerCategory: 6, examples: 6 },
} as const satisfies Record<DictionaryEdition, { sensesPerCategory: number; examples: number }>;

/** WordNet's lexicographer file of natural objects (noun.object: Jupiter, the Sun). */
const NOUN_OBJECT = 17;

/** Past this many words a junior definition is cut at its first qualifier (see below). */
export const JUNIOR_DEFINITION_WORDS = 12;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Backquotes are WordNet's opening quotes (`member'). */
const tidy = (s: string) =>
  s
    .replace(/`/g, '‘')
    .replace(/'(?=\W|$)/g, '’')
    .replace(/\s+/g, ' ')
    .trim();

/** The whole WordNet definition, tidied: "A member of the genus Canis (probably …) that …". */
export function fullDefinition(definition: string): string {
  return capitalise(tidy(definition));
}

/** Words that start a qualifying part of a definition, where a long one can stop. */
const QUALIFIER =
  /\s(?:typically|usually|especially|often|sometimes|chiefly|mainly|having|that|which|who|whose|with|by|in which|used|being|consisting|characterized|resembling)\s/i;

/**
 * The short form for young readers: no parenthetical remarks, only the first clause (up to the
 * first ";" or ":"): "narrow-leaved green herbage: grown as lawns; …" → "Narrow-leaved green
 * herbage"; past JUNIOR_DEFINITION_WORDS words it stops before its first qualifier of three
 * words or more in: "any of numerous small rodents typically resembling diminutive rats having
 * …" → "Any of numerous small rodents".
 */
export function juniorDefinition(definition: string): string {
  let text = definition;
  // Nested parentheses are rare; two passes remove them.
  for (let i = 0; i < 2; i++) text = text.replace(/\s*\([^()]*\)/g, '');
  let clause = tidy(text.split(/[;:]/)[0] ?? text);
  if (clause.split(' ').length > JUNIOR_DEFINITION_WORDS) {
    const cut = QUALIFIER.exec(clause.split(' ').slice(3).join(' '));
    if (cut) {
      const head = clause.split(' ').slice(0, 3).join(' ');
      clause = `${head} ${clause.slice(head.length + 1, head.length + 1 + cut.index)}`;
    }
  }
  const short = clause.replace(/[\s,]+$/, '');
  return capitalise(short || tidy(definition));
}

const glossed = (s: LexiconSense) => childGlossOf(s.senseKey) !== undefined;
const seen = (s: LexiconSense) => frequencyOf(s) > 0 || glossed(s);

export interface ShownCategory {
  category: string;
  senses: LexiconSense[];
}

/** The categories and WordNet senses an edition shows, in order (see EDITION_RULES). */
export function editionSenses(entry: LexiconEntry, edition: DictionaryEdition): ShownCategory[] {
  const max = EDITION_RULES[edition].sensesPerCategory;
  if (edition === 'full') {
    return entry.categories.map((c) => ({ category: c.category, senses: c.senses.slice(0, max) }));
  }
  if (entry.functionWord) return [];
  const named = (s: LexiconSense) => s.properName && s.lexFile !== NOUN_OBJECT;
  return entry.categories
    .map((c) => ({ category: c.category, senses: c.senses.filter((s) => !named(s)) }))
    .filter((c, i) => c.senses.length > 0 && (i === 0 || c.senses.some(seen)))
    .map((c, i) => ({
      category: c.category,
      senses: glossed(c.senses[0]!)
        ? [c.senses[0]!]
        : c.senses.filter((s, j) => (i === 0 && j === 0) || seen(s)).slice(0, max),
    }));
}

const sentence = (s: string) => capitalise(tidy(s));
/** A WordNet example a young reader can take in at once. */
const shortExample = (e: string) => e.split(/\s+/).length <= JUNIOR_DEFINITION_WORDS;

export function toDictionaryResult(
  entry: LexiconEntry,
  edition: DictionaryEdition,
): DictionaryResult {
  const rules = EDITION_RULES[edition];
  const entries = editionSenses(entry, edition).map(({ category, senses }) => {
    const glosses = senses.map((s) => childGlossOf(s.senseKey));
    const definitions = senses.map((s, i) =>
      edition === 'junior'
        ? (glosses[i]?.definition ?? juniorDefinition(s.definition))
        : fullDefinition(s.definition),
    );
    const examples = senses.flatMap((s, i) => {
      const wordnet = s.examples.filter((e) => edition === 'full' || shortExample(e));
      const own = glosses[i]?.example;
      const first = edition === 'junior' ? (own ?? wordnet[0]) : (wordnet[0] ?? own);
      return first ? [sentence(first)] : [];
    });
    return {
      category,
      definitions: [...new Set(definitions)],
      examples: [...new Set(examples)].slice(0, rules.examples),
    };
  });
  const line = entry.functionWord;
  if (line) {
    // The function word's line first; in the category WordNet also has ("not", an adverb),
    // ahead of WordNet's definitions.
    const same = entries.find((e) => e.category === line.category);
    if (same) {
      entries.splice(entries.indexOf(same), 1);
      same.definitions = [
        line.definition,
        ...same.definitions.filter((d) => d !== line.definition),
      ];
      same.examples = [line.example, ...same.examples].slice(0, rules.examples);
      entries.unshift(same);
    } else {
      entries.unshift({
        category: line.category,
        definitions: [line.definition],
        examples: [line.example],
      });
    }
  }
  return { word: entry.word, edition, entries };
}
