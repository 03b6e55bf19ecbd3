import { describe, expect, it } from 'vitest';
import type { LexiconEntry, LexiconSense } from './dictionary.lexicon.ts';
import { fullDefinition, juniorDefinition, toDictionaryResult } from './dictionary.presenter.ts';

const sense = (definition: string, examples: string[] = [], tagCount = 5) =>
  ({ definition, examples, tagCount, lemma: 'run', exact: true }) as unknown as LexiconSense;

const entry: LexiconEntry = {
  word: 'run',
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
  it('junior edition: two short definitions per category, no examples', () => {
    const r = toDictionaryResult(entry, 'junior');
    expect(r).toEqual({
      word: 'run',
      edition: 'junior',
      entries: [
        { category: 'verb', definitions: ['Meaning 1', 'Meaning 2'], examples: [] },
        { category: 'noun', definitions: ['A score in baseball'], examples: [] },
      ],
    });
  });

  it('junior edition: only meanings WordNet’s concordances have seen, past the very first', () => {
    const dog: LexiconEntry = {
      word: 'dog',
      categories: [
        {
          pos: 'n',
          category: 'noun',
          senses: [
            sense('a member of the genus Canis', [], 42),
            sense('a dull unattractive unpleasant girl or woman', [], 0),
            sense('informal term for a man', [], 1),
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
      categories: [{ pos: 'n', category: 'noun', senses: [sense('extinct reptile', [], 0)] }],
    };
    expect(toDictionaryResult(rare, 'junior').entries[0]!.definitions).toEqual(['Extinct reptile']);
    expect(toDictionaryResult(dog, 'full').entries.map((e) => e.definitions.length)).toEqual([
      3, 1,
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

  it('turns WordNet’s quotes into typographic ones', () => {
    expect(fullDefinition("the male sex organ (`member' is a euphemism)")).toBe(
      'The male sex organ (‘member’ is a euphemism)',
    );
  });
});
