import { describe, expect, it } from 'vitest';
import { CONSTANTS } from '../common/constants.ts';
import { MESSAGES } from '../common/messages.ts';
import {
  DICTIONARY_RULES,
  dictionaryApi,
  dictionaryParamsSchema,
  dictionaryResultSchema,
  normalizeDictionaryWord,
} from './dictionary.schemas.ts';

describe('dictionary contract', () => {
  it('strips punctuation, symbols and digits (spec §5) and lowercases', () => {
    expect(normalizeDictionaryWord('“Dinosaurs!”')).toBe('dinosaurs');
    expect(normalizeDictionaryWord('jumped2,')).toBe('jumped');
    expect(normalizeDictionaryWord('  (Run)  ')).toBe('run');
    expect(normalizeDictionaryWord('ice-cream')).toBe('icecream');
    expect(normalizeDictionaryWord('dog’s')).toBe('dogs');
    expect(normalizeDictionaryWord('$100 + 5%')).toBe('');
    expect(normalizeDictionaryWord('...')).toBe('');
  });

  it('keeps letters with accents, also when typed as combining marks', () => {
    expect(normalizeDictionaryWord('Café')).toBe('café');
    expect(normalizeDictionaryWord('cafe\u0301')).toBe('café');
  });

  it('matches the spec §9 edition constants', () => {
    expect(DICTIONARY_RULES.juniorUnderAge).toBe(CONSTANTS.dictionary.simpleEditionBelowAge);
    expect(DICTIONARY_RULES.ageWhenUnknown).toBe(CONSTANTS.dictionary.ageWhenUnknown);
  });

  it('describes GET /api/dictionary/:word for any signed-in user', () => {
    expect(dictionaryApi.lookup).toMatchObject({
      method: 'GET',
      path: '/api/dictionary/:word',
      access: 'signedIn',
    });
    expect(dictionaryParamsSchema.safeParse({ word: 'dog' }).success).toBe(true);
    expect(dictionaryParamsSchema.safeParse({ word: '' }).success).toBe(false);
    expect(
      dictionaryParamsSchema.safeParse({ word: 'a'.repeat(DICTIONARY_RULES.maxWordLength * 2 + 1) })
        .success,
    ).toBe(false);
  });

  it('has the spec §8 texts and the result shape (word, edition, categories with definitions)', () => {
    expect(MESSAGES.dictionaryNothing).toBe('Oops! We couldn’t find anything.');
    expect(MESSAGES.wordNotFound).toBe('Word not found.');
    const ok = dictionaryResultSchema.safeParse({
      word: 'dog',
      edition: 'junior',
      entries: [{ category: 'noun', definitions: ['A pet'], examples: [] }],
    });
    expect(ok.success).toBe(true);
    expect(
      dictionaryResultSchema.safeParse({ word: 'dog', edition: 'kids', entries: [] }).success,
    ).toBe(false);
  });
});
