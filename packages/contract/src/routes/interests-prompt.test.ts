import { describe, expect, it } from 'vitest';
import { Role } from '../auth/roles.ts';
import {
  calendarDaysBetween,
  shouldPromptInterests,
  type InterestsPromptInput,
  type InterestsPromptUser,
} from './interests-prompt.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-03-20T15:00:00Z');
const UTC = 'UTC';

const child = (over: Partial<InterestsPromptUser> = {}): InterestsPromptUser => ({
  role: Role.CHILD,
  age: 7,
  interests: ['dinosaurs'],
  // Two logins on a 5-day-old profile: no rule of (b) holds.
  successLoginsCount: 2,
  profileCreationDate: new Date(NOW.getTime() - 5 * DAY).toISOString(),
  ...over,
});

const fromProfileSelect = (
  user: InterestsPromptUser,
  over: Partial<InterestsPromptInput> = {},
): boolean =>
  shouldPromptInterests({
    from: 'profile-select',
    to: 'browse',
    user,
    now: NOW,
    timeZone: UTC,
    ...over,
  });

const fromStudents = (user: InterestsPromptUser, over: Partial<InterestsPromptInput> = {}) =>
  shouldPromptInterests({ from: 'students', to: 'browse', user, now: NOW, timeZone: UTC, ...over });

describe('shouldPromptInterests (a): students page → browse', () => {
  it('prompts a student or child with no interests', () => {
    expect(fromStudents(child({ role: Role.STUDENT, interests: [] }))).toBe(true);
    expect(fromStudents(child({ role: Role.CHILD, interests: [] }))).toBe(true);
  });

  it('does not prompt when interests exist, whatever the age or logins', () => {
    expect(fromStudents(child({ role: Role.STUDENT, interests: ['space'] }))).toBe(false);
    expect(
      fromStudents(child({ role: Role.STUDENT, interests: ['space'], successLoginsCount: 1 })),
    ).toBe(false);
  });

  it('applies to young students too (no age limit in rule a)', () => {
    expect(fromStudents(child({ role: Role.STUDENT, interests: [], age: 3 }))).toBe(true);
  });

  it('never prompts adults', () => {
    for (const role of [Role.PARENT, Role.TEACHER, Role.ADMIN])
      expect(fromStudents(child({ role, interests: [] }))).toBe(false);
  });

  it('only when going to browse', () => {
    expect(fromStudents(child({ role: Role.STUDENT, interests: [] }), { to: 'library' })).toBe(
      false,
    );
  });
});

