import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AppErrorCode,
  EDUCATOR_LOOKUPS,
  EDUCATOR_MESSAGES,
  MESSAGES,
  type School,
  type TeacherProfile,
} from '@pagebird/contract';
import { educatorSchools, schools, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { createParent, createTeacher, loginAs } from '../../test/factories.ts';
import { createRewardItem } from '../../test/rewards-factories.ts';

/** Classrooms (issue 12 item 1): educator sign-up with a school, profile, settings, schools. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined ? { payload } : {}),
  });

let seq = 0;
const newEmail = () => `educator-${Date.now()}-${seq++}@school.test`;

const school = (over: Record<string, unknown> = {}) => ({
  name: 'Maple Elementary',
  address: '1 Maple Road, Springfield',
  locationId: 'US-ET',
  hours: { hoursFrom: '8AM', hoursTo: '3PM' },
  ...over,
});

const details = {
  title: 'Ms.',
  educatorRole: 'CLASSROOM_TEACHER',
  firstName: 'Ada',
  lastName: 'Byrne',
};

async function signUp(email = newEmail(), password = 'chalk-board-1') {
  const res = await call(null, 'POST', '/api/v2/users/teacher', { email, password });
  expect(res.statusCode).toBe(200);
  return { email, password, token: json<{ accessToken: string }>(res).accessToken };
}

/** A signed-up educator who finished onboarding with a school. */
async function onboarded() {
  const account = await signUp();
  const res = await call(account.token, 'POST', '/api/users/teacher/onboarding', {
    ...details,
    school: school(),
  });
  expect(res.statusCode).toBe(200);
  const profile = json<{ profile: TeacherProfile }>(res).profile;
  return { ...account, profile, school: profile.schools[0]! };
}

describe('lookups', () => {
  it('lists titles, educator roles, locations with time zones and grades', async () => {
    const titles = json<Array<{ id: string }>>(await call(null, 'GET', '/api/titles'));
    expect(titles.map((x) => x.id)).toContain('Ms.');
    expect(json(await call(null, 'GET', '/api/educator-roles'))).toEqual(
      EDUCATOR_LOOKUPS.educatorRoles,
    );
    const locations = json<Array<{ id: string; timeZone: string }>>(
      await call(null, 'GET', '/api/locations'),
    );
    expect(locations.find((l) => l.id === 'US-PT')?.timeZone).toBe('America/Los_Angeles');
    const grades = json<Array<{ id: number; name: string }>>(
      await call(null, 'GET', '/api/user-grades'),
    );
    expect(grades[1]).toEqual({ id: 2, name: 'Kindergarten' });
  });
});

describe('POST /api/users/teacher/validate-email', () => {
  it('answers isError, exists and the message to show', async () => {
    const teacher = await createTeacher(t.database.db);
    const taken = await call(null, 'POST', '/api/users/teacher/validate-email', {
      email: teacher.email!.toUpperCase(),
    });
    expect(json(taken)).toEqual({
      isError: true,
      exists: true,
      message: EDUCATOR_MESSAGES.emailTaken,
    });
    const free = await call(null, 'POST', '/api/users/teacher/validate-email', {
      email: newEmail(),
    });
    expect(json(free)).toEqual({
      isError: false,
      exists: false,
      message: EDUCATOR_MESSAGES.emailAvailable,
    });
  });

  it('refuses a badly formed email with the spec §5 text', async () => {
    const res = await call(null, 'POST', '/api/users/teacher/validate-email', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ fields: { email: MESSAGES.emailInvalid } });
  });
});

describe('POST /api/v2/users/teacher', () => {
  it('creates a TEACHER account that needs no subscription and signs it in', async () => {
    const { token, email } = await signUp();
    const me = json<{ role: string; email: string }>(
      await call(token, 'GET', '/api/users/details'),
    );
    expect(me).toMatchObject({ role: 'TEACHER', email });
    // Educators do not pay: their pages answer, never 418.
    const profile = await call(token, 'GET', '/api/users/teacher/profile');
    expect(profile.statusCode).toBe(200);
    expect(json<TeacherProfile>(profile)).toMatchObject({
      email,
      title: null,
      educatorRole: null,
      profileComplete: false,
      schools: [],
    });
  });

  it('refuses a taken email (409, field message) and short or missing passwords (§5 texts)', async () => {
    const { email } = await signUp();
    const again = await call(null, 'POST', '/api/v2/users/teacher', {
      email,
      password: 'other-pass-1',
    });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ fields: { email: EDUCATOR_MESSAGES.emailTaken } });
    const short = await call(null, 'POST', '/api/v2/users/teacher', {
      email: newEmail(),
      password: 'abc',
    });
    expect(short.statusCode).toBe(400);
    expect(json(short)).toMatchObject({ fields: { password: MESSAGES.passwordMin } });
    const empty = await call(null, 'POST', '/api/v2/users/teacher', {
      email: '',
      password: '',
    });
    expect(json(empty)).toMatchObject({
      fields: { email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired },
    });
  });
});

