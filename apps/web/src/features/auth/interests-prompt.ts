import { CONSTANTS, type UserDetails } from '@pagebird/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec §4 "Interests prompt", students page → browse: no interests yet → interests-selection. */
export function promptInterestsAfterStudentLogin(user: UserDetails): boolean {
  return user.interests.length === 0;
}

/**
 * Spec §4 "Interests prompt", profile-select → browse: a child aged 5 or more is prompted on
 * exactly the first successful login when the profile is more than a day old, on the third
 * successful login, or when the profile is exactly 14 days old.
 */
export function promptInterestsAfterProfileSelect(user: UserDetails, now = Date.now()): boolean {
  if ((user.age ?? 0) < CONSTANTS.interestsPrompt.minAge) return false;
  const created = Date.parse(user.profileCreationDate);
  const ageMs = Number.isNaN(created) ? 0 : now - created;
  const ageDays = Math.floor(ageMs / DAY_MS);
  const [first, third] = CONSTANTS.interestsPrompt.logins;
  return (
    (user.successLoginsCount === first && ageMs > DAY_MS) ||
    user.successLoginsCount === third ||
    ageDays === CONSTANTS.interestsPrompt.profileAgeDays
  );
}
