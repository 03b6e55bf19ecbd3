import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type DictionaryResult } from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createChild, createParent, loginAs } from '../../test/factories.ts';

/** GET /api/dictionary/:word through the app: edition from the caller's profile, 404 texts. */

let t: TestApp;
let mia: string; // CHILD, 5
let leo: string; // CHILD, 9
let parent: string; // PARENT, no age

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const p = await createParent(db);
  const miaRow = await createChild(db, p.id, { name: 'Mia', age: 5 });
  const leoRow = await createChild(db, p.id, { name: 'Leo', age: 9 });
  mia = (await childToken(t.app, p, miaRow.id)).childToken;
  leo = (await childToken(t.app, p, leoRow.id)).childToken;
  parent = await loginAs(t.app, p.email!, p.password);
});
afterAll(async () => {
  await t?.close();
});

const lookup = (word: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/dictionary/${encodeURIComponent(word)}`,
    headers: bearer(token),
  });

describe('GET /api/dictionary/:word', () => {
  it('gives a 5-year-old the junior edition: one short everyday meaning with an example', async () => {
    const res = await lookup('dog', mia);
    expect(res.statusCode).toBe(200);
    const body = json<DictionaryResult>(res);
    expect(body.word).toBe('dog');
    expect(body.edition).toBe('junior');
    // The dog in a child's words, without its rare senses ("a dull unattractive girl").
    expect(body.entries[0]).toEqual({
      category: 'noun',
      definitions: [
        'An animal with four legs and a tail that barks; many people keep one as a pet',
      ],
      examples: ['The dog wagged its tail.'],
    });
    // Issue 16: the reptile, not the turtleneck; the shape, not "an unilluminated area"; a
    // function word has a line of its own; a past tense finds its verb.
    const first = async (word: string) =>
      json<DictionaryResult>(await lookup(word, mia)).entries[0]!.definitions[0];
    expect(await first('turtle')).toMatch(/hard shell/);
    expect(await first('shadow')).toBe(
      'A dark shape on the ground or a wall where something blocks the light',
    );
    expect(await first('that')).toMatch(/thing there/);
    expect(await first('jumped')).toBe('To push yourself up off the ground with your legs');
    for (const e of body.entries) {
      expect(e.definitions.length).toBeLessThanOrEqual(2);
      expect(e.examples.length).toBeLessThanOrEqual(1);
    }
  });

  it('gives a 9-year-old and a parent (no age: 100) the full edition with examples', async () => {
    for (const token of [leo, parent]) {
      const body = json<DictionaryResult>(await lookup('dog', token));
      expect(body.edition).toBe('full');
      const nouns = body.entries.find((e) => e.category === 'noun')!;
      expect(nouns.definitions.length).toBeGreaterThan(2);
      expect(nouns.definitions.length).toBeLessThanOrEqual(6);
      expect(nouns.definitions[0]).toMatch(/\(probably descended from the common wolf\)/);
      expect(body.entries.some((e) => e.examples.length > 0)).toBe(true);
    }
  });

  it('strips punctuation and digits and finds plurals and past tenses', async () => {
    const dino = json<DictionaryResult>(await lookup('“Dinosaurs!”', leo));
    expect(dino.word).toBe('dinosaur');
    expect(dino.entries.map((e) => e.category)).toEqual(['noun']);
    expect(json<DictionaryResult>(await lookup('jumped2,', leo)).word).toBe('jump');
  });

  it('answers 404 "Word not found." for unknown words and words with nothing left', async () => {
    for (const word of ['blorptastic', '42', '...']) {
      const res = await lookup(word, leo);
      expect(res.statusCode, word).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: MESSAGES.wordNotFound });
    }
  });

  it('keeps a child from rude words and senses', async () => {
    const res = await lookup('fuck', leo);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Word not found.' });

    const cock = json<DictionaryResult>(await lookup('cock', leo));
    const text = cock.entries.flatMap((e) => [...e.definitions, ...e.examples]).join(' | ');
    expect(text).toMatch(/Adult male chicken/);
    expect(text).not.toMatch(/penis|obscene/i);
  });

  it('needs a signed-in caller and a sensible word', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/dictionary/dog' });
    expect(anonymous.statusCode).toBe(401);
    expect((await lookup('a'.repeat(81), leo)).statusCode).toBe(400);
  });
});