describe('POST /api/users/teacher/onboarding', () => {
  it('saves title, role, name and creates the school (zone from the location)', async () => {
    const { profile, school: s } = await onboarded();
    expect(profile).toMatchObject({
      title: 'Ms.',
      educatorRole: 'CLASSROOM_TEACHER',
      firstName: 'Ada',
      lastName: 'Byrne',
      profileComplete: true,
    });
    expect(s).toMatchObject({
      name: 'Maple Elementary',
      locationId: 'US-ET',
      timeZone: 'America/New_York',
      hours: { hoursFrom: '8AM', hoursTo: '3PM' },
      complete: true,
    });
    const links = await t.database.db
      .select()
      .from(educatorSchools)
      .where(eq(educatorSchools.educatorId, profile.id));
    expect(links).toHaveLength(1);
  });

  it('sent twice, updates the first school rather than adding one', async () => {
    const { token, profile } = await onboarded();
    const res = await call(token, 'POST', '/api/users/teacher/onboarding', {
      ...details,
      school: school({ name: 'Oak Primary', locationId: 'GB' }),
    });
    const again = json<{ profile: TeacherProfile }>(res).profile;
    expect(again.schools).toHaveLength(1);
    expect(again.schools[0]).toMatchObject({ name: 'Oak Primary', timeZone: 'Europe/London' });
    expect(again.id).toBe(profile.id);
  });

  it('refuses missing details and impossible hours with field messages, writing nothing', async () => {
    const { token } = await signUp();
    const res = await call(token, 'POST', '/api/users/teacher/onboarding', {
      title: '',
      educatorRole: 'PIRATE',
      firstName: '',
      lastName: 'B',
      school: school({ name: '', locationId: 'MARS', hours: { hoursFrom: '3PM', hoursTo: '8AM' } }),
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      fields: {
        title: EDUCATOR_MESSAGES.titleRequired,
        educatorRole: EDUCATOR_MESSAGES.roleRequired,
        firstName: EDUCATOR_MESSAGES.firstNameRequired,
        'school.name': EDUCATOR_MESSAGES.schoolNameRequired,
        'school.locationId': EDUCATOR_MESSAGES.locationRequired,
        'school.hours.hoursTo': EDUCATOR_MESSAGES.hoursOrder,
      },
    });
    const profile = json<TeacherProfile>(await call(token, 'GET', '/api/users/teacher/profile'));
    expect(profile.schools).toEqual([]);
  });

  it('is for educators only', async () => {
    const parent = await createParent(t.database.db);
    const token = await loginAs(t.app, parent.email!, parent.password);
    const res = await call(token, 'POST', '/api/users/teacher/onboarding', {
      ...details,
      school: school(),
    });
    expect(res.statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/users/teacher/profile')).statusCode).toBe(401);
  });
});

describe('§5 completeness', () => {
  it('reports an incomplete profile without title and role, an incomplete school without hours or location', async () => {
    const teacher = await createTeacher(t.database.db, { title: '' });
    const [row] = await t.database.db
      .insert(schools)
      .values({ name: 'Old School', timeZone: 'UTC', createdById: teacher.id })
      .returning();
    const token = await loginAs(t.app, teacher.email!, teacher.password);
    const profile = json<TeacherProfile>(await call(token, 'GET', '/api/users/teacher/profile'));
    expect(profile.profileComplete).toBe(false);
    expect(profile.schools).toEqual([
      expect.objectContaining({ id: row!.id, complete: false, location: null }),
    ]);
  });
});

describe('PUT /api/users/teacher/profile', () => {
  it('changes title, role, name, avatar and the AI companion switch', async () => {
    const { token } = await onboarded();
    const avatar = await createRewardItem(t.database.db, { entityType: 'AVATAR', starter: true });
    const res = await call(token, 'PUT', '/api/users/teacher/profile', {
      title: 'Dr.',
      educatorRole: 'LIBRARIAN',
      firstName: 'Grace',
      lastName: 'Hopper',
      avatarId: avatar.id,
      aiCompanionActive: false,
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ profile: TeacherProfile; message: string }>(res)).toMatchObject({
      message: EDUCATOR_MESSAGES.profileSaved,
      profile: {
        title: 'Dr.',
        educatorRole: 'LIBRARIAN',
        firstName: 'Grace',
        lastName: 'Hopper',
        avatarId: avatar.id,
        aiCompanionActive: false,
      },
    });
  });

  it('refuses an avatar that is not a starter one', async () => {
    const { token } = await onboarded();
    const paid = await createRewardItem(t.database.db, { entityType: 'AVATAR', starter: false });
    const res = await call(token, 'PUT', '/api/users/teacher/profile', { avatarId: paid.id });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ fields: { avatarId: EDUCATOR_MESSAGES.avatarUnknown } });
  });

  it('changes the password with the spec texts for a wrong, missing or unchanged one', async () => {
    const { token, email, password } = await onboarded();
    const wrong = await call(token, 'PUT', '/api/users/teacher/profile', {
      currentPassword: 'not-my-password',
      newPassword: 'new-chalk-2',
    });
    // A field error, not a 401 that would sign the educator out.
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ fields: { currentPassword: MESSAGES.passwordIncorrect } });
    const missing = await call(token, 'PUT', '/api/users/teacher/profile', {
      newPassword: 'new-chalk-2',
    });
    expect(json(missing)).toMatchObject({ fields: { currentPassword: MESSAGES.passwordRequired } });
    const same = await call(token, 'PUT', '/api/users/teacher/profile', {
      currentPassword: password,
      newPassword: password,
    });
    expect(json(same)).toMatchObject({ fields: { newPassword: MESSAGES.passwordSameAsOld } });
    const short = await call(token, 'PUT', '/api/users/teacher/profile', {
      currentPassword: password,
      newPassword: 'abc',
    });
    expect(json(short)).toMatchObject({ fields: { newPassword: MESSAGES.passwordMin } });
    const ok = await call(token, 'PUT', '/api/users/teacher/profile', {
      currentPassword: password,
      newPassword: 'new-chalk-2',
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ message: EDUCATOR_MESSAGES.passwordChanged });
    await expect(loginAs(t.app, email, 'new-chalk-2')).resolves.toBeTruthy();
    await expect(loginAs(t.app, email, password)).rejects.toThrow();
  });
});

