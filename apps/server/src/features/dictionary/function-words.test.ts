import { describe, expect, it } from 'vitest';
import { DICTIONARY_CATEGORIES } from '@pagebird/contract';
import { CHILD_GLOSSES } from './children-glosses.ts';
import { FUNCTION_WORD_CATEGORIES, FUNCTION_WORD_LINES } from './function-words.ts';
import { openWordnet } from './wordnet.reader.ts';

/** The data lists behind the junior edition: function-word lines and children's glosses. */

const words = (s: string) => s.toLowerCase().match(/[a-z]+/g) ?? [];

describe('function-word lines', () => {
  it('cover the small words of every sentence, in the contract’s categories', () => {
    for (const w of ['the', 'a', 'and', 'of', 'that', 'to', 'was', 'she', 'they', 'with', 'is']) {
      expect(FUNCTION_WORD_LINES.get(w), w).toBeDefined();
    }
    for (const c of FUNCTION_WORD_CATEGORIES) {
      expect(DICTIONARY_CATEGORIES as readonly string[]).toContain(c);
    }
  });

  it('are short, and their example uses the word', () => {
    for (const line of FUNCTION_WORD_LINES.values()) {
      expect(words(line.definition).length, line.word).toBeLessThanOrEqual(16);
      expect(words(line.example), line.word).toContain(line.word);
    }
  });
});

describe('children’s glosses', () => {
  it('name senses that exist in WordNet', async () => {
    const wordnet = openWordnet();
    try {
      for (const key of CHILD_GLOSSES.keys()) {
        const lemma = key.slice(0, key.indexOf('%'));
        const pos = ({ '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' } as const)[
          key.charAt(lemma.length + 1) as '1' | '2' | '3' | '4' | '5'
        ];
        const senses = await wordnet.senses(lemma, pos);
        expect(
          senses.some((s) => s.senseKey === key),
          key,
        ).toBe(true);
      }
    } finally {
      await wordnet.close();
    }
  });

  it('are short and concrete, with an example sentence', () => {
    for (const gloss of CHILD_GLOSSES.values()) {
      expect(words(gloss.definition).length, gloss.senseKey).toBeLessThanOrEqual(18);
      expect(gloss.definition, gloss.senseKey).not.toMatch(/\(|;.*;|\bany of\b|\bgenus\b/i);
      expect(gloss.example, gloss.senseKey).toMatch(/^[A-Z"].*[.!?"]$/);
    }
  });
});
