import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Endpoint } from '@pagebird/contract';
import { bearer, createTestApp, type TestApp } from '../test/app.ts';
import { createBook, moveClockTo } from '../test/catalogue-factories.ts';
import { classrooms, schools, users } from '../db/schema/index.ts';
import {
  contractEndpoints,
  nextIp,
  refineSample,
  sampleRequest,
  urlOf,
  type Json,
  type SampleRequest,
} from './contract-samples.ts';
import { classWorld, familyWorld } from './principals.ts';

/**
 * Issue 15 item 3, the other half of the authorization matrix: no IDOR. Every contract route
 * that names something a family or a classroom owns (a child, a student, a class, a school, a
 * collection) is called by a signed-in user of another family or another class with the
 * stranger's ids, and must refuse (403 or 404). The same request with the caller's own ids is
 * the control: it gets past the ownership check, so the refusal is the check's and not a
 * validation error. At the end the stranger's family and class are exactly as they were.
 *
 * Routes are discovered from the contract: a new route with an id or an owned-id field fails
 * the coverage test until it gets a case here or a reason in NOT_OWNED.
 */

type Caller = (typeof Role)['PARENT' | 'CHILD' | 'TEACHER' | 'STUDENT'];

/** What one side (the caller's own, or the stranger's) owns. */
interface Owned {
  childId: string;
  parentCollectionId: string;
  childCollectionId: string;
  classroomId: string;
  studentId: string;
  schoolId: string;
  teacherCollectionId: string;
  studentCollectionId: string;
}

interface Case {
  endpoint: string;
  as: Caller;
  /** A label when one endpoint has several cases. */
  variant?: string;
  /** Puts `ids` into the request; `mine` are the caller's own (for mixed requests). */
  fill: (req: Req, ids: Owned, mine: Owned) => void;
  /** Why the own-ids control is not run (it needs state the suite does not make). */
  noControl?: string;
}

interface Req {
  params: Json;
  query: Json;
  body: Json;
}

let bookId = '';
const school = {
  name: 'Hill School',
  address: '1 Hill Road',
  locationId: 'US-ET',
  timeZone: 'America/New_York',
  hours: { hoursFrom: '8AM', hoursTo: '3PM' },
};

const childCases = (as: Caller): Case[] => [
  ...['get', 'rename', 'remove', 'assignments'].map((n) => ({
    endpoint: `collectionsApi.${n}`,
    as,
    fill: (r: Req, o: Owned) => {
      r.params.id = as === Role.PARENT ? o.parentCollectionId : o.childCollectionId;
    },
  })),
  {
    endpoint: 'collectionsApi.removeContent',
    as,
    fill: (r, o) => {
      r.params.id = as === Role.PARENT ? o.parentCollectionId : o.childCollectionId;
      r.params.contentId = bookId;
    },
  },
  {
    endpoint: 'collectionsApi.setContentCollections',
    as,
    fill: (r, o) => {
      r.params.id = bookId;
      r.body.collectionIds = [as === Role.PARENT ? o.parentCollectionId : o.childCollectionId];
    },
  },
];

