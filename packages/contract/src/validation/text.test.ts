import { describe, expect, it } from 'vitest';
import { cleanDictionaryWord, counterText, isLinkLike, linkLikeSchema } from './text.ts';
import { capitalizeName } from '../routes/navigation.ts';
import { messagesOf } from './test-utils.ts';

describe('link-like value (spec §5: non-empty and not ending with a slash)', () => {
  it.each(['https://example.com', 'example.com/books', 'my-collection', '/path/to'])(
    'accepts %j',
    (v) => {
      expect(isLinkLike(v)).toBe(true);
      expect(messagesOf(linkLikeSchema, v)).toEqual([]);
    },
  );

  it.each(['', '   ', null, undefined])('rejects empty %j', (v) => {
    expect(isLinkLike(v)).toBe(false);
    expect(messagesOf(linkLikeSchema, v)).toEqual(['Please enter a link.']);
  });

  it.each(['https://example.com/', '/', 'books/ '])('rejects a trailing slash %j', (v) => {
    expect(isLinkLike(v)).toBe(false);
    expect(messagesOf(linkLikeSchema, v)).toEqual(['The link cannot end with a slash.']);
  });
});

describe('counterText (spec §5: "n/max Characters")', () => {
  it('reads n/max Characters', () => {
    expect(counterText(0, 50)).toBe('0/50 Characters');
    expect(counterText(12, 100)).toBe('12/100 Characters');
    expect(counterText(100, 100)).toBe('100/100 Characters');
  });
  it('shows nothing without a max length', () => {
    expect(counterText(5, undefined)).toBeNull();
    expect(counterText(5, null)).toBeNull();
  });
});

describe('cleanDictionaryWord (spec §5: strip punctuation and digits)', () => {
  it.each([
    ['Hello,', 'Hello'],
    ['“quoted”', 'quoted'],
    ['cat’s', 'cats'],
    ["dog's", 'dogs'],
    ['(brackets)', 'brackets'],
    ['word123', 'word'],
    ['4ever!', 'ever'],
    ['end.', 'end'],
    ['well-known', 'wellknown'],
    ['  spaced  ', 'spaced'],
    ['café', 'café'],
    ['...', ''],
    ['2024', ''],
  ])('%j → %j', (raw, clean) => {
    expect(cleanDictionaryWord(raw)).toBe(clean);
  });
});

describe('capitalizeName (spec §5: child name shown capitalised)', () => {
  it.each([
    ['mia', 'Mia'],
    ['Mia', 'Mia'],
    ['élodie', 'Élodie'],
    ['', ''],
  ])('%j → %j', (raw, shown) => {
    expect(capitalizeName(raw)).toBe(shown);
  });
});
