import { Role } from '../auth/roles.ts';
import { CONSTANTS } from '../common/constants.ts';
import type { WebRouteName } from './web-routes.ts';
import { calendarDayIn } from '../validation/time-zone.ts';

/**
 * Spec §4 "Interests prompt" and §9 ("age 5 or more; 1st or 3rd login or 14th day"): whether a
 * navigation to browse is sent to interests-selection instead.
 *
 * (a) A CHILD or STUDENT with no interests going from the students page to browse.
 * (b) A CHILD aged 5 or more going from profile-select to browse, when it is exactly the first
 *     successful login and the profile was created more than 24 hours ago, or exactly the third
 *     successful login, or the profile is exactly 14 calendar days old.
 *
 * Decisions: the "14 days old" rule counts calendar days in the user's time zone (the browser's,
 * `timeZone`, an IANA name): a profile created on the 1st is 14 days old on the whole of the 15th,
 * whatever the hour. "More than a day ago" is elapsed time (strictly more than 24 hours). An
 * unknown age (null) is not "5 or more", so rule (b) does not apply. Any other origin or
 * destination never prompts.
 */

export interface InterestsPromptUser {
  role: Role;
  age: number | null;
  interests: readonly string[];
  successLoginsCount: number;
  /** ISO-8601 instant the profile was created (`UserDetails.profileCreationDate`). */
  profileCreationDate: string;
}

export interface InterestsPromptInput {
  /** The page being left. */
  from: WebRouteName | null;
  /** The page being opened. */
  to: WebRouteName;
  user: InterestsPromptUser;
  now: Date;
  /** IANA time zone of the user (e.g. `Intl.DateTimeFormat().resolvedOptions().timeZone`). */
  timeZone: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date of an instant in a time zone, as a UTC day number. */
function zonedDayNumber(at: Date, timeZone: string): number {
  return Math.round(Date.parse(calendarDayIn(at, timeZone)) / DAY_MS);
}

/** Whole calendar days from `from` to `to` in `timeZone` (0 on the same local day). */
export function calendarDaysBetween(from: Date, to: Date, timeZone: string): number {
  return zonedDayNumber(to, timeZone) - zonedDayNumber(from, timeZone);
}

export function shouldPromptInterests(input: InterestsPromptInput): boolean {
  const { from, to, user, now, timeZone } = input;
  if (to !== 'browse') return false;

  if (from === 'students') {
    return (user.role === Role.CHILD || user.role === Role.STUDENT) && user.interests.length === 0;
  }

  if (from === 'profile-select') {
    const rule = CONSTANTS.interestsPrompt;
    if (user.role !== Role.CHILD || user.age === null || user.age < rule.minAge) return false;
    const created = new Date(user.profileCreationDate);
    if (Number.isNaN(created.getTime())) return false;
    const [firstLogin, thirdLogin] = rule.logins;
    if (user.successLoginsCount === firstLogin && now.getTime() - created.getTime() > DAY_MS)
      return true;
    if (user.successLoginsCount === thirdLogin) return true;
    return calendarDaysBetween(created, now, timeZone) === rule.profileAgeDays;
  }

  return false;
}
