import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEDGER_MESSAGES,
  feedbackChallengeSchema,
  feedbackPageSchema,
  type FeedbackChallenge,
} from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import {
  childToken,
  createAdmin,
  createFamily,
  createTeacher,
  loginAs,
} from '../../test/factories.ts';
import { CHALLENGE_TTL_MS } from './feedback.service.ts';

/** The feedback widget's calls: captcha word once, grown-ups only, the admin list. */

let t: TestApp;
let parent: string;
let kid: string;
let teacher: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  const fam = await createFamily(t.database.db, ['Kim']);
  parent = await loginAs(t.app, fam.parent.email!, fam.parent.password);
  kid = (await childToken(t.app, fam.parent, fam.children[0]!.id)).childToken;
  const tch = await createTeacher(t.database.db, { email: 'ms.frizzle@example.com' });
  teacher = await loginAs(t.app, tch.email!, tch.password);
  const adm = await createAdmin(t.database.db);
  admin = await loginAs(t.app, adm.email!, adm.password);
});
afterAll(async () => {
  await t?.close();
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function challenge(token: string): Promise<FeedbackChallenge> {
  const res = await call(token, 'POST', '/api/feedback/challenge');
  expect(res.statusCode, res.body).toBe(200);
  return feedbackChallengeSchema.parse(json(res));
}
/** The word drawn in the picture (as a person reads it), in the case it was drawn. */
const wordOf = (c: FeedbackChallenge) =>
  [...c.imageSvg.matchAll(/<text[^>]*>([A-Za-z])<\/text>/g)].map((m) => m[1]).join('');

describe('feedback', () => {
  it('a grown-up sends feedback with the captcha word uppercased; it is listed for admins', async () => {
    const c = await challenge(teacher);
    const word = wordOf(c);
    expect(word).toHaveLength(c.length);
    expect(c.imageSvg).not.toContain(word.toUpperCase() + '<'); // not drawn as one text run
    const res = await call(teacher, 'POST', '/api/feedback', {
      message: 'The class list could show reading levels.',
      rating: 4,
      challengeId: c.challengeId,
      captcha: word.toUpperCase(),
      page: '/educator',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ message: LEDGER_MESSAGES.feedbackThanks });

    const list = feedbackPageSchema.parse(json(await call(admin, 'GET', '/api/admin/feedback')));
    expect(list.content[0]).toMatchObject({
      message: 'The class list could show reading levels.',
      rating: 4,
      page: '/educator',
      role: 'TEACHER',
      authorEmail: 'ms.frizzle@example.com',
    });
    expect(list.totalElements).toBe(1);
    const searched = feedbackPageSchema.parse(
      json(await call(admin, 'GET', '/api/admin/feedback?search=nothing-like-this')),
    );
    expect(searched.totalElements).toBe(0);
    const sorted = await call(admin, 'GET', '/api/admin/feedback?sort=rating,asc&size=10');
    expect(sorted.statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/admin/feedback?sort=password,asc')).statusCode).toBe(
      400,
    );
  });

  it('a wrong word, a lower-case word, a reused or expired challenge are refused', async () => {
    const c = await challenge(parent);
    const body = {
      message: 'Great app',
      rating: 5,
      challengeId: c.challengeId,
      page: '/dashboard',
    };
    // Not uppercased: the contract refuses it (the form uppercases before sending).
    const lower = await call(parent, 'POST', '/api/feedback', { ...body, captcha: 'abcde' });
    expect(lower.statusCode).toBe(400);
    const wrong = await call(parent, 'POST', '/api/feedback', { ...body, captcha: 'WXYWX' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ fields: { captcha: LEDGER_MESSAGES.captchaWrong } });
    // One guess per word: the right word on a used challenge is refused too.
    const reused = await call(parent, 'POST', '/api/feedback', {
      ...body,
      captcha: wordOf(c).toUpperCase(),
    });
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toMatchObject({ fields: { captcha: LEDGER_MESSAGES.captchaExpired } });

    const late = await challenge(parent);
    t.clock.advance(CHALLENGE_TTL_MS + 1000);
    const expired = await call(parent, 'POST', '/api/feedback', {
      ...body,
      challengeId: late.challengeId,
      captcha: wordOf(late).toUpperCase(),
    });
    expect(expired.statusCode).toBe(400);
    // Another user's challenge is not the caller's (it looks expired).
    const theirs = await challenge(teacher);
    const stolen = await call(parent, 'POST', '/api/feedback', {
      ...body,
      challengeId: theirs.challengeId,
      captcha: wordOf(theirs).toUpperCase(),
    });
    expect(stolen.statusCode).toBe(400);
    expect(json(stolen)).toMatchObject({ fields: { captcha: LEDGER_MESSAGES.captchaExpired } });
  });

  it('children cannot send free text; only admins read the list; profanity is refused', async () => {
    expect((await call(kid, 'POST', '/api/feedback/challenge')).statusCode).toBe(403);
    expect(
      (
        await call(kid, 'POST', '/api/feedback', {
          message: 'hi',
          rating: 5,
          challengeId: '00000000-0000-4000-8000-000000000000',
          captcha: 'ABCDE',
          page: '/',
        })
      ).statusCode,
    ).toBe(403);
    for (const token of [kid, parent, teacher]) {
      expect((await call(token, 'GET', '/api/admin/feedback')).statusCode).toBe(403);
    }
    const c = await challenge(parent);
    const rude = await call(parent, 'POST', '/api/feedback', {
      message: 'this is shit',
      rating: 1,
      challengeId: c.challengeId,
      captcha: wordOf(c).toUpperCase(),
      page: '/dashboard',
    });
    expect(rude.statusCode).toBe(400);
    const empty = await call(parent, 'POST', '/api/feedback', {
      message: '   ',
      rating: 3,
      challengeId: c.challengeId,
      captcha: 'ABCDE',
      page: '/dashboard',
    });
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toHaveProperty('code', 'VALIDATION');
  });
});
