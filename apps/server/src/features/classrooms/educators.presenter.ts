import {
  EDUCATOR_ROLES,
  findLocation,
  isEducatorProfileComplete,
  isSchoolComplete,
  type School,
  type TeacherProfile,
} from '@pagebird/contract';
import type { SchoolRow, UserRow } from '../../db/schema/index.ts';
import { avatarImageUrl } from '../auth/auth.presenter.ts';

export function toSchool(s: SchoolRow): School {
  const location = findLocation(s.locationId);
  const hours = { hoursFrom: s.hoursFrom, hoursTo: s.hoursTo };
  return {
    id: s.id,
    name: s.name,
    address: s.address,
    locationId: s.locationId,
    location: location
      ? { id: location.id, name: location.name, timeZone: location.timeZone }
      : null,
    timeZone: s.timeZone,
    hours,
    complete: isSchoolComplete({ hours, locationId: location?.id ?? null }),
  };
}

/** A role stored by its name (older rows, the demo seed) reads as its id. */
function roleId(stored: string | null): string | null {
  if (!stored) return null;
  return EDUCATOR_ROLES.find((r) => r.id === stored || r.name === stored)?.id ?? stored;
}

export function toTeacherProfile(
  u: UserRow,
  schools: SchoolRow[],
  avatars: Array<{ id: string; name: string }>,
): TeacherProfile {
  const educatorRole = roleId(u.educatorRole);
  return {
    id: u.id,
    email: u.email ?? '',
    title: u.title,
    educatorRole,
    firstName: u.name,
    lastName: u.surname,
    avatarId: u.avatarId,
    avatarUrl: u.avatarId ? avatarImageUrl('avatar', u.avatarId) : null,
    aiCompanionActive: u.aiCompanionActive,
    profileComplete: isEducatorProfileComplete({ title: u.title, educatorRole }),
    schools: schools.map(toSchool),
    avatars: avatars.map((a) => ({ ...a, imageUrl: avatarImageUrl('avatar', a.id) })),
  };
}