const CASES: readonly Case[] = [
  // ── another family's child, as a parent ──
  {
    endpoint: 'authApi.selectProfile',
    as: Role.PARENT,
    fill: (r, o) => void (r.params.id = o.childId),
  },
  {
    endpoint: 'authApi.selectProfile',
    as: Role.CHILD,
    fill: (r, o) => void (r.params.id = o.childId),
  },
  ...['getChild', 'updateChild', 'deleteChild', 'exportChild', 'exportChildHtml'].map(
    (n): Case => ({
      endpoint: `profilesApi.${n}`,
      as: Role.PARENT,
      fill: (r, o) => {
        r.params.id = o.childId;
        if (n === 'updateChild') r.body = { name: 'Renamed' };
      },
    }),
  ),
  {
    endpoint: 'profilesApi.deleteChildren',
    as: Role.PARENT,
    fill: (r, o) => void (r.body.childIds = [o.childId]),
  },
  ...['activity', 'report', 'sharedBooks'].map((n): Case => ({
    endpoint: `insightsApi.${n}`,
    as: Role.PARENT,
    fill: (r, o) => void (r.query.childId = o.childId),
  })),
  {
    endpoint: 'insightsApi.putShared',
    as: Role.PARENT,
    fill: (r, o) => {
      r.body = { bookId, childIds: [o.childId] };
    },
  },
  {
    endpoint: 'collectionsApi.hide',
    as: Role.PARENT,
    fill: (r, o) => {
      r.body = { bookIds: [bookId], type: 'USER', ids: [o.childId], hidden: true };
    },
  },
  ...childCases(Role.PARENT),
  ...childCases(Role.CHILD),

  // ── another class, its students, school and collections, as a teacher ──
  ...['get', 'archive', 'rotateCode', 'loginCards'].map((n): Case => ({
    endpoint: `classesApi.${n}`,
    as: Role.TEACHER,
    fill: (r, o) => void (r.params.id = o.classroomId),
  })),
  {
    endpoint: 'classesApi.update',
    as: Role.TEACHER,
    fill: (r, o) => {
      r.params.id = o.classroomId;
      r.body = { name: 'Taken over', gradeId: 3 };
    },
  },
  {
    endpoint: 'classesApi.disable',
    as: Role.TEACHER,
    fill: (r, o) => {
      r.params.id = o.classroomId;
      r.body = { disabled: true };
    },
  },
  {
    endpoint: 'classesApi.addStudents',
    as: Role.TEACHER,
    fill: (r, o) => {
      r.params.id = o.classroomId;
      r.body = { students: [{ firstName: 'Ivy', lastName: 'Cole', gradeId: 3, passCode: '4321' }] };
    },
  },
  {
    endpoint: 'classesApi.trustDevice',
    as: Role.TEACHER,
    fill: (r, o) => {
      r.params.id = o.classroomId;
      r.body = { label: 'Front desk' };
    },
  },
  {
    endpoint: 'classesApi.removeDevice',
    as: Role.TEACHER,
    fill: (r, o) => {
      r.params.id = o.classroomId;
      r.params.deviceId = randomUUID();
    },
    noControl: 'the own class has no trusted device to remove',
  },
  {
    endpoint: 'classesApi.removeStudents',
    as: Role.TEACHER,
    fill: (r, o) => {
      r.params.id = o.classroomId;
      r.body = { studentIds: [o.studentId] };
    },
  },
  {
    endpoint: 'classesApi.removeStudents',
    variant: 'own class, stranger student',
    as: Role.TEACHER,
    fill: (r, o, mine) => {
      r.params.id = mine.classroomId;
      r.body = { studentIds: [o.studentId] };
    },
  },
  ...['clearLockout', 'resetCard'].flatMap((n): Case[] => [
    {
      endpoint: `classesApi.${n}`,
      as: Role.TEACHER,
      fill: (r, o) => {
        r.params.id = o.classroomId;
        r.params.studentId = o.studentId;
      },
    },
    {
      endpoint: `classesApi.${n}`,
      variant: 'own class, stranger student',
      as: Role.TEACHER,
      fill: (r, o, mine) => {
        r.params.id = mine.classroomId;
        r.params.studentId = o.studentId;
      },
    },
  ]),
  {
    endpoint: 'classesApi.create',
    as: Role.TEACHER,
    fill: (r, o) => {
      r.body = {
        name: 'Class in a stranger school',
        gradeId: 3,
        schoolId: o.schoolId,
        students: [{ firstName: 'Ivy', lastName: 'Cole', gradeId: 3, passCode: '4321' }],
      };
    },
  },
  {
    endpoint: 'classesApi.archiveMany',
    as: Role.TEACHER,
    fill: (r, o) => void (r.body = { classroomIds: [o.classroomId] }),
  },
  {
    endpoint: 'classesApi.updateStudent',
    as: Role.TEACHER,
    fill: (r, o) => {
      r.params.id = o.studentId;
      r.body = { firstName: 'Taken', lastName: 'Over', gradeId: 3 };
    },
  },
  {
    endpoint: 'classesApi.setPassCode',
    as: Role.TEACHER,
    fill: (r, o) => {
      r.params.id = o.studentId;
      r.body = { passCode: '9876' };
    },
  },
  ...['classDashboard', 'classDashboardCsv'].map((n): Case => ({
    endpoint: `classInsightsApi.${n}`,
    as: Role.TEACHER,
    fill: (r, o) => void (r.params.id = o.classroomId),
  })),
  {
    endpoint: 'classInsightsApi.report',
    as: Role.TEACHER,
    fill: (r, o) => {
      r.query.classroomId = o.classroomId;
      r.query.studentId = o.studentId;
    },
  },
  {
    endpoint: 'classInsightsApi.report',
    variant: 'own class, stranger student',
    as: Role.TEACHER,
    fill: (r, o, mine) => {
      r.query.classroomId = mine.classroomId;
      r.query.studentId = o.studentId;
    },
  },
  {
    endpoint: 'classInsightsApi.books',
    as: Role.TEACHER,
    fill: (r, o) => void (r.query.classroomId = o.classroomId),
  },
  {
    endpoint: 'classInsightsApi.rosterPreview',
    as: Role.TEACHER,
    fill: (r, o) => void (r.body = { csv: 'Ivy,Cole,3', classroomId: o.classroomId }),
  },
  {
    endpoint: 'classInsightsApi.rosterImport',
    as: Role.TEACHER,
    fill: (r, o) => {
      r.params.id = o.classroomId;
      r.body = { csv: 'Ivy,Cole,3', expectedValid: 1 };
    },
  },
  {
    endpoint: 'assignmentsApi.assignBook',
    as: Role.TEACHER,
    fill: (r, o) => {
      r.body = { bookId, type: 'USER', ids: [o.studentId], classroomId: o.classroomId };
    },
  },
  {
    endpoint: 'assignmentsApi.assignBook',
    variant: 'own class, stranger student',
    as: Role.TEACHER,
    fill: (r, o, mine) => {
      r.body = { bookId, type: 'USER', ids: [o.studentId], classroomId: mine.classroomId };
    },
  },
  {
    endpoint: 'assignmentsApi.statistics',
    as: Role.TEACHER,
    fill: (r, o) => void (r.query.classroomId = o.classroomId),
  },
  {
    endpoint: 'assignmentsApi.classAssignments',
    as: Role.TEACHER,
    fill: (r, o) => void (r.params.id = o.classroomId),
  },
  {
    endpoint: 'assignmentsApi.hideCollection',
    as: Role.TEACHER,
    fill: (r, o) => {
      r.body = {
        collectionId: o.teacherCollectionId,
        type: 'USER',
        ids: [o.studentId],
        hidden: true,
      };
    },
  },
  {
    endpoint: 'assignmentsApi.collectionHidden',
    as: Role.TEACHER,
    fill: (r, o) => void (r.params.id = o.teacherCollectionId),
  },
  {
    endpoint: 'collectionsApi.assign',
    as: Role.TEACHER,
    fill: (r, o) => {
      r.body = {
        type: 'USER',
        ids: [o.studentId],
        collectionId: o.teacherCollectionId,
        classroomId: o.classroomId,
      };
    },
  },
  {
    endpoint: 'collectionsApi.assign',
    variant: 'own class, stranger student',
    as: Role.TEACHER,
    fill: (r, o, mine) => {
      r.body = {
        type: 'USER',
        ids: [o.studentId],
        collectionId: mine.teacherCollectionId,
        classroomId: mine.classroomId,
      };
    },
  },
  {
    endpoint: 'collectionsApi.hide',
    as: Role.TEACHER,
    fill: (r, o) => {
      r.body = { bookIds: [bookId], type: 'USER', ids: [o.studentId], hidden: true };
    },
  },
  {
    endpoint: 'educatorsApi.updateSchool',
    as: Role.TEACHER,
    fill: (r, o) => {
      r.params.id = o.schoolId;
      r.body = { ...school, name: 'Taken Over School' };
    },
  },
  ...['get', 'rename', 'remove', 'assignments'].map((n): Case => ({
    endpoint: `collectionsApi.${n}`,
    as: Role.TEACHER,
    fill: (r, o) => void (r.params.id = o.teacherCollectionId),
  })),

  // ── another class's student, as a student ──
  ...['get', 'rename', 'remove', 'assignments'].map((n): Case => ({
    endpoint: `collectionsApi.${n}`,
    as: Role.STUDENT,
    fill: (r, o) => void (r.params.id = o.studentCollectionId),
  })),
];

