import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPANION_MESSAGES, type ChatMessage } from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createFamily } from '../../test/factories.ts';
import {
  createBook,
  createInterestArea,
  refreshSearchWords,
} from '../../test/catalogue-factories.ts';
import { startLlmDouble, type LlmDouble } from './llm-test-double.ts';
import { keepOnlyKnownBooks } from './companion.phrasing.ts';

/** Ask Pagebird with an LLM configured: the local OpenAI-compatible double phrases the answers. */

let t: TestApp;
let llm: LlmDouble;
let token: string;
let dinoA: { id: string; title: string };
let dinoB: { id: string; title: string };
const INVENTED_ID = '00000000-0000-4000-8000-000000000001';

const ask = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/ai-text-search/child?query=${encodeURIComponent(query)}`,
    headers: bearer(token),
  });

beforeAll(async () => {
  llm = await startLlmDouble();
  t = await createTestApp({
    env: {
      LLM_URL: llm.url,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'kid-model',
      // Generous: on a loaded CI machine the first answer alone took over 400 ms.
      LLM_TIMEOUT_MS: '2000',
    },
  });
  const db = t.database.db;
  await createInterestArea(db, { id: 'dinosaurs', name: 'Dinosaurs' });
  dinoA = await createBook(db, {
    title: 'Dino Dig Day',
    interests: ['dinosaurs'],
    ageMin: 4,
    ageMax: 9,
  });
  dinoB = await createBook(db, {
    title: 'The Dinosaur Picnic',
    interests: ['dinosaurs'],
    ageMin: 4,
    ageMax: 9,
  });
  await refreshSearchWords(db);
  const { parent, children } = await createFamily(db, ['Nia']);
  token = (await childToken(t.app, parent, children[0]!.id)).childToken;
});
afterAll(async () => {
  await t?.close();
  await llm?.close();
});
beforeEach(() => {
  llm.status = 200;
  llm.delayMs = 0;
  llm.requests.length = 0;
});

describe('Ask Pagebird with an LLM', () => {
  it('takes the phrasing from the LLM; a book it invents never reaches the child', async () => {
    llm.reply = () =>
      JSON.stringify({
        answer: `Roar! You will love "${dinoB.title}". You could also try "The Secret Dinosaur Castle". Dinosaurs lived long ago!`,
        bookIds: [dinoB.id, INVENTED_ID, dinoA.id],
        followOnPrompts: ['Books about T. rex', 'Read "The Secret Dinosaur Castle" next'],
      });
    const res = await ask('dinosaur books');
    expect(res.statusCode, res.body).toBe(200);
    const answer = json<ChatMessage>(res);
    expect(answer.aiGenerated).toBe(true);
    expect(answer.notice).toBeNull();
    expect(answer.content).toBe(`Roar! You will love "${dinoB.title}". Dinosaurs lived long ago!`);
    expect(answer.content).not.toContain('Secret Dinosaur Castle');
    expect(answer.books.map((b) => b.id)).toEqual([dinoB.id, dinoA.id]);
    expect(answer.searchImages.map((i) => i.imageID)).not.toContain(INVENTED_ID);
    expect(answer.followOnPrompts).toEqual(['Books about T. rex']);

    // What the LLM was sent: the retrieved books and the question, with the key and model.
    expect(llm.requests).toHaveLength(1);
    const sent = llm.requests[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer test-key');
    expect(sent.body.model).toBe('kid-model');
    const user = sent.body.messages!.find((m) => m.role === 'user')!.content;
    expect(user).toContain(dinoA.id);
    expect(user).toContain(dinoB.title);
    expect(user).toContain('dinosaur books');
  });

  it('falls back to the template when the LLM is slow, fails, answers nonsense or says something unsafe', async () => {
    llm.reply = () => JSON.stringify({ answer: `Try "${dinoA.title}"!`, bookIds: [dinoA.id] });
    llm.delayMs = 2600;
    const slow = json<ChatMessage>(await ask('why are dinosaurs big?'));
    expect(slow).toMatchObject({
      aiGenerated: false,
      content: COMPANION_MESSAGES.found,
      notice: COMPANION_MESSAGES.nonAi,
      state: 'results',
    });
    llm.delayMs = 0;
    llm.status = 500;
    expect(json<ChatMessage>(await ask('dinosaur books')).aiGenerated).toBe(false);
    llm.status = 200;
    llm.reply = () => 'I am not JSON at all';
    expect(json<ChatMessage>(await ask('dinosaur books')).content).toBe(COMPANION_MESSAGES.found);
    llm.reply = () => JSON.stringify({ answer: 'This shit is great.', bookIds: [dinoA.id] });
    const rude = json<ChatMessage>(await ask('dinosaur books'));
    expect(rude.aiGenerated).toBe(false);
    expect(rude.content).toBe(COMPANION_MESSAGES.found);
  });

  it('does not call the LLM for refused questions or when nothing was found', async () => {
    expect(json<ChatMessage>(await ask('email me at kid@example.com')).state).toBe('refused');
    expect(json<ChatMessage>(await ask('qqzzyx wwvvx')).state).toBe('no-result');
    expect(llm.requests).toHaveLength(0);
  });
});

describe('keepOnlyKnownBooks', () => {
  const books = [{ title: 'Owl at Night' }] as Parameters<typeof keepOnlyKnownBooks>[1];
  it('keeps sentences naming listed titles and drops those naming others', () => {
    expect(keepOnlyKnownBooks('Read *Owl at Night*. Or **Moon Cats**! Owls hoot.', books)).toBe(
      'Read *Owl at Night*. Owls hoot.',
    );
    expect(keepOnlyKnownBooks('“owl at night” is fun.', books)).toBe('“owl at night” is fun.');
  });
});
