import type { DictionaryResult } from '@pagebird/contract';
import type { LexiconEntry, LexiconSense } from './dictionary.lexicon.ts';

export type DictionaryEdition = DictionaryResult['edition'];

/**
 * The two editions (spec §9: under 6 one edition, 6 and over another).
 * - junior: at most 2 senses per category, the short first clause of each definition, no
 *   examples; only everyday meanings: past the first sense of the first (most used) category,
 *   a sense or category is shown only when WordNet's concordances have seen it (tag count > 0),
 *   so "dog" is the animal and not also "a dull unattractive girl", and "tree" has no verb;
 * - full: up to 6 senses per category with the whole definition and one example per sense.
 */
export const EDITION_RULES = {
  junior: { sensesPerCategory: 2, examples: false },
  full: { sensesPerCategory: 6, examples: true },
} as const satisfies Record<DictionaryEdition, { sensesPerCategory: number; examples: boolean }>;

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

/**
 * The short form for young readers: no parenthetical remarks, only the first clause (up to the
 * first ";" or ":"): "narrow-leaved green herbage: grown as lawns; …" → "Narrow-leaved green
 * herbage".
 */
export function juniorDefinition(definition: string): string {
  let text = definition;
  // Nested parentheses are rare; two passes remove them.
  for (let i = 0; i < 2; i++) text = text.replace(/\s*\([^()]*\)/g, '');
  const clause = text.split(/[;:]/)[0] ?? text;
  const short = tidy(clause).replace(/[\s,]+$/, '');
  return capitalise(short || tidy(definition));
}

const seen = (s: LexiconSense) => s.tagCount > 0;

/** The categories and senses an edition shows (see EDITION_RULES). */
function chosen(entry: LexiconEntry, edition: DictionaryEdition) {
  const max = EDITION_RULES[edition].sensesPerCategory;
  if (edition === 'full') {
    return entry.categories.map((c) => ({ c, senses: c.senses.slice(0, max) }));
  }
  return entry.categories
    .filter((c, i) => i === 0 || c.senses.some(seen))
    .map((c, i) => ({
      c,
      senses: c.senses.filter((s, j) => (i === 0 && j === 0) || seen(s)).slice(0, max),
    }));
}

export function toDictionaryResult(
  entry: LexiconEntry,
  edition: DictionaryEdition,
): DictionaryResult {
  const rules = EDITION_RULES[edition];
  const entries = chosen(entry, edition).map(({ c, senses }) => {
    const definitions = [
      ...new Set(
        senses.map((s) =>
          edition === 'junior' ? juniorDefinition(s.definition) : fullDefinition(s.definition),
        ),
      ),
    ];
    const examples = rules.examples
      ? [...new Set(senses.flatMap((s) => s.examples.slice(0, 1)).map((e) => capitalise(tidy(e))))]
      : [];
    return { category: c.category, definitions, examples };
  });
  return { word: entry.word, edition, entries };
}
