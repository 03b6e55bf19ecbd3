import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  ADMIN_ZONES_MESSAGES,
  MESSAGES,
  type AdminFact,
  type AdminFactRow,
  type AdminPage,
  type AdminQuiz,
  type AdminQuizRow,
  type AdminZone,
  type AdminZoneRow,
  type AuditEntry,
  type DiscoveryZone,
  type DiscoveryZones,
} from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import {
  childToken,
  createAdmin,
  createChild,
  createParent,
  createTeacher,
  loginAs,
} from '../../test/factories.ts';
import {
  createAdminCollection,
  createBook,
  createInterestArea,
} from '../../test/catalogue-factories.ts';

/**
 * Admin discovery zones, quizzes and facts (issue 13 items 3 and 4) against real PostgreSQL:
 * saves with the spec's checks, pictures as base64 and multipart, status per age, the kids'
 * zone page showing what the admin saved, strangers refused, and every write in the audit log
 * with the item before and after.
 */

let t: TestApp;
let adminToken: string;
let parentToken: string;
let teacherToken: string;
let kid6: string;
let kid9: string;
let png: string;
let pngBytes: Buffer;
let bookNumber: string;
let otherBookNumber: string;
let collectionId: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, payload?: unknown, tok = adminToken) =>
  t.app.inject({
    method,
    url,
    headers: bearer(tok),
    ...(payload ? { payload: payload as object } : {}),
  });

const colours = {
  icon: '3B5BDB',
  funFact: 'FFF9DB',
  background: 'F1F5FF',
  featuredBlock: 'E7F5FF',
  funFactBorder: 'F59F00',
  swimLaneTitle: '1C2E6E',
  featuredBlockBorder: '4C6EF5',
};

function quizForm(body: Record<string, unknown>, images: Record<number, Buffer> = {}): FormData {
  const form = new FormData();
  form.set('body', JSON.stringify(body));
  for (const [n, bytes] of Object.entries(images)) {
    form.set(`answerImage${n}`, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
  }
  return form;
}
const postQuiz = (form: FormData, tok = adminToken) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/quizzes',
    headers: bearer(tok),
    body: form as never,
  });

async function auditOf(entity: string, id: string): Promise<AuditEntry[]> {
  const res = await call('GET', `/api/admin/audit?entity=${entity}&entityId=${id}`);
  expect(res.statusCode).toBe(200);
  return json<AdminPage<AuditEntry>>(res).content;
}

async function newFact(text: string): Promise<AdminFact> {
  const res = await call('POST', '/api/admin/facts', { text });
  expect(res.statusCode, res.body).toBe(200);
  return json<AdminFact>(res);
}