describe('schools', () => {
  it('lists, adds and changes the educator’s own schools', async () => {
    const { token, school: first } = await onboarded();
    const added = await call(token, 'POST', '/api/schools', school({ name: 'Birch Academy' }));
    expect(added.statusCode).toBe(200);
    const birch = json<{ school: School }>(added).school;
    const changed = await call(
      token,
      'PUT',
      `/api/schools/${birch.id}`,
      school({
        name: 'Birch Academy',
        locationId: 'US-PT',
        timeZone: 'America/Phoenix',
        hours: { hoursFrom: '9AM', hoursTo: '4PM' },
      }),
    );
    expect(json<{ school: School }>(changed).school).toMatchObject({
      locationId: 'US-PT',
      timeZone: 'America/Phoenix',
      hours: { hoursFrom: '9AM', hoursTo: '4PM' },
    });
    const list = json<{ schools: School[] }>(await call(token, 'GET', '/api/schools'));
    expect(list.schools.map((s) => s.id)).toEqual([first.id, birch.id]);
  });

  it('never shows or changes another educator’s school (404, row unchanged)', async () => {
    const mine = await onboarded();
    const other = await onboarded();
    const res = await call(
      other.token,
      'PUT',
      `/api/schools/${mine.school.id}`,
      school({ name: 'Taken Over' }),
    );
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ code: AppErrorCode.NOT_FOUND });
    const [row] = await t.database.db.select().from(schools).where(eq(schools.id, mine.school.id));
    expect(row!.name).toBe('Maple Elementary');
    const theirs = json<{ schools: School[] }>(await call(other.token, 'GET', '/api/schools'));
    expect(theirs.schools.map((s) => s.id)).not.toContain(mine.school.id);
    const profile = json<TeacherProfile>(
      await call(other.token, 'GET', '/api/users/teacher/profile'),
    );
    expect(profile.schools.map((s) => s.id)).toEqual([other.school.id]);
    // The other educator's settings change only their own row.
    await call(other.token, 'PUT', '/api/users/teacher/profile', { firstName: 'Zed' });
    const [me] = await t.database.db.select().from(users).where(eq(users.id, mine.profile.id));
    expect(me!.name).toBe('Ada');
  });

  it('refuses a parent (403) and an unknown time zone (400)', async () => {
    const { token } = await onboarded();
    const bad = await call(token, 'POST', '/api/schools', school({ timeZone: 'Mars/Olympus' }));
    expect(bad.statusCode).toBe(400);
    const parent = await createParent(t.database.db);
    const parentToken = await loginAs(t.app, parent.email!, parent.password);
    expect((await call(parentToken, 'GET', '/api/schools')).statusCode).toBe(403);
    expect((await call(parentToken, 'POST', '/api/schools', school())).statusCode).toBe(403);
  });
});
