import { describe, expect, it } from 'vitest';
import type { LexiconEntry, LexiconSense } from './dictionary.lexicon.ts';
import { fullDefinition, juniorDefinition, toDictionaryResult } from './dictionary.presenter.ts';

const sense = (definition: string, examples: string[] = [], tagCount = 5) =>
  ({ definition, examples, tagCount, lemma: 'run', exact: true }) as unknown as LexiconSense;

const entry: LexiconEntry = {
  word: 'run',
  functionWord: null,
  categories: [
    {
      pos: 'v',
      category: 'verb',
      senses: Array.from({ length: 8 }, (_, i) =>
        sense(`meaning ${i + 1}; more about it`, [`example ${i + 1}`, `another ${i + 1}`]),
      ),
    },
    { pos: 'n', category: 'noun', senses: [sense('a score in baseball', ['he hit a run'])] },
  ],
};

describe('dictionary presenter', () => {
  it('junior edition: two short definitions per category, one short example', () => {
    const r = toDictionaryResult(entry, 'junior');
    expect(r).toEqual({
      word: 'run',
      edition: 'junior',
      entries: [
        { category: 'verb', definitions: ['Meaning 1', 'Meaning 2'], examples: ['Example 1'] },
        { category: 'noun', definitions: ['A score in baseball'], examples: ['He hit a run'] },
      ],
    });
  });

  it('junior edition: only meanings WordNet’s concordances have evidence of, past the very first', () => {
    const dog: LexiconEntry = {
      word: 'dog',
      functionWord: null,
      categories: [
        {
          pos: 'n',
          category: 'noun',
          senses: [
            sense('a member of the genus Canis', [], 42),
            sense('a dull unattractive unpleasant girl or woman', [], 0),
            sense('informal term for a man', [], 3),
            sense('a spy employed to follow someone', [], 2),
          ],
        },
        { pos: 'v', category: 'verb', senses: [sense('go after with the intent to catch', [], 0)] },
      ],
    };
    expect(toDictionaryResult(dog, 'junior').entries).toEqual([
      {
        category: 'noun',
        definitions: ['A member of the genus Canis', 'Informal term for a man'],
        examples: [],
      },
    ]);
    // A word nobody tagged still shows its first meaning; the full edition shows everything.
    const rare: LexiconEntry = {
      word: 'dinosaur',
      functionWord: null,
      categories: [{ pos: 'n', category: 'noun', senses: [sense('extinct reptile', [], 0)] }],
    };
    expect(toDictionaryResult(rare, 'junior').entries[0]!.definitions).toEqual(['Extinct reptile']);
    expect(toDictionaryResult(dog, 'full').entries.map((e) => e.definitions.length)).toEqual([
      4, 1,
    ]);
  });

  it('full edition: up to six whole definitions per category, one example each', () => {
    const r = toDictionaryResult(entry, 'full');
    expect(r.edition).toBe('full');
    expect(r.entries[0]!.definitions).toHaveLength(6);
    expect(r.entries[0]!.definitions[0]).toBe('Meaning 1; more about it');
    expect(r.entries[0]!.examples).toEqual([1, 2, 3, 4, 5, 6].map((i) => `Example ${i}`));
    expect(r.entries[1]).toEqual({
      category: 'noun',
      definitions: ['A score in baseball'],
      examples: ['He hit a run'],
    });
  });

  it('shortens definitions for young readers', () => {
    expect(
      juniorDefinition(
        'a member of the genus Canis (probably descended from the common wolf) that has been domesticated',
      ),
    ).toBe('A member of the genus Canis that has been domesticated');
    expect(juniorDefinition('narrow-leaved green herbage: grown as lawns; used as pasture')).toBe(
      'Narrow-leaved green herbage',
    );
    expect(juniorDefinition('(plural) optical instrument')).toBe('Optical instrument');
  });

  it('cuts a long junior definition before its first qualifier', () => {
    expect(
      juniorDefinition(
        'any of numerous small rodents typically resembling diminutive rats having pointed snouts and small ears',
      ),
    ).toBe('Any of numerous small rodents');
    // Short ones stay whole.
    expect(juniorDefinition('a small smooth rounded rock')).toBe('A small smooth rounded rock');
  });

  it('function words: their own line first, alone in the junior edition', () => {
    const that: LexiconEntry = {
      word: 'not',
      functionWord: {
        word: 'not',
        category: 'adverb',
        definition: 'Means no, the opposite',
        example: 'I am not sleepy.',
      },
      categories: [
        { pos: 'r', category: 'adverb', senses: [sense('negation of a word', ['not now'])] },
      ],
    };
    expect(toDictionaryResult(that, 'junior').entries).toEqual([
      {
        category: 'adverb',
        definitions: ['Means no, the opposite'],
        examples: ['I am not sleepy.'],
      },
    ]);
    // Full: merged into WordNet's category of the same name, the line first.
    expect(toDictionaryResult(that, 'full').entries).toEqual([
      {
        category: 'adverb',
        definitions: ['Means no, the opposite', 'Negation of a word'],
        examples: ['I am not sleepy.', 'Not now'],
      },
    ]);
  });

  it('junior edition leaves out names of people and places', () => {
    const ruth: LexiconEntry = {
      word: 'ruth',
      functionWord: null,
      categories: [
        {
          pos: 'n',
          category: 'noun',
          senses: [
            { ...sense('United States baseball player', [], 0), properName: true, lexFile: 18 },
            { ...sense('a feeling of sympathy', [], 0), properName: false, lexFile: 12 },
          ],
        },
      ],
    };
    expect(toDictionaryResult(ruth, 'junior').entries[0]!.definitions).toEqual([
      'A feeling of sympathy',
    ]);
    expect(toDictionaryResult(ruth, 'full').entries[0]!.definitions).toHaveLength(2);
  });

  it('turns WordNet’s quotes into typographic ones', () => {
    expect(fullDefinition("the male sex organ (`member' is a euphemism)")).toBe(
      'The male sex organ (‘member’ is a euphemism)',
    );
  });
});
