import type { z } from 'zod';
import {
  Role,
  type avatarSettingsSchema,
  type classroomSummarySchema,
  type classStudentsResponseSchema,
  type profileSummarySchema,
  type UserDetails,
} from '@pagebird/contract';
import type { UserRow } from '../../db/schema/index.ts';
import type { ClassroomWithSchool } from './auth.repo.ts';

type AvatarSettings = z.infer<typeof avatarSettingsSchema>;

/**
 * Image URL of an avatar item: the picture route of the rewards feature (rewardArtApi), which
 * owns the avatar, frame and sticker catalogue.
 */
export function avatarImageUrl(kind: 'avatar' | 'frame' | 'sticker', id: string): string {
  return `/api/avatars/${kind}s/${encodeURIComponent(id)}/image`;
}

export function toAvatarSettings(
  u: Pick<UserRow, 'avatarId' | 'frameId' | 'stickerId'>,
): AvatarSettings {
  const part = (kind: 'avatar' | 'frame' | 'sticker', id: string | null) =>
    id ? { id, imageUrl: avatarImageUrl(kind, id) } : null;
  return {
    avatar: part('avatar', u.avatarId),
    frame: part('frame', u.frameId),
    sticker: part('sticker', u.stickerId),
  };
}

/** Age in years from the birth year (null when unknown). */
export function ageOf(u: Pick<UserRow, 'birthYear'>, now: Date): number | null {
  return u.birthYear == null ? null : Math.max(0, now.getUTCFullYear() - u.birthYear);
}

export function fullName(u: Pick<UserRow, 'name' | 'surname'>): string {
  return [u.name, u.surname].filter((s) => s && s.trim()).join(' ');
}

/** How students see their teacher: "Ms. Teacher" (title and last name) when known. */
export function teacherDisplayName(t: {
  name: string;
  surname: string | null;
  title: string | null;
}): string {
  if (t.title && t.surname) return `${t.title} ${t.surname}`;
  return fullName(t);
}

/** "Ava B." — how the student sign-in picker names a student. */
export function pickerName(u: Pick<UserRow, 'name' | 'surname'>): string {
  const initial = u.surname?.trim().charAt(0);
  return initial ? `${u.name} ${initial.toUpperCase()}.` : u.name;
}

export function toClassroomSummary(c: ClassroomWithSchool): z.infer<typeof classroomSummarySchema> {
  return {
    id: c.id,
    name: c.name,
    loginCode: c.loginCode,
    school: {
      id: c.school.id,
      name: c.school.name,
      timeZone: c.school.timeZone,
      hours: { hoursFrom: c.school.hoursFrom ?? '', hoursTo: c.school.hoursTo ?? '' },
    },
  };
}

/** Spec §3 "User profile". CHILD and STUDENT never carry an email. */
export function toUserDetails(
  u: UserRow,
  extra: { now: Date; childCount?: number; teacherIds?: string[]; classroom?: ClassroomWithSchool },
): UserDetails {
  const kid = u.role === Role.CHILD || u.role === Role.STUDENT;
  const age = ageOf(u, extra.now);
  const details: UserDetails = {
    id: u.id,
    role: u.role,
    email: kid ? null : u.email,
    name: fullName(u),
    age,
    avatarSettings: toAvatarSettings(u),
    testUser: u.testUser,
    parentId: u.parentId,
    teacherIds: extra.teacherIds ?? [],
    customerId: u.customerId,
    extraData: {
      dataUpdateRequired: u.dataUpdateRequired,
      classroomsUpdateRequired: u.classroomsUpdateRequired,
    },
    interests: u.interests,
    ageId: age,
    profileCreationDate: u.createdAt.toISOString(),
    successLoginsCount: u.successLoginsCount,
    avatarId: u.avatarId,
    frameId: u.frameId,
    stickerId: u.stickerId,
  };
  if (u.role === Role.PARENT) details.childCount = extra.childCount ?? 0;
  if (u.role === Role.STUDENT && extra.classroom)
    details.classroom = toClassroomSummary(extra.classroom);
  return details;
}

export function toProfileSummary(u: UserRow, now: Date): z.infer<typeof profileSummarySchema> {
  return { id: u.id, name: fullName(u), age: ageOf(u, now), avatarSettings: toAvatarSettings(u) };
}

export function toClassStudents(
  c: ClassroomWithSchool,
  students: UserRow[],
): z.infer<typeof classStudentsResponseSchema> {
  return {
    classroom: {
      id: c.id,
      name: c.name,
      loginCode: c.loginCode,
      teacherName: teacherDisplayName(c.teacher),
    },
    // Public to anyone with the class code: first name and last initial only.
    students: students.map((s) => ({
      id: s.id,
      name: pickerName(s),
      avatarSettings: toAvatarSettings(s),
    })),
  };
}
