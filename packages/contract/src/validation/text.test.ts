import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cleanDictionaryWord,
  counterText,
  isLinkLike,
  isSafeText,
  linkLikeSchema,
  safeTextSchema,
  UNSAFE_TEXT_MESSAGE,
  unsafeTextPaths,
  withSafeText,
} from './text.ts';
import { endpoint } from '../common/endpoint.ts';
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

describe('safe text (issue 16: no NUL, no half a character)', () => {
  it.each(['', 'Hello', 'Ünïcödé', 'emoji 🐢🦋', '中文', 'tab\tand\nnewline'])(
    'accepts %j',
    (v) => {
      expect(isSafeText(v)).toBe(true);
      expect(messagesOf(safeTextSchema, v)).toEqual([]);
    },
  );

  it.each(['a\u0000b', '\u0000', '\ud800', 'x\udc00y', '🐢'.slice(0, 1)])('refuses %j', (v) => {
    expect(isSafeText(v)).toBe(false);
    expect(messagesOf(safeTextSchema, v)).toEqual([UNSAFE_TEXT_MESSAGE]);
  });

  it('finds every bad string and key of a value by its path', () => {
    expect(
      unsafeTextPaths({ a: 'ok', b: ['fine', 'no\u0000'], c: { d: '\ud800' }, ['k\u0000']: 1 }),
    ).toEqual([['b', 1], ['c', 'd'], ['k\u0000']]);
    expect(unsafeTextPaths(['ok', 3, null, true])).toEqual([]);
  });

  it('puts one field message on each bad string of a request schema', () => {
    const schema = withSafeText(z.object({ title: z.string(), tags: z.array(z.string()) }));
    const r = schema.safeParse({ title: 'T\u0000', tags: ['ok', '\udfff'] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', UNSAFE_TEXT_MESSAGE],
      ['tags.1', UNSAFE_TEXT_MESSAGE],
    ]);
    expect(schema.safeParse({ title: 'Turtles 🐢', tags: [] }).success).toBe(true);
  });

  it('applies to the params, query and body of every endpoint', () => {
    const e = endpoint({
      method: 'POST',
      path: '/x/:id',
      access: 'public',
      summary: 'x',
      tags: [],
      params: z.object({ id: z.string() }),
      query: z.object({ q: z.string().optional() }),
      body: z.object({ name: z.string() }),
    });
    expect(e.params!.safeParse({ id: 'a\u0000' }).success).toBe(false);
    expect(e.query!.safeParse({ q: '\ud800' }).success).toBe(false);
    expect(e.body!.safeParse({ name: 'x\udc00' }).success).toBe(false);
    expect(e.body!.safeParse({ name: 'fine' }).success).toBe(true);
    // The schema keeps its shape (OpenAPI and forms read it).
    expect(Object.keys(e.body!.shape)).toEqual(['name']);
  });
});
