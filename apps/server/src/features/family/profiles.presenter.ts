import type { Child, ReadingLevelEntry, ReadingLevelSystem } from '@pagebird/contract';
import type { ChildReadingLevelRow, UserRow } from '../../db/schema/index.ts';
import { ageOf, toAvatarSettings } from '../auth/auth.presenter.ts';

export function toReadingLevelEntry(r: ChildReadingLevelRow): ReadingLevelEntry {
  return {
    id: r.id,
    dateTaken: r.dateTaken,
    readingLevelSystem: r.system as ReadingLevelSystem,
    readingLevelValue: r.value,
    approximateReadingLevel: Math.round(r.approximateLevel * 10) / 10,
  };
}

/**
 * Spec §3 "Child". The history is oldest first; the current approximate level is the one of
 * the latest assessment (by date taken, then by when it was recorded).
 */
export function toChild(u: UserRow, levels: ChildReadingLevelRow[], now: Date): Child {
  const history = levels
    .filter((l) => l.childId === u.id)
    .sort(
      (a, b) =>
        a.dateTaken.localeCompare(b.dateTaken) || a.createdAt.getTime() - b.createdAt.getTime(),
    )
    .map(toReadingLevelEntry);
  return {
    id: u.id,
    name: u.name,
    surname: u.surname,
    ageId: ageOf(u, now),
    gradeId: u.gradeId,
    readingLevelHistory: history,
    currentApproximateReadingLevel: history.at(-1)?.approximateReadingLevel ?? null,
    avatarSettings: toAvatarSettings(u),
    interests: u.interests,
    profileCreationDate: u.createdAt.toISOString(),
  };
}
