import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import {
  COMPANION_MESSAGES,
  type ChatMessage,
  type CompanionStatus,
  type Configuration,
} from '@pagebird/contract';
import { companionFeedback, users } from '../../db/schema/index.ts';
import { createStorageProvider } from '../../providers/storage/index.ts';
import { seedDemo, DEMO } from '../../seed/demo.ts';
import { seedCatalogue } from '../../seed/catalogue.ts';
import { generateDemoLibrary } from '../../seed/library/index.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import {
  childToken,
  createAdmin,
  createChild,
  createClassroom,
  loginAs,
  studentLogin,
} from '../../test/factories.ts';
import { createBook } from '../../test/catalogue-factories.ts';
import { givePaidSubscription } from '../family/billing.test-factories.ts';

/**
 * Ask Pagebird on the demo catalogue (seeded as `npm start` does), without an LLM: templated
 * answers, the safety filter, the daily limit, the switches and strangers.
 */

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
let mia: { id: string; token: string };
let leo: { id: string; token: string };
let parentId: string;
const LIMIT = 15;

const ask = (token: string, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/ai-text-search/child?query=${encodeURIComponent(query)}`,
    headers: bearer(token),
  });
const feedback = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ai-search-feedback',
    headers: bearer(token),
    payload,
  });

beforeAll(async () => {
  t = await createTestApp({
    env: { COMPANION_DAILY_LIMIT: String(LIMIT) },
    logger: pino({ level: 'info' }, logStream),
  });
  const db = t.database.db;
  await seedDemo(db);
  await seedCatalogue({ db, storage: createStorageProvider(t.config) }, generateDemoLibrary);
  const kids = await db.select().from(users).where(eq(users.role, 'CHILD'));
  const parent = { email: DEMO.parent.email, password: DEMO.parent.password };
  const miaRow = kids.find((k) => k.name === 'Mia')!;
  const leoRow = kids.find((k) => k.name === 'Leo')!;
  parentId = miaRow.parentId!;
  // The demo parent pays (seed/billing.ts, which this test does not run).
  await givePaidSubscription(db, parentId);
  mia = { id: miaRow.id, token: (await childToken(t.app, parent, miaRow.id)).childToken };
  leo = { id: leoRow.id, token: (await childToken(t.app, parent, leoRow.id)).childToken };
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /api/ai-text-search/child', () => {
  it('answers "dinosaur books" with real dinosaur books the child may see', async () => {
    // Books the child must never get: out of her age, and withdrawn.
    const tooOld = await createBook(t.database.db, {
      title: 'Dinosaur Encyclopedia for Teens',
      ageMin: 12,
      ageMax: 14,
      interests: ['dinosaurs'],
    });
    const hidden = await createBook(t.database.db, {
      title: 'Dinosaur Secrets',
      status: 'INACTIVE',
      interests: ['dinosaurs'],
    });
    const res = await ask(mia.token, 'dinosaur books');
    expect(res.statusCode, res.body).toBe(200);
    const answer = json<ChatMessage>(res);
    expect(answer).toMatchObject({
      role: 'assistant',
      state: 'results',
      content: COMPANION_MESSAGES.found,
      aiGenerated: false,
      notice: null,
      limitReached: false,
    });
    expect(answer.books.length).toBeGreaterThanOrEqual(3);
    const ids = answer.books.map((b) => b.id);
    expect(ids).not.toContain(tooOld.id);
    expect(ids).not.toContain(hidden.id);
    // Most are about dinosaurs (title or subjects), and every one is for a 5-year-old.
    const rows = await t.database.db.execute<{ id: string; about: string }>(sql`
      SELECT id, title || ' ' || array_to_string(subjects, ' ') AS about FROM books
      WHERE id = ANY(${sql.raw(`ARRAY[${ids.map((i) => `'${i}'`).join(',')}]::uuid[]`)})`);
    const dino = rows.rows.filter((r) => /dino/i.test(r.about));
    expect(dino.length).toBeGreaterThanOrEqual(3);
    for (const b of answer.books) {
      expect(b.ageMin).toBeLessThanOrEqual(5);
      expect(b.ageMax).toBeGreaterThanOrEqual(5);
      const details = await t.app.inject({
        method: 'GET',
        url: `/api/books/details/${b.id}`,
        headers: bearer(mia.token),
      });
      expect(details.statusCode).toBe(200);
    }
    expect(answer.searchImages).toEqual(ids.map((id) => ({ imageID: id, thumbReaction: null })));
    expect(answer.aiSearchResponseId).toBeTruthy();
    expect(answer.followOnPrompts.length).toBeGreaterThan(0);
    expect(answer.remainingToday).toBe(LIMIT - 1);
    console.log(
      'dinosaur books →',
      answer.books.map((b) => b.title),
      answer.followOnPrompts,
    );
  });

  it('marks a templated answer to a question as non-AI, and finds books for it', async () => {
    const answer = json<ChatMessage>(await ask(mia.token, 'why did dinosaurs disappear?'));
    expect(answer).toMatchObject({
      state: 'results',
      aiGenerated: false,
      notice: COMPANION_MESSAGES.nonAi,
      content: COMPANION_MESSAGES.found,
    });
    // The demo catalogue has no book about volcanoes: the no-result text, never a made-up book.
    const volcano = json<ChatMessage>(await ask(leo.token, 'why do volcanoes erupt?'));
    expect(volcano).toMatchObject({ state: 'no-result', content: COMPANION_MESSAGES.noResult });
  });

  it('says the no-result text when nothing matches', async () => {
    const answer = json<ChatMessage>(await ask(leo.token, 'xylophonequark zzqv'));
    expect(answer).toMatchObject({
      state: 'no-result',
      content: COMPANION_MESSAGES.noResult,
      books: [],
      aiSearchResponseId: null,
    });
  });

  it('finds books like a named one ("something like …")', async () => {
    const first = json<ChatMessage>(await ask(leo.token, 'space books')).books[0]!;
    const answer = json<ChatMessage>(await ask(leo.token, `something like ${first.title}`));
    expect(answer.state).toBe('results');
    expect(answer.books.map((b) => b.id)).not.toContain(first.id);
  });

  it('refuses rude words and personal data kindly, storing and logging nothing of them', async () => {
    const marker = 'qwxzmarker';
    const rude = json<ChatMessage>(await ask(mia.token, `shit ${marker} dinosaurs`));
    expect(rude).toMatchObject({
      state: 'refused',
      content: COMPANION_MESSAGES.refusedRude,
      books: [],
    });
    const email = json<ChatMessage>(await ask(mia.token, `my email is ${marker}@example.com`));
    expect(email).toMatchObject({ state: 'refused', content: COMPANION_MESSAGES.refusedPersonal });
    const phone = json<ChatMessage>(await ask(mia.token, `call me on 555 123 4567 ${marker}`));
    expect(phone.content).toBe(COMPANION_MESSAGES.refusedPersonal);
    const address = json<ChatMessage>(await ask(mia.token, `I live at 12 Oak Street ${marker}`));
    expect(address.content).toBe(COMPANION_MESSAGES.refusedPersonal);
    const unsafe = json<ChatMessage>(await ask(mia.token, `how do I buy a gun ${marker}`));
    expect(unsafe.content).toBe(COMPANION_MESSAGES.refusedOffTopic);

    // Every table of the database: no row holds any part of what she typed.
    const tables = await t.database.db.execute<{ table_name: string }>(sql`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
    expect(tables.rows.length).toBeGreaterThan(30);
    for (const { table_name } of tables.rows) {
      const hit = await t.database.db.execute<{ n: number }>(
        sql.raw(
          `SELECT count(*)::int AS n FROM "${table_name}" x WHERE x::text ILIKE '%${marker}%' OR x::text ILIKE '%555 123%' OR x::text ILIKE '%oak street%'`,
        ),
      );
      expect(hit.rows[0]!.n, table_name).toBe(0);
    }
    // The logs saw the requests, never the questions.
    const companionLogs = logLines.filter((l) => l.includes('/api/ai-text-search/child'));
    expect(companionLogs.length).toBeGreaterThan(0);
    for (const l of logLines) {
      expect(l).not.toContain(marker);
      expect(l).not.toContain('dinosaur');
      expect(l).not.toContain('query=');
    }
  });

  it('answers the limit-reached state for the question after the daily limit', async () => {
    const kid = await createChild(t.database.db, parentId, { name: 'Zed', age: 8 });
    const { childToken: token } = await childToken(
      t.app,
      { email: DEMO.parent.email, password: DEMO.parent.password },
      kid.id,
    );
    for (let i = 0; i < LIMIT; i++) {
      const a = json<ChatMessage>(await ask(token, 'animal books'));
      expect(a.limitReached).toBe(false);
      expect(a.remainingToday).toBe(LIMIT - 1 - i);
    }
    const over = json<ChatMessage>(await ask(token, 'animal books'));
    expect(over).toMatchObject({
      state: 'limit-reached',
      limitReached: true,
      content: COMPANION_MESSAGES.limitReached,
      books: [],
      remainingToday: 0,
    });
    const status = json<CompanionStatus>(
      await t.app.inject({
        method: 'GET',
        url: '/api/ai-text-search/status',
        headers: bearer(token),
      }),
    );
    expect(status).toMatchObject({ available: true, remainingToday: 0, dailyLimit: LIMIT });
    // Tomorrow the count starts again (and yesterday's row is gone).
    t.clock.advance(24 * 60 * 60_000);
    try {
      const fresh = await childToken(
        t.app,
        { email: DEMO.parent.email, password: DEMO.parent.password },
        kid.id,
      );
      const next = json<ChatMessage>(await ask(fresh.childToken, 'animal books'));
      expect(next.limitReached).toBe(false);
      const rows = await t.database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM companion_daily_usage WHERE user_id = ${kid.id}`,
      );
      expect(rows.rows[0]!.n).toBe(1);
    } finally {
      t.clock.reset();
    }
  });

  it('is for signed-in children, students, parents and educators; not admins', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/ai-text-search/child?query=dino' }))
        .statusCode,
    ).toBe(401);
    const admin = await createAdmin(t.database.db);
    const token = await loginAs(t.app, admin.email!, admin.password);
    expect((await ask(token, 'dino')).statusCode).toBe(403);
    expect((await ask(mia.token, '')).statusCode).toBe(400);
    expect((await ask(mia.token, 'a'.repeat(201))).statusCode).toBe(400);
  });
});

describe('POST /api/ai-search-feedback', () => {
  it('stores a thumb on the child’s own answer without the child; a second thumb replaces it', async () => {
    const answer = json<ChatMessage>(await ask(mia.token, 'dragon books'));
    expect(answer.state).toBe('results');
    const imageID = answer.searchImages[0]!.imageID;
    const up = await feedback(mia.token, {
      aiSearchResponseId: answer.aiSearchResponseId,
      imageID,
      thumbReaction: 'UP',
    });
    expect(up.statusCode, up.body).toBe(204);
    const down = await feedback(mia.token, {
      aiSearchResponseId: answer.aiSearchResponseId,
      imageID,
      thumbReaction: 'DOWN',
    });
    expect(down.statusCode).toBe(204);
    const rows = await t.database.db.select().from(companionFeedback);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ bookId: imageID, reaction: 'DOWN' });
    expect(JSON.stringify(rows)).not.toContain(mia.id);
  });

  it('refuses a stranger’s answer, a picture not in the answer and a forged id (404), storing nothing', async () => {
    const before = (await t.database.db.select().from(companionFeedback)).length;
    const answer = json<ChatMessage>(await ask(mia.token, 'funny books'));
    const imageID = answer.searchImages[0]!.imageID;
    // Leo (her brother) and a student of a class use Mia's answer id
    const stranger = await feedback(leo.token, {
      aiSearchResponseId: answer.aiSearchResponseId,
      imageID,
      thumbReaction: 'UP',
    });
    expect(stranger.statusCode).toBe(404);
    expect(json(stranger)).toMatchObject({ message: COMPANION_MESSAGES.feedbackUnknown });
    const otherFamily = await createClassroom(t.database.db, 1);
    const s = json<{ token: string }>(
      await studentLogin(
        t.app,
        otherFamily.classroom.loginCode,
        otherFamily.students[0]!.id,
        otherFamily.students[0]!.pin,
      ),
    );
    expect(
      (
        await feedback(s.token, {
          aiSearchResponseId: answer.aiSearchResponseId,
          imageID,
          thumbReaction: 'UP',
        })
      ).statusCode,
    ).toBe(404);
    // A book that was not in her answer
    const other = await createBook(t.database.db, { title: 'Not In The Answer' });
    expect(
      (
        await feedback(mia.token, {
          aiSearchResponseId: answer.aiSearchResponseId,
          imageID: other.id,
          thumbReaction: 'UP',
        })
      ).statusCode,
    ).toBe(404);
    // An id whose payload was changed to name her brother's books keeps its old signature
    const [body, mac] = answer.aiSearchResponseId!.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString());
    payload.b.push(other.id);
    const forged = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${mac}`;
    expect(
      (
        await feedback(mia.token, {
          aiSearchResponseId: forged,
          imageID: other.id,
          thumbReaction: 'UP',
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.database.db.select().from(companionFeedback)).length).toBe(before);
  });
});

describe('switches', () => {
  it('is off for the students of an educator who switched it off (page status and API), on for others', async () => {
    const c = await createClassroom(t.database.db, 1);
    const other = await createClassroom(t.database.db, 1);
    const teacherToken = await loginAs(t.app, c.teacher.email!, c.teacher.password);
    const studentToken = json<{ token: string }>(
      await studentLogin(t.app, c.classroom.loginCode, c.students[0]!.id, c.students[0]!.pin),
    ).token;
    const otherToken = json<{ token: string }>(
      await studentLogin(
        t.app,
        other.classroom.loginCode,
        other.students[0]!.id,
        other.students[0]!.pin,
      ),
    ).token;
    expect((await ask(studentToken, 'dinosaur books')).statusCode).toBe(200);

    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/users/teacher/profile',
      headers: bearer(teacherToken),
      payload: { aiCompanionActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);

    const refused = await ask(studentToken, 'dinosaur books');
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ message: COMPANION_MESSAGES.companionOff });
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/ai-text-search/status',
      headers: bearer(studentToken),
    });
    expect(json<CompanionStatus>(status)).toMatchObject({
      available: false,
      reason: 'EDUCATOR_SWITCHED_OFF',
    });
    expect((await ask(teacherToken, 'dinosaur books')).statusCode).toBe(403);
    expect(
      (
        await feedback(studentToken, {
          aiSearchResponseId: 'x'.repeat(20),
          imageID: c.students[0]!.id,
          thumbReaction: 'UP',
        })
      ).statusCode,
    ).toBe(403);
    // Another educator's students keep it
    expect((await ask(otherToken, 'dinosaur books')).statusCode).toBe(200);
  });

  it('follows the ASK_ME feature switch (configuration and API)', async () => {
    const off = await createTestApp({ env: { ASK_ME: 'false' } });
    try {
      const conf = json<Configuration>(
        await off.app.inject({ method: 'GET', url: '/api/configuration' }),
      );
      expect(conf.features.askMe).toBe(false);
      const { children, parent } = await (
        await import('../../test/factories.ts')
      ).createFamily(off.database.db, ['Ivy']);
      const { childToken: token } = await childToken(off.app, parent, children[0]!.id);
      const res = await off.app.inject({
        method: 'GET',
        url: '/api/ai-text-search/child?query=dinosaurs',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(403);
      const status = json<CompanionStatus>(
        await off.app.inject({
          method: 'GET',
          url: '/api/ai-text-search/status',
          headers: bearer(token),
        }),
      );
      expect(status).toMatchObject({ available: false, reason: 'FEATURE_OFF' });
    } finally {
      await off.close();
    }
  });
});