/**
 * Signed-in routes with an id or id field that names nothing a family or class owns, and why.
 * (Admin-only and public routes are outside: the matrix proves only admins and everyone reach
 * them.)
 */
const NOT_OWNED: Record<string, string> = {
  'assignmentsApi.bookAssignments':
    "a catalogue book id; the answer lists only the caller's classes",
  'billingApi.promo': 'a promo code, public to every parent',
  'billingApi.addPaymentMethod': "the card id is looked up under the caller's own customer only",
  'billingApi.create': "price and card ids are checked against the caller's own customer",
  'billingApi.changePlan': 'a price id of the public plan list',
  'billingApi.defaultPaymentMethod':
    "the customer is always the caller's own (billing.idor.test.ts sends another's and gets 403)",
  'catalogueApi.landing': 'a catalogue id',
  'catalogueApi.adminCollectionForChild': 'a catalogue (admin) collection id',
  'classInsightsApi.rosterCreate':
    'a grade id of the public list; the class is made for the caller',
  'catalogueApi.details': 'a catalogue book id (visibility is the catalogue suite’s)',
  'catalogueApi.related': 'a catalogue book id',
  'catalogueApi.series': 'a catalogue series id',
  'catalogueApi.pageCategories': 'a catalogue book id',
  'catalogueApi.visualSearchActivity': 'an interest area id of the public list',
  'collectionsApi.create': 'catalogue book ids',
  'collectionsApi.contentCollections':
    "a catalogue book id; the answer lists only the caller's collections",
  'collectionsApi.addFavorite': 'a catalogue book id, favourited for the caller',
  'collectionsApi.removeFavorite': 'a catalogue book id, unfavourited for the caller',
  'companionApi.feedback': 'an anonymous answer id; feedback carries no owner',
  'dictionaryApi.lookup': 'a word',
  'discoveryApi.zone': 'a discovery zone id (catalogue)',
  'discoveryApi.quiz': 'a discovery zone id (catalogue)',
  'discoveryApi.visit': 'a discovery zone id (catalogue)',
  'educatorsApi.onboarding': 'a location id of the public list',
  'educatorsApi.updateProfile': 'an avatar id of the public list',
  'educatorsApi.createSchool': 'a location id of the public list',
  'insightsApi.bookSharing': "a catalogue book id; the answer lists only the caller's children",
  'interestsApi.put': 'interest area ids of the public list',
  'ledgerApi.record': "batch and record ids the caller makes; events are stored as the caller's",
  'ledgerApi.sendFeedback': 'a challenge id the caller was given',
  'profilesApi.createChild': 'lookup ids (age, grade, avatar) of public lists',
  'quizzesApi.endOfBook': 'a catalogue book id number',
  'quizzesApi.complete': 'catalogue quiz, answer, book and zone ids',
  'quizzesApi.daily': 'catalogue quiz, answer and zone ids',
  'readerApi.content': 'a catalogue book id',
  'readerApi.url': 'a catalogue book id',
  'readerApi.file': 'a catalogue book id',
  'readerApi.progress': "a catalogue book id; progress is always the caller's own",
  'readerApi.saveProgress': "a catalogue book id; progress is always the caller's own",
  'readerApi.clickBook': 'a catalogue book id',
  'readerApi.openedBook': 'a catalogue book id and a session id the caller makes',
  'readerApi.finishedBook': 'a catalogue book id and a session id the caller makes',
  'readerApi.endOfBook': 'a catalogue book id number',
  'rewardsApi.patchItems': "reward catalogue ids; what the caller owns is checked as the caller's",
  'rewardsApi.putItem': "a reward catalogue id; ownership is the caller's own",
  'rewardsApi.purchase': 'a reward catalogue id',
};