async function newQuiz(question: string): Promise<AdminQuiz> {
  const res = await postQuiz(
    quizForm({
      question,
      quizAnswers: [
        { answer: 'Blue whale', correct: true },
        { answer: 'Ant', correct: false },
        { answer: 'Cat', correct: false },
      ],
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return json<AdminQuiz>(res);
}

const zoneBody = (over: Record<string, unknown> = {}) => ({
  title: 'Ocean Explorers',
  shortTitle: 'Ocean',
  ageSegment: { minAge: 5, maxAge: 10 },
  colours,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const admin = await createAdmin(db);
  adminToken = await loginAs(t.app, admin.email!, admin.password);
  const parent = await createParent(db);
  parentToken = await loginAs(t.app, parent.email!, parent.password);
  const teacher = await createTeacher(db);
  teacherToken = await loginAs(t.app, teacher.email!, teacher.password);
  kid6 = (await childToken(t.app, parent, (await createChild(db, parent.id, { age: 6 })).id))
    .childToken;
  kid9 = (await childToken(t.app, parent, (await createChild(db, parent.id, { age: 9 })).id))
    .childToken;
  pngBytes = await sharp({
    create: { width: 4, height: 4, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  png = `data:image/png;base64,${pngBytes.toString('base64')}`;
  await createInterestArea(db, { id: 'sea', name: 'Sea life' });
  bookNumber = (await createBook(db, { title: 'Whale Song', interests: ['sea'] })).idNumber;
  otherBookNumber = (await createBook(db, { title: 'Coral Town' })).idNumber;
  collectionId = (await createAdminCollection(db, { title: 'Under the waves' })).id;
});
afterAll(async () => {
  await t?.close();
});

describe('discovery zones', () => {
  it('an admin creates a zone with colours, pictures, facts and a quiz; the kids’ zone page shows them', async () => {
    const fact = await newFact('Octopuses have three hearts.');
    const quiz = await newQuiz('Which animal is the biggest?');
    const res = await call(
      'PATCH',
      '/api/admin/discovery',
      zoneBody({
        iconImage: png,
        heroWebImage: png,
        mascotImages: [png],
        factIds: `${fact.id}\n`,
        quizQuestionIds: [quiz.id],
        recEngineRuleIds: 'sea',
        collectionIds: collectionId,
        featuredBookIdNumber: bookNumber,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const zone = json<AdminZone>(res);
    expect(zone.spotcheckStatus).toBe('AI_GENERATED');
    expect(zone.colours).toEqual(colours);
    expect(zone.iconUrl).toMatch(/^\/api\/media\/zones\/admin-[0-9a-f]+\.png$/);
    expect(zone.mascotImages).toHaveLength(1);
    expect(zone.heroImages.mobile).toBeNull();
    expect(zone.featuredBookTitle).toBe('Whale Song');
    expect(zone.quizzesContent).toEqual([
      { id: quiz.id, question: 'Which animal is the biggest?', status: 'ACTIVE' },
    ]);
    expect(zone.swimlanes.map((s) => s.title)).toEqual(['Sea life', 'Under the waves']);
    expect(zone.ageStatuses).toHaveLength(6);

    // The picture is served.
    const icon = await t.app.inject({ method: 'GET', url: zone.iconUrl! });
    expect(icon.statusCode).toBe(200);

    // The kids' zone page of a 6-year-old shows the colours, the fact, the quiz and the book.
    const page = await call('GET', `/api/discovery/${zone.id}`, undefined, kid6);
    expect(page.statusCode, page.body).toBe(200);
    const kids = json<DiscoveryZone>(page);
    expect(kids.colours).toEqual(colours);
    expect(kids.facts.map((f) => f.text)).toEqual(['Octopuses have three hearts.']);
    expect(kids.dailyQuizQuestions).toBe(1);
    expect(kids.featured?.title).toBe('Whale Song');
    expect(kids.iconUrl).toBe(zone.iconUrl);

    // Edit: new colour, picture kept, mascot kept; the page follows at once.
    const edit = await call(
      'PATCH',
      '/api/admin/discovery',
      zoneBody({
        id: zone.id,
        title: 'Ocean Explorers 2',
        colours: { ...colours, background: '00FF00' },
        mascotImages: zone.mascotImages,
        factIds: [fact.id],
        quizQuestionIds: [quiz.id],
      }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = json<AdminZone>(edit);
    expect(edited.iconUrl).toBe(zone.iconUrl);
    expect(edited.mascotImages).toEqual(zone.mascotImages);
    expect(edited.featuredBookIdNumber).toBe(bookNumber);
    const again = json<DiscoveryZone>(
      await call('GET', `/api/discovery/${zone.id}`, undefined, kid6),
    );
    expect(again.title).toBe('Ocean Explorers 2');
    expect(again.colours.background).toBe('00FF00');

    // Audit: create (no before) and update (before and after).
    const log = await auditOf('DISCOVERY_ZONE', zone.id);
    expect(log.map((e) => e.action)).toEqual(['UPDATE', 'CREATE']);
    expect(log[1]!.before).toBeNull();
    expect((log[1]!.after as AdminZone).title).toBe('Ocean Explorers');
    expect((log[0]!.before as AdminZone).colours.background).toBe('F1F5FF');
    expect((log[0]!.after as AdminZone).colours.background).toBe('00FF00');
    expect(log[0]!.actorEmail).toMatch(/^admin-/);
  });

  it('refuses bad colours, ages, pictures and unknown ids with the spec texts', async () => {
    const hex = await call(
      'PATCH',
      '/api/admin/discovery',
      zoneBody({ colours: { ...colours, icon: '#123456' } }),
    );
    expect(hex.statusCode).toBe(400);
    expect(hex.json().fields['colours.icon']).toBe(MESSAGES.hexColor);

    const ages = await call(
      'PATCH',
      '/api/admin/discovery',
      zoneBody({ ageSegment: { minAge: 9, maxAge: 4 } }),
    );
    expect(ages.statusCode).toBe(400);
    expect(ages.json().fields['ageSegment.maxAge']).toBe('Max Age cannot be less than Min Age');

    const low = await call(
      'PATCH',
      '/api/admin/discovery',
      zoneBody({ ageSegment: { minAge: 1, maxAge: 4 } }),
    );
    expect(low.json().fields['ageSegment.minAge']).toBe('Min Age cannot be less than 2');

    const notImage = `data:image/png;base64,${Buffer.from('hello, not a picture').toString('base64')}`;
    const pic = await call('PATCH', '/api/admin/discovery', zoneBody({ iconImage: notImage }));
    expect(pic.statusCode).toBe(400);
    expect(pic.json().fields.iconImage).toBe(ADMIN_ZONES_MESSAGES.badImage);

    const ghost = '99999999-9999-4999-8999-999999999999';
    const ids = await call(
      'PATCH',
      '/api/admin/discovery',
      zoneBody({ factIds: ghost, badgeIds: 'nope' }),
    );
    expect(ids.statusCode).toBe(400);
    expect(ids.json().fields.factIds).toBe(ADMIN_ZONES_MESSAGES.unknownFacts([ghost]));
    expect(ids.json().fields.badgeIds).toBe(ADMIN_ZONES_MESSAGES.unknownBadges(['nope']));

    const book = await call(
      'PATCH',
      '/api/admin/discovery',
      zoneBody({ featuredBookIdNumber: 'PB-NOPE' }),
    );
    expect(book.json().fields.featuredBookIdNumber).toBe(
      ADMIN_ZONES_MESSAGES.unknownBook('PB-NOPE'),
    );

    const unknown = await call('PATCH', '/api/admin/discovery', zoneBody({ id: ghost }));
    expect(unknown.statusCode).toBe(404);
  });

  it('switches a zone per age: off for 6-year-olds only, then on again; and as a whole', async () => {
    const zone = json<AdminZone>(
      await call('PATCH', '/api/admin/discovery', zoneBody({ title: 'Per age' })),
    );
    const ids = async (tok: string) =>
      json<DiscoveryZones>(await call('GET', '/api/discovery', undefined, tok)).zones.map(
        (z) => z.id,
      );

    const off6 = await call('PUT', `/api/admin/discovery/${zone.id}/status/INACTIVE?age=6`);
    expect(off6.statusCode, off6.body).toBe(200);
    const z1 = json<AdminZone>(off6);
    expect(z1.status).toBe('ACTIVE');
    expect(z1.inactiveAges).toEqual([6]);
    expect(z1.ageStatuses.find((a) => a.age === 6)?.status).toBe('INACTIVE');
    expect(await ids(kid6)).not.toContain(zone.id);
    expect((await call('GET', `/api/discovery/${zone.id}`, undefined, kid6)).statusCode).toBe(404);
    expect(await ids(kid9)).toContain(zone.id);
    expect((await call('GET', `/api/discovery/${zone.id}`, undefined, kid9)).statusCode).toBe(200);

    const on6 = json<AdminZone>(
      await call('PUT', `/api/admin/discovery/${zone.id}/status/ACTIVE?age=6`),
    );
    expect(on6.inactiveAges).toEqual([]);
    expect(await ids(kid6)).toContain(zone.id);

    const outside = await call('PUT', `/api/admin/discovery/${zone.id}/status/INACTIVE?age=12`);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(ADMIN_ZONES_MESSAGES.ageOutsideSegment(5, 10));

    const whole = json<AdminZone>(
      await call('PUT', `/api/admin/discovery/${zone.id}/status/INACTIVE`),
    );
    expect(whole.status).toBe('INACTIVE');
    expect(whole.ageStatuses.every((a) => a.status === 'INACTIVE')).toBe(true);
    expect(await ids(kid9)).not.toContain(zone.id);

    // Every age switched on one by one opens the zone again.
    let last: AdminZone | undefined;
    for (let age = 5; age <= 10; age += 1) {
      last = json<AdminZone>(
        await call('PUT', `/api/admin/discovery/${zone.id}/status/ACTIVE?age=${age}`),
      );
      if (age === 5) expect(last.inactiveAges).toEqual([6, 7, 8, 9, 10]);
    }
    expect(last?.status).toBe('ACTIVE');
    expect(last?.inactiveAges).toEqual([]);

    const log = await auditOf('DISCOVERY_ZONE', zone.id);
    const status = log.filter((e) => e.action === 'STATUS');
    // off 6, on 6, whole zone off, then ages 5–10 one by one (the refused age 12 wrote nothing).
    expect(status.length).toBe(9);
    const firstSwitch = status[status.length - 1]!;
    expect((firstSwitch.before as AdminZone).inactiveAges).toEqual([]);
    expect((firstSwitch.after as AdminZone).inactiveAges).toEqual([6]);
  });

  it('lists zones with paging, search, sort and the status and age filters', async () => {
    const page = json<AdminPage<AdminZoneRow>>(
      await call('GET', '/api/admin/discovery?page=0&size=1&sort=title,asc&search=explorers'),
    );
    expect(page.totalElements).toBe(1);
    expect(page.content[0]!.title).toBe('Ocean Explorers 2');
    expect(page.content[0]!.factCount).toBe(1);
    const all = json<AdminPage<AdminZoneRow>>(await call('GET', '/api/admin/discovery?size=1'));
    expect(all.totalPages).toBe(all.totalElements);
    const age12 = json<AdminPage<AdminZoneRow>>(await call('GET', '/api/admin/discovery?age=12'));
    expect(age12.totalElements).toBe(0);
    const bad = await call('GET', '/api/admin/discovery?sort=title;drop,asc');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses every other role, and unknown ids', async () => {
    const zone = json<AdminPage<AdminZoneRow>>(await call('GET', '/api/admin/discovery'))
      .content[0]!;
    for (const tok of [parentToken, teacherToken, kid6]) {
      expect(
        (await call('GET', `/api/admin/discovery/${zone.id}`, undefined, tok)).statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', `/api/admin/discovery/${zone.id}/status/INACTIVE?age=6`, undefined, tok))
          .statusCode,
      ).toBe(403);
      expect(
        (await call('PATCH', '/api/admin/discovery', zoneBody({ id: zone.id }), tok)).statusCode,
      ).toBe(403);
    }
    const anon = await t.app.inject({ method: 'GET', url: `/api/admin/discovery/${zone.id}` });
    expect(anon.statusCode).toBe(401);
    const ghost = '99999999-9999-4999-8999-999999999999';
    expect((await call('GET', `/api/admin/discovery/${ghost}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/discovery/${ghost}/status/ACTIVE`)).statusCode).toBe(404);
    // Nothing was written by the refused calls.
    const after = json<AdminZone>(await call('GET', `/api/admin/discovery/${zone.id}`));
    expect(after.title).toBe(zone.title);
  });
});

describe('quizzes', () => {
  it('creates a question with an answer picture, source book and completed books; edits it keeping the picture', async () => {
    const res = await postQuiz(
      quizForm(
        {
          question: 'What does a whale breathe?',
          sourceBookIdNumber: bookNumber,
          completedQuizBookIdNumbers: `${bookNumber}, ${otherBookNumber}`,
          quizAnswers: [
            { answer: 'Air', correct: true },
            { answer: 'Water', correct: false },
          ],
        },
        { 1: pngBytes },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const quiz = json<AdminQuiz>(res);
    expect(quiz.sourceBookTitle).toBe('Whale Song');
    expect(quiz.completedQuizBookIdNumbers).toBe(`${bookNumber},${otherBookNumber}`);
    expect(quiz.quizAnswers[0]!.image).toBeNull();
    expect(quiz.quizAnswers[1]!.image).toMatch(/^\/api\/media\/quizzes\/admin-/);

    const edit = await postQuiz(
      quizForm({
        id: quiz.id,
        question: 'What does a whale breathe, really?',
        completedQuizBookIdNumbers: otherBookNumber,
        quizAnswers: [
          {
            id: quiz.quizAnswers[1]!.id,
            answer: 'Water',
            correct: false,
            image: quiz.quizAnswers[1]!.image,
          },
          { id: quiz.quizAnswers[0]!.id, answer: 'Air', correct: true },
          { answer: 'Juice', correct: false },
        ],
      }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = json<AdminQuiz>(edit);
    expect(edited.contentId).toBe(quiz.contentId);
    expect(edited.quizAnswers.map((a) => a.answer)).toEqual(['Water', 'Air', 'Juice']);
    expect(edited.quizAnswers[0]!.image).toBe(quiz.quizAnswers[1]!.image);
    expect(edited.quizAnswers[0]!.contentId).toBe(quiz.quizAnswers[1]!.contentId);
    expect(edited.completedQuizBookIdNumbers).toBe(otherBookNumber);
    expect(edited.sourceBookIdNumber).toBeNull();

    const log = await auditOf('QUIZ', quiz.id);
    expect(log.map((e) => e.action)).toEqual(['UPDATE', 'CREATE']);
    expect((log[0]!.before as AdminQuiz).question).toBe('What does a whale breathe?');
    expect((log[0]!.after as AdminQuiz).question).toBe('What does a whale breathe, really?');

    const off = await call('PUT', `/api/admin/quizzes/${quiz.id}/status/INACTIVE`);
    expect(json<AdminQuiz>(off).status).toBe('INACTIVE');
    const status = (await auditOf('QUIZ', quiz.id))[0]!;
    expect(status.action).toBe('STATUS');
    expect((status.before as AdminQuiz).status).toBe('ACTIVE');
    expect((status.after as AdminQuiz).status).toBe('INACTIVE');
  });

  it('needs exactly one correct answer, known books, pictures that are pictures and kept images of its own', async () => {
    const two = await postQuiz(
      quizForm({
        question: 'Q?',
        quizAnswers: [
          { answer: 'a', correct: true },
          { answer: 'b', correct: true },
        ],
      }),
    );
    expect(two.statusCode).toBe(400);
    expect(two.json().fields['body.quizAnswers']).toBe(ADMIN_ZONES_MESSAGES.oneCorrect);

    const base = {
      question: 'Q?',
      quizAnswers: [
        { answer: 'a', correct: true },
        { answer: 'b', correct: false },
      ],
    };
    const books = await postQuiz(quizForm({ ...base, completedQuizBookIdNumbers: 'PB-X,PB-Y' }));
    expect(books.json().fields.completedQuizBookIdNumbers).toBe(
      ADMIN_ZONES_MESSAGES.unknownBooks(['PB-X', 'PB-Y']),
    );

    const notPic = await postQuiz(quizForm(base, { 0: Buffer.from('not a picture') }));
    expect(notPic.statusCode).toBe(400);
    expect(notPic.json().fields.answerImage0).toBe(ADMIN_ZONES_MESSAGES.badImage);

    const stray = await postQuiz(quizForm(base, { 5: pngBytes }));
    expect(stray.statusCode).toBe(400);

    const other = await newQuiz('Someone else’s picture?');
    const borrowed = await postQuiz(
      quizForm({
        ...base,
        id: other.id,
        quizAnswers: [
          { answer: 'a', correct: true, image: '/api/media/quizzes/admin-x.png' },
          { answer: 'b', correct: false },
        ],
      }),
    );
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().fields['quizAnswers.0.image']).toBe(
      ADMIN_ZONES_MESSAGES.unknownAnswerImage,
    );

    const taken = await postQuiz(quizForm({ ...base, contentId: other.contentId }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields.contentId).toBe(ADMIN_ZONES_MESSAGES.contentIdTaken);
  });

  it('lists, looks up by ids in order, and refuses other roles and unknown ids', async () => {
    const a = await newQuiz('Lookup A?');
    const b = await newQuiz('Lookup B?');
    const list = json<AdminQuizRow[]>(
      await call(
        'GET',
        `/api/admin/quizzes/list?quizIds=${encodeURIComponent(JSON.stringify([b.id, a.id]))}`,
      ),
    );
    expect(list.map((q) => q.id)).toEqual([b.id, a.id]);
    const page = json<AdminPage<AdminQuizRow>>(
      await call('GET', '/api/admin/quizzes?search=lookup&sort=question,desc'),
    );
    expect(page.content.map((q) => q.question)).toEqual(['Lookup B?', 'Lookup A?']);
    expect(page.content[0]!.answerCount).toBe(3);

    for (const tok of [parentToken, teacherToken, kid9]) {
      expect((await call('GET', `/api/admin/quizzes/${a.id}`, undefined, tok)).statusCode).toBe(
        403,
      );
      expect(
        (await call('PUT', `/api/admin/quizzes/${a.id}/status/INACTIVE`, undefined, tok))
          .statusCode,
      ).toBe(403);
      expect(
        (await postQuiz(quizForm({ id: a.id, question: 'x', quizAnswers: [] }), tok)).statusCode,
      ).toBe(403);
    }
    const ghost = '99999999-9999-4999-8999-999999999999';
    expect((await call('GET', `/api/admin/quizzes/${ghost}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/quizzes/${ghost}/status/ACTIVE`)).statusCode).toBe(404);
    expect(json<AdminQuiz>(await call('GET', `/api/admin/quizzes/${a.id}`)).status).toBe('ACTIVE');
  });
});

describe('facts', () => {
  it('creates, edits and switches a fact with its source; audited with before and after', async () => {
    const res = await call('POST', '/api/admin/facts', {
      text: 'Sea otters hold hands.',
      source: { entityType: 'BOOK', contentId: bookNumber },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fact = json<AdminFact>(res);
    expect(fact.sourceTitle).toBe('Whale Song');

    const bad = await call('POST', '/api/admin/facts', {
      text: 'x',
      source: { entityType: 'COLLECTION', contentId: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['source.contentId']).toBe(ADMIN_ZONES_MESSAGES.unknownSource);

    const edit = json<AdminFact>(
      await call('POST', '/api/admin/facts', {
        id: fact.id,
        text: 'Sea otters hold hands when they sleep.',
        source: null,
      }),
    );
    expect(edit.source).toBeNull();
    const off = json<AdminFact>(await call('PUT', `/api/admin/facts/${fact.id}/status/INACTIVE`));
    expect(off.status).toBe('INACTIVE');

    const log = await auditOf('FACT', fact.id);
    expect(log.map((e) => e.action)).toEqual(['STATUS', 'UPDATE', 'CREATE']);
    expect((log[1]!.before as AdminFact).text).toBe('Sea otters hold hands.');
    expect((log[1]!.after as AdminFact).text).toBe('Sea otters hold hands when they sleep.');
    expect((log[0]!.after as AdminFact).status).toBe('INACTIVE');

    const list = json<AdminFactRow[]>(
      await call('GET', `/api/admin/facts/list?factIds=${fact.id}`),
    );
    expect(list.map((f) => f.id)).toEqual([fact.id]);
    const page = json<AdminPage<AdminFactRow>>(
      await call('GET', '/api/admin/facts?search=otters&status=INACTIVE'),
    );
    expect(page.totalElements).toBe(1);
  });

  it('an inactive fact leaves the kids’ zone page; other roles and unknown ids are refused', async () => {
    const f = await newFact('Starfish have no brain.');
    const zone = json<AdminZone>(
      await call('PATCH', '/api/admin/discovery', zoneBody({ title: 'Stars', factIds: [f.id] })),
    );
    const facts = async () =>
      json<DiscoveryZone>(
        await call('GET', `/api/discovery/${zone.id}`, undefined, kid9),
      ).facts.map((x) => x.text);
    expect(await facts()).toEqual(['Starfish have no brain.']);
    await call('PUT', `/api/admin/facts/${f.id}/status/INACTIVE`);
    expect(await facts()).toEqual([]);
    const ofZone = json<AdminPage<AdminFactRow>>(
      await call('GET', `/api/admin/facts?zoneId=${zone.id}`),
    );
    expect(ofZone.content.map((x) => x.id)).toEqual([f.id]);
    expect(json<AdminFact>(await call('GET', `/api/admin/facts/${f.id}`)).zones).toEqual([
      { id: zone.id, title: 'Stars' },
    ]);

    for (const tok of [parentToken, teacherToken, kid9]) {
      expect((await call('GET', `/api/admin/facts/${f.id}`, undefined, tok)).statusCode).toBe(403);
      expect(
        (await call('PUT', `/api/admin/facts/${f.id}/status/ACTIVE`, undefined, tok)).statusCode,
      ).toBe(403);
      expect(
        (await call('POST', '/api/admin/facts', { id: f.id, text: 'hacked' }, tok)).statusCode,
      ).toBe(403);
      expect(
        (await call('GET', `/api/admin/facts/list?factIds=${f.id}`, undefined, tok)).statusCode,
      ).toBe(403);
    }
    const ghost = '99999999-9999-4999-8999-999999999999';
    expect((await call('GET', `/api/admin/facts/${ghost}`)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/facts', { id: ghost, text: 'x' })).statusCode).toBe(404);
    expect(json<AdminFact>(await call('GET', `/api/admin/facts/${f.id}`)).text).toBe(
      'Starfish have no brain.',
    );
  });
});