describe('shouldPromptInterests (b): profile-select → browse', () => {
  it('baseline: a 7-year-old on the second login of a 5-day-old profile is not prompted', () => {
    expect(fromProfileSelect(child())).toBe(false);
  });

  it('logins 1 (profile older than a day) and 3 prompt; 2 and 4 do not', () => {
    expect(fromProfileSelect(child({ successLoginsCount: 1 }))).toBe(true);
    expect(fromProfileSelect(child({ successLoginsCount: 2 }))).toBe(false);
    expect(fromProfileSelect(child({ successLoginsCount: 3 }))).toBe(true);
    expect(fromProfileSelect(child({ successLoginsCount: 4 }))).toBe(false);
  });

  it('first login: 25 h after creation prompts, 23 h and exactly 24 h do not', () => {
    const created = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
    expect(
      fromProfileSelect(child({ successLoginsCount: 1, profileCreationDate: created(25 * HOUR) })),
    ).toBe(true);
    expect(
      fromProfileSelect(child({ successLoginsCount: 1, profileCreationDate: created(23 * HOUR) })),
    ).toBe(false);
    expect(
      fromProfileSelect(child({ successLoginsCount: 1, profileCreationDate: created(24 * HOUR) })),
    ).toBe(false);
  });

  it('third login prompts even on a profile made an hour ago', () => {
    const created = new Date(NOW.getTime() - HOUR).toISOString();
    expect(fromProfileSelect(child({ successLoginsCount: 3, profileCreationDate: created }))).toBe(
      true,
    );
  });

  it('profile day 14 prompts; days 13 and 15 do not', () => {
    const onDay = (d: number) => new Date(NOW.getTime() - d * DAY).toISOString();
    expect(fromProfileSelect(child({ profileCreationDate: onDay(13) }))).toBe(false);
    expect(fromProfileSelect(child({ profileCreationDate: onDay(14) }))).toBe(true);
    expect(fromProfileSelect(child({ profileCreationDate: onDay(15) }))).toBe(false);
  });

  it('day 14 counts calendar days, not 24-hour periods', () => {
    // Created late on 6 March, now early on 20 March: 13.4 × 24 h but 14 calendar days.
    const now = new Date('2026-03-20T01:00:00Z');
    const user = child({ profileCreationDate: '2026-03-06T23:00:00Z' });
    expect(fromProfileSelect(user, { now })).toBe(true);
  });

  it("day 14 is counted in the user's time zone", () => {
    // 2026-03-06T20:00Z is 7 March in Tokyo (UTC+9) and 6 March in UTC.
    // 2026-03-21T10:00Z is 21 March in both: Tokyo day 14, UTC day 15.
    const user = child({ profileCreationDate: '2026-03-06T20:00:00Z' });
    const now = new Date('2026-03-21T10:00:00Z');
    expect(fromProfileSelect(user, { now, timeZone: 'Asia/Tokyo' })).toBe(true);
    expect(fromProfileSelect(user, { now, timeZone: 'UTC' })).toBe(false);
    // 2026-03-07T02:00Z is 6 March in New York (UTC−5) and 7 March in UTC.
    // 2026-03-20T12:00Z is 20 March in both: New York day 14, UTC day 13.
    const late = child({ profileCreationDate: '2026-03-07T02:00:00Z' });
    const then = new Date('2026-03-20T12:00:00Z');
    expect(fromProfileSelect(late, { now: then, timeZone: 'America/New_York' })).toBe(true);
    expect(fromProfileSelect(late, { now: then, timeZone: 'UTC' })).toBe(false);
  });

  it('age 4 is never prompted, age 5 is', () => {
    for (const successLoginsCount of [1, 3]) {
      expect(fromProfileSelect(child({ age: 4, successLoginsCount }))).toBe(false);
      expect(fromProfileSelect(child({ age: 5, successLoginsCount }))).toBe(true);
    }
    const day14 = new Date(NOW.getTime() - 14 * DAY).toISOString();
    expect(fromProfileSelect(child({ age: 4, profileCreationDate: day14 }))).toBe(false);
    expect(fromProfileSelect(child({ age: 5, profileCreationDate: day14 }))).toBe(true);
  });

  it('an unknown age is not prompted', () => {
    expect(fromProfileSelect(child({ age: null, successLoginsCount: 3 }))).toBe(false);
  });

  it('applies whatever the interests (rule b does not look at them)', () => {
    expect(fromProfileSelect(child({ interests: [], successLoginsCount: 3 }))).toBe(true);
    expect(fromProfileSelect(child({ interests: ['space', 'cats'], successLoginsCount: 3 }))).toBe(
      true,
    );
  });

  it('applies to children only', () => {
    expect(fromProfileSelect(child({ role: Role.STUDENT, successLoginsCount: 3 }))).toBe(false);
    expect(fromProfileSelect(child({ role: Role.PARENT, successLoginsCount: 3 }))).toBe(false);
  });

  it('only when going to browse', () => {
    expect(fromProfileSelect(child({ successLoginsCount: 3 }), { to: 'my-stuff' })).toBe(false);
  });
});

describe('shouldPromptInterests: other pages', () => {
  it('never prompts from another page or with no origin', () => {
    const eager = child({ interests: [], successLoginsCount: 3 });
    for (const from of ['browse', 'my-stuff', 'login', null] as const) {
      expect(
        shouldPromptInterests({ from, to: 'browse', user: eager, now: NOW, timeZone: UTC }),
      ).toBe(false);
    }
  });
});

describe('calendarDaysBetween', () => {
  it('counts local calendar days', () => {
    const a = new Date('2026-03-06T23:00:00Z');
    expect(calendarDaysBetween(a, new Date('2026-03-07T00:30:00Z'), 'UTC')).toBe(1);
    expect(calendarDaysBetween(a, new Date('2026-03-07T00:30:00Z'), 'America/New_York')).toBe(0);
  });
});