// ── the two sides ──

let t: TestApp;

async function postJson(token: string, url: string, body: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200 && res.statusCode !== 201) {
    throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  return res.json() as Json;
}

const collectionOf = async (token: string, title: string) =>
  String((await postJson(token, '/api/user-collections', { title, contentIds: [bookId] })).id);

interface Side {
  owned: Owned;
  tokens: Record<Caller, string>;
}

async function side(label: string): Promise<Side> {
  const family = await familyWorld(t, `Kid${label}`);
  const klass = await classWorld(t, 1);
  const [row] = await t.database.db
    .select({ schoolId: classrooms.schoolId })
    .from(classrooms)
    .where(eq(classrooms.id, klass.classroomId));
  // The factory's school belongs to no one: make it the teacher's, as sign-up does.
  await t.database.db
    .update(schools)
    .set({ createdById: klass.fixture.teacher.id })
    .where(eq(schools.id, row!.schoolId));
  return {
    tokens: {
      [Role.PARENT]: family.parentToken,
      [Role.CHILD]: family.childToken,
      [Role.TEACHER]: klass.teacherToken,
      [Role.STUDENT]: klass.studentToken,
    } as Record<Caller, string>,
    owned: {
      childId: family.childId,
      parentCollectionId: await collectionOf(family.parentToken, `Parent ${label}`),
      childCollectionId: await collectionOf(family.childToken, `Child ${label}`),
      classroomId: klass.classroomId,
      studentId: klass.studentId,
      schoolId: row!.schoolId,
      teacherCollectionId: await collectionOf(klass.teacherToken, `Teacher ${label}`),
      studentCollectionId: await collectionOf(klass.studentToken, `Student ${label}`),
    },
  };
}

