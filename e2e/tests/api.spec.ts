import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import * as contract from '@pagebird/contract';
import {
  APP_ERROR_STATUS,
  AppErrorCode,
  MESSAGES,
  ROLES,
  apiPath,
  authApi,
  systemApi,
  type Endpoint,
  type Role,
} from '@pagebird/contract';
import { apiChildSession, apiLogin, apiStudentLogin, bearer } from '../support/api.ts';
import { DEMO } from '../support/constants.ts';
import { PLACEHOLDER_ID } from '../support/routes.ts';

/** API behaviour seen from outside: statuses, error bodies, docs, health. */

/** Stack frames, source paths or module paths must never reach a client. */
const LEAK = /\n\s*at |\bat [\w.<>]+ \(|\/work\/|\/node_modules\/|[\w-]+\.(?:ts|js|mjs):\d+/;

async function errorBody(res: APIResponse) {
  expect(res.headers()['content-type'] ?? '').toContain('application/json');
  const text = await res.text();
  expect(text, 'error answer leaks internals').not.toMatch(LEAK);
  const body = JSON.parse(text) as {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

test.describe('API', () => {
  test('GET /api/health is ok', async ({ request }) => {
    const res = await request.get(systemApi.health.path);
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('ok');
    expect(body.database).toBe('up');
  });

  test('no token on GET /api/users/details answers 401 JSON {code, message}', async ({
    request,
  }) => {
    const res = await request.get(authApi.details.path);
    expect(res.status()).toBe(401);
    const body = await errorBody(res);
    expect(body.code).toBe(AppErrorCode.UNAUTHENTICATED);
  });

  test('a garbage token is refused with 401', async ({ request }) => {
    const res = await request.get(authApi.details.path, { headers: bearer('not-a-real-token') });
    expect(res.status()).toBe(401);
    await errorBody(res);
  });

  test('a CHILD token on a parent/teacher/admin-only endpoint answers 403 JSON', async ({
    request,
  }) => {
    const { child } = await apiChildSession(request, 'Mia');
    expect(child.user.role).toBe('CHILD');

    // The token itself works for what a child may do.
    const me = await request.get(authApi.details.path, { headers: bearer(child.token) });
    expect(me.status()).toBe(200);
    expect((await me.json()).role).toBe('CHILD');

    // PUT /api/users/profile/password is for PARENT, TEACHER, ADMIN only. The body is valid but
    // carries a wrong current password, so even a broken guard could not change the demo password.
    const res = await request.put(authApi.passwordChange.path, {
      headers: bearer(child.token),
      data: {
        currentPassword: 'not-the-password',
        newPassword: 'e2e-new-password-1',
        confirmPassword: 'e2e-new-password-1',
      },
    });
    expect(res.status()).toBe(APP_ERROR_STATUS.FORBIDDEN);
    const body = await errorBody(res);
    expect(body.code).toBe(AppErrorCode.FORBIDDEN);
  });

  test('malformed JSON to POST /api/login answers 400 JSON without a stack trace', async ({
    request,
  }) => {
    const res = await request.post(authApi.login.path, {
      headers: { 'content-type': 'application/json' },
      data: '{"email": "parent@example.com", "password": ',
    });
    expect(res.status()).toBe(400);
    await errorBody(res);
  });

  test('invalid fields on POST /api/login answer 400 with the spec texts per field', async ({
    request,
  }) => {
    const res = await request.post(authApi.login.path, {
      data: { email: 'not-an-email', password: 'secret-1' },
    });
    expect(res.status()).toBe(400);
    const body = await errorBody(res);
    expect(body.code).toBe(AppErrorCode.VALIDATION);
    expect(body.fields?.email).toBe(MESSAGES.emailInvalid);

    const empty = await request.post(authApi.login.path, { data: { email: '', password: '' } });
    expect(empty.status()).toBe(400);
    const emptyBody = await errorBody(empty);
    expect(emptyBody.fields?.email).toBe(MESSAGES.emailRequired);
    expect(emptyBody.fields?.password).toBe(MESSAGES.passwordRequired);
  });

  test('wrong credentials answer 401 with the invalid-credentials text', async ({ request }) => {
    const res = await request.post(authApi.login.path, {
      data: { email: 'nobody-e2e@example.com', password: 'wrong-password' },
    });
    expect(res.status()).toBe(401);
    const body = await errorBody(res);
    expect(body.message).toBe(MESSAGES.invalidCredentials);
  });

  test('demo accounts sign in and get their role', async ({ request }) => {
    for (const [account, role] of [
      [DEMO.admin, 'ADMIN'],
      [DEMO.parent, 'PARENT'],
      [DEMO.teacher, 'TEACHER'],
    ] as const) {
      const res = await request.post(authApi.login.path, {
        data: { email: account.email, password: account.password },
      });
      expect(res.status(), account.email).toBe(200);
      const body = await res.json();
      expect(typeof body.token).toBe('string');
      expect(body.user.role).toBe(role);
    }
  });

  test('GET /api/docs serves the OpenAPI UI and /api/docs/json lists /api/login', async ({
    request,
  }) => {
    const ui = await request.get('/api/docs');
    expect(ui.status()).toBe(200);
    expect(ui.headers()['content-type'] ?? '').toContain('text/html');
    expect((await ui.text()).toLowerCase()).toContain('swagger');

    const doc = await request.get('/api/docs/json');
    expect(doc.status()).toBe(200);
    const spec = (await doc.json()) as { openapi?: string; swagger?: string; paths: object };
    expect(spec.openapi ?? spec.swagger).toBeTruthy();
    expect(Object.keys(spec.paths)).toContain('/api/login');
    expect(Object.keys(spec.paths)).toContain('/api/users/details');
  });

  test('an unknown API path answers 404 JSON, not the SPA', async ({ request }) => {
    const res = await request.get('/api/this-route-does-not-exist');
    expect(res.status()).toBe(404);
    await errorBody(res);
  });
});

/** Every endpoint descriptor the contract exports (`authApi`, `systemApi`, … and later ones). */
function contractEndpoints(): { name: string; endpoint: Endpoint }[] {
  const out: { name: string; endpoint: Endpoint }[] = [];
  for (const [group, value] of Object.entries(contract)) {
    if (!group.endsWith('Api') || typeof value !== 'object' || value === null) continue;
    for (const [name, e] of Object.entries(value as Record<string, unknown>)) {
      const ep = e as Partial<Endpoint>;
      if (typeof ep?.method === 'string' && typeof ep.path === 'string' && ep.access) {
        out.push({ name: `${group}.${name}`, endpoint: ep as Endpoint });
      }
    }
  }
  return out;
}

/**
 * Bodies for role-limited calls that change something: valid in shape (so validation cannot
 * answer first) and harmless if a broken guard let them through (wrong current passwords).
 */
const SAFE_BODIES: Record<string, unknown> = {
  'authApi.verifyPassword': { password: 'not-the-password' },
  'authApi.passwordChange': {
    currentPassword: 'not-the-password',
    newPassword: 'e2e-new-password-1',
    confirmPassword: 'e2e-new-password-1',
  },
  'authApi.selectProfile': undefined,
  // Catalogue and collections: placeholder ids (nothing of them exists) or no-op values.
  'catalogueApi.visualSearchActivity': { interestId: 'no-such-interest' },
  'collectionsApi.create': { title: 'e2e refused' },
  'collectionsApi.rename': { title: 'e2e refused' },
  'collectionsApi.remove': undefined,
  'collectionsApi.setContentCollections': { collectionIds: [] },
  'collectionsApi.removeContent': undefined,
  'collectionsApi.assign': { type: 'USER', ids: [], collectionId: PLACEHOLDER_ID },
  'collectionsApi.addFavorite': undefined,
  'collectionsApi.removeFavorite': undefined,
  'collectionsApi.hide': {
    bookIds: [PLACEHOLDER_ID],
    type: 'USER',
    ids: [PLACEHOLDER_ID],
    hidden: false,
  },
  // Reader: a placeholder book (nothing of it exists) and a position older than any real one.
  'readerApi.saveProgress': {
    position: 'page:0',
    page: 0,
    fraction: 0,
    clientTimestamp: '2000-01-01T00:00:00.000Z',
  },
  'readerApi.finishedBook': { bookId: PLACEHOLDER_ID, bookSessionId: PLACEHOLDER_ID },
  // Interests: an id that names no interest area (refused with 400 even if the role were allowed).
  'interestsApi.put': { interestIds: ['no-such-interest'] },
  // Kids' world: items, books and zones that do not exist; nothing is bought or awarded.
  'rewardsApi.patchItems': { frameId: null },
  'rewardsApi.putItem': { entityType: 'STICKER', itemId: null },
  'rewardsApi.purchase': { storeEntityType: 'STICKER', id: 'no-such-item' },
  'quizzesApi.complete': { bookIdNumber: 'NO-SUCH-BOOK', answers: [], completed: false },
  'quizzesApi.daily': {
    zoneId: PLACEHOLDER_ID,
    answers: [{ quizId: 'no-such-quiz', answerId: 'no-such-answer', wrongAttempts: 0 }],
    timeZone: 'UTC',
  },
  'discoveryApi.visit': { zoneId: PLACEHOLDER_ID },
  // Families, insights: a book that does not exist; the digest stays off.
  'insightsApi.putShared': { bookId: PLACEHOLDER_ID, childIds: [] },
  'insightsApi.putDigest': { weeklyDigest: false },
  // Classrooms, educators: a wrong current password; a school that does not exist.
  'educatorsApi.updateProfile': {
    currentPassword: 'not-the-password',
    newPassword: 'e2e-new-password-1',
  },
  'educatorsApi.updateSchool': {
    name: 'e2e refused',
    locationId: 'OTHER',
    hours: { hoursFrom: '8AM', hoursTo: '3PM' },
  },
};

test.describe('role limits of the contract endpoints answer 403', () => {
  test.describe.configure({ mode: 'serial' });
  const tokens = new Map<Role, string>();

  async function tokenFor(request: APIRequestContext, role: Role): Promise<string> {
    const known = tokens.get(role);
    if (known) return known;
    let token: string;
    if (role === 'ADMIN')
      token = (await apiLogin(request, DEMO.admin.email, DEMO.admin.password)).token;
    else if (role === 'PARENT')
      token = (await apiLogin(request, DEMO.parent.email, DEMO.parent.password)).token;
    else if (role === 'TEACHER')
      token = (await apiLogin(request, DEMO.teacher.email, DEMO.teacher.password)).token;
    else if (role === 'STUDENT') token = (await apiStudentLogin(request, 'Cara')).token;
    else token = (await apiChildSession(request, 'Mia')).child.token;
    tokens.set(role, token);
    return token;
  }

  for (const { name, endpoint } of contractEndpoints()) {
    if (!Array.isArray(endpoint.access)) continue;
    const allowed = endpoint.access as readonly Role[];
    const refused = ROLES.filter((r) => !allowed.includes(r));
    if (refused.length === 0) continue;
    const hasSafeBody = endpoint.method === 'GET' || name in SAFE_BODIES;

    test(`${endpoint.method} ${endpoint.path} refuses ${refused.join(', ')}`, async ({
      request,
    }) => {
      test.skip(!hasSafeBody, `no harmless body known for ${name}`);
      const params = Object.fromEntries(
        [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => [m[1]!, PLACEHOLDER_ID]),
      );
      const url = apiPath(endpoint.path, params);
      for (const role of refused) {
        const res = await request.fetch(url, {
          method: endpoint.method,
          headers: bearer(await tokenFor(request, role)),
          ...(SAFE_BODIES[name] !== undefined ? { data: SAFE_BODIES[name] } : {}),
        });
        expect(res.status(), `${role} on ${endpoint.method} ${url}: ${await res.text()}`).toBe(
          APP_ERROR_STATUS.FORBIDDEN,
        );
        expect((await errorBody(res)).code).toBe(AppErrorCode.FORBIDDEN);
      }
    });
  }
});
