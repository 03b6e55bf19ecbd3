import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cleanTextSchema,
  containsProfanity,
  findProfanity,
  withoutProfanity,
} from './profanity.ts';
import { MESSAGES } from '../common/messages.ts';
import { messagesOf } from './test-utils.ts';

describe('containsProfanity (spec §5: case-insensitive substring match)', () => {
  it.each([
    'shit',
    'SHIT',
    'ShIt happens',
    'what the fuck',
    'FUCKING great',
    'you are a bitch!',
    'bullshit', // substring inside a longer word
    'motherfucker',
    'tranny',
    'fuuuuck',
    'shiiiit',
    'kick-ass',
    'Bitchy',
    'porno',
  ])('flags %j', (text) => {
    expect(containsProfanity(text)).toBe(true);
  });

  it.each([
    '',
    'The Very Hungry Caterpillar',
    'class assignment',
    'a glass of grass',
    'assessment and associates',
    'Scunthorpe United',
    'Uranus and tetanus',
    'Charles Dickens',
    'hickory dickory dock',
    'cocktail? cockney!', // cockney is allowed; cocktail has no boundary match
    'kung fu panda',
    'shitake mushrooms',
    'a cumulus cloud',
    'peacock feathers',
    'Saturday at the analysis lab',
    'The canal boat',
    'grapes and therapist',
    'Mississippi dinner in Sussex',
    'Kitty and the happy puppy',
    'a book about bees and balloons',
  ])('leaves %j alone', (text) => {
    expect(findProfanity(text)).toEqual([]);
  });

  it('returns each matched list word once', () => {
    expect(findProfanity('shit shit SHIT and fuck').sort()).toEqual(['fuck', 'shit']);
  });
});

describe('profanity refinement', () => {
  it('has a clear message', () => {
    expect(MESSAGES.profanity).toBe('Please remove inappropriate words.');
  });

  it('cleanTextSchema', () => {
    expect(messagesOf(cleanTextSchema, 'My favourite books')).toEqual([]);
    expect(messagesOf(cleanTextSchema, 'My shitty books')).toEqual([
      'Please remove inappropriate words.',
    ]);
  });

  it('withoutProfanity wraps any string schema, keeping its own rules', () => {
    const title = withoutProfanity(z.string().min(1, 'Please enter a title.'));
    expect(messagesOf(title, '')).toEqual(['Please enter a title.']);
    expect(messagesOf(title, 'Fuck')).toEqual(['Please remove inappropriate words.']);
    expect(messagesOf(title, 'Dinosaurs')).toEqual([]);
    const custom = withoutProfanity(z.string(), 'No rude words, please.');
    expect(messagesOf(custom, 'bitch')).toEqual(['No rude words, please.']);
  });
});