function requestFor(e: Endpoint, c: Case, ids: Owned, mine: Owned): SampleRequest {
  const s = sampleRequest(e);
  const asObject = (v: unknown): Json =>
    v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as Json) } : {};
  const req: Req = {
    params: asObject(s.params),
    query: asObject(refineSample(s.query)),
    body: asObject(refineSample(s.body)),
  };
  c.fill(req, ids, mine);
  return {
    params: req.params,
    query: req.query,
    body:
      e.method === 'GET' || (e.body === undefined && !Object.keys(req.body).length)
        ? undefined
        : req.body,
  };
}

async function send(e: Endpoint, token: string, req: SampleRequest) {
  const payload = req.body === undefined ? undefined : JSON.stringify(req.body);
  const res = await t.app.inject({
    method: e.method,
    url: urlOf(e.path, req.params, req.query),
    headers: {
      ...bearer(token),
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    remoteAddress: nextIp(),
    ...(payload !== undefined ? { payload } : {}),
  });
  let code: string | undefined;
  try {
    code = (res.json() as { code?: string }).code;
  } catch {
    code = undefined;
  }
  return { status: res.statusCode, code, body: res.body.slice(0, 200) };
}

let theirs: Side;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  moveClockTo(t.clock, { weekday: 'Wed', hour: 10 });
  bookId = (await createBook(t.database.db, { title: 'Owl Night' })).id;
  theirs = await side('Theirs');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('no IDOR: another family’s and another class’s ids are refused on every owned route', () => {
  const endpoints = new Map(contractEndpoints().map((x) => [x.name, x.endpoint]));

  it('has a case or a reason for every signed-in route that takes an id', () => {
    const idField = /(^id$|Id$|Ids$|^ids$)/;
    const hasIds = (e: Endpoint) => {
      const sample = sampleRequest(e);
      const keys = (v: unknown): string[] =>
        v && typeof v === 'object'
          ? Object.entries(v as Json).flatMap(([k, x]) => [k, ...keys(x)])
          : [];
      return (
        /:[A-Za-z]/.test(e.path) ||
        [...keys(sample.query), ...keys(sample.body)].some((k) => idField.test(k))
      );
    };
    const covered = new Set(CASES.map((c) => c.endpoint));
    const missing = [...endpoints]
      .filter(
        ([, e]) =>
          e.access !== 'public' &&
          !(Array.isArray(e.access) && e.access.every((r) => r === Role.ADMIN)),
      )
      .filter(([, e]) => hasIds(e))
      .map(([name]) => name)
      .filter((name) => !covered.has(name) && !(name in NOT_OWNED));
    expect(missing).toEqual([]);
    // Every case names a real endpoint, and no endpoint is both a case and "not owned".
    expect(CASES.filter((c) => !endpoints.has(c.endpoint)).map((c) => c.endpoint)).toEqual([]);
    expect(Object.keys(NOT_OWNED).filter((n) => covered.has(n) || !endpoints.has(n))).toEqual([]);
  });

  it('refuses the stranger’s ids, and lets the caller use their own', async () => {
    const leaks: string[] = [];
    const weakControls: string[] = [];
    let strangerCalls = 0;
    let controls = 0;
    for (const c of CASES) {
      const e = endpoints.get(c.endpoint)!;
      // A fresh caller per case: a control call may delete or archive the caller's own things.
      const mine = await side(`Mine${strangerCalls}`);
      const token = mine.tokens[c.as];
      const label = `${c.endpoint}${c.variant ? ` (${c.variant})` : ''} as ${c.as}`;

      const stranger = await send(e, token, requestFor(e, c, theirs.owned, mine.owned));
      strangerCalls++;
      // 403 / 404, or a 400 naming the field ("Please choose one of your schools."): the
      // control below then proves the same request with the caller's own ids is accepted.
      if (![400, 403, 404].includes(stranger.status)) {
        leaks.push(`${label} → ${stranger.status} ${stranger.body}`);
      }
      if (c.noControl) continue;
      const own = await send(e, token, requestFor(e, c, mine.owned, mine.owned));
      controls++;
      if (own.status >= 400) weakControls.push(`${label} with own ids → ${own.status} ${own.body}`);
    }
    console.log(
      `IDOR: ${strangerCalls} calls with another family's or class's ids, ` +
        `${controls} controls with the caller's own`,
    );
    expect(leaks).toEqual([]);
    expect(weakControls).toEqual([]);

    // The stranger's family and class are as they were.
    const [child] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, theirs.owned.childId));
    expect(child).toBeDefined();
    const [klass] = await t.database.db
      .select()
      .from(classrooms)
      .where(eq(classrooms.id, theirs.owned.classroomId));
    expect(klass?.name).not.toBe('Taken over');
    const still = await send(endpoints.get('collectionsApi.get')!, theirs.tokens[Role.PARENT], {
      params: { id: theirs.owned.parentCollectionId },
      query: undefined,
      body: undefined,
    });
    expect(still.status).toBe(200);
    const studentLogin = await send(endpoints.get('classesApi.get')!, theirs.tokens[Role.TEACHER], {
      params: { id: theirs.owned.classroomId },
      query: undefined,
      body: undefined,
    });
    expect(studentLogin.status).toBe(200);
    expect(JSON.stringify(studentLogin.body)).not.toContain('Ivy');
  }, 600_000);
});
