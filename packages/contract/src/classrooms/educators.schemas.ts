import { z } from 'zod';
import { Role } from '../auth/roles.ts';
import { endpoint } from '../common/endpoint.ts';
import { MESSAGES } from '../common/messages.ts';
import { emailSchema, passwordSchema } from '../validation/basic.ts';
import { withoutProfanity } from '../validation/profanity.ts';
import { parseHourToMinutes } from '../validation/school-hours.ts';
import { safeTextSchema } from '../validation/text.ts';
import { TIME_ZONE_MESSAGE, isKnownTimeZone } from '../validation/time-zone.ts';
import { GRADES } from '../family/profiles.schemas.ts';

/**
 * Classrooms (issue 12), "educators": educator sign-up with a school (spec §2 /educator-signup,
 * §7 "Educator" and "Auth and account"), the educator's profile and settings (§3 "Teacher
 * profile"), schools (§3 "School") and the sign-up lookups. Educators do not pay: no 418.
 */

const tags = ['educators'] as const;
const TEACHER = [Role.TEACHER] as const;
const id = z.string().uuid();

export const EDUCATOR_MESSAGES = {
  // Spec §5 names the email check's fields; these texts are ours.
  emailAvailable: 'This email can be used.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  // Ours (spec §5 names the rules, not these texts).
  titleRequired: 'Please choose a title.',
  roleRequired: 'Please choose your role.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  nameTooLong: 'A name has at most 40 characters.',
  schoolNameRequired: 'Please enter the school’s name.',
  schoolNameTooLong: 'A school name has at most 120 characters.',
  addressTooLong: 'An address has at most 200 characters.',
  locationRequired: 'Please choose a location.',
  hourRequired: 'Please choose an hour.',
  hoursOrder: 'School must end after it starts.',
  avatarUnknown: 'Please choose an avatar from the list.',
  profileSaved: 'Your profile has been saved.',
  passwordChanged: 'Your password has been changed.',
  schoolSaved: 'The school has been saved.',
  // Spec §5 "Educator profile is incomplete without title and role; a school is incomplete
  // without hours and a location": the prompts (ours).
  profileIncomplete: 'Your profile is missing your title or role.',
  schoolIncomplete: 'Your school is missing its hours or location.',
  noSchool: 'Add your school so your classes know their school hours.',
} as const;

/** Spec §3 "Teacher profile" title (id): the id is what students see before the last name. */
export const EDUCATOR_TITLES = [
  { id: 'Mr.', name: 'Mr.' },
  { id: 'Ms.', name: 'Ms.' },
  { id: 'Mrs.', name: 'Mrs.' },
  { id: 'Mx.', name: 'Mx.' },
  { id: 'Dr.', name: 'Dr.' },
] as const;

/** Spec §3 educatorRole (id). */
export const EDUCATOR_ROLES = [
  { id: 'CLASSROOM_TEACHER', name: 'Classroom teacher' },
  { id: 'LIBRARIAN', name: 'School librarian' },
  { id: 'READING_SPECIALIST', name: 'Reading specialist' },
  { id: 'SPECIAL_EDUCATION', name: 'Special education teacher' },
  { id: 'ADMINISTRATOR', name: 'School administrator' },
  { id: 'HOMESCHOOL', name: 'Homeschool educator' },
  { id: 'OTHER', name: 'Other' },
] as const;

/** Spec §3 "location with id and timeZone": where a school is; its zone is the school's default. */
export const SCHOOL_LOCATIONS = [
  { id: 'US-ET', name: 'United States — Eastern', timeZone: 'America/New_York' },
  { id: 'US-CT', name: 'United States — Central', timeZone: 'America/Chicago' },
  { id: 'US-MT', name: 'United States — Mountain', timeZone: 'America/Denver' },
  { id: 'US-AZ', name: 'United States — Arizona', timeZone: 'America/Phoenix' },
  { id: 'US-PT', name: 'United States — Pacific', timeZone: 'America/Los_Angeles' },
  { id: 'US-AK', name: 'United States — Alaska', timeZone: 'America/Anchorage' },
  { id: 'US-HI', name: 'United States — Hawaii', timeZone: 'Pacific/Honolulu' },
  { id: 'CA-ET', name: 'Canada — Eastern', timeZone: 'America/Toronto' },
  { id: 'CA-PT', name: 'Canada — Pacific', timeZone: 'America/Vancouver' },
  { id: 'GB', name: 'United Kingdom', timeZone: 'Europe/London' },
  { id: 'IE', name: 'Ireland', timeZone: 'Europe/Dublin' },
  { id: 'AU-SYD', name: 'Australia — Sydney', timeZone: 'Australia/Sydney' },
  { id: 'NZ', name: 'New Zealand', timeZone: 'Pacific/Auckland' },
  { id: 'OTHER', name: 'Somewhere else', timeZone: 'UTC' },
] as const;

/** The school hours offered: 6AM to 6PM, whole hours ("8AM"–"3PM" as spec §3 writes them). */
export const SCHOOL_HOUR_OPTIONS: readonly string[] = Array.from({ length: 13 }, (_, i) => {
  const h = 6 + i;
  return h < 12 ? `${h}AM` : h === 12 ? '12PM' : `${h - 12}PM`;
});

const findTitle = (v: string) => EDUCATOR_TITLES.find((t) => t.id === v);
const findRole = (v: string) => EDUCATOR_ROLES.find((r) => r.id === v);
export const findLocation = (v: string | null | undefined) =>
  SCHOOL_LOCATIONS.find((l) => l.id === v);
export const educatorRoleName = (v: string | null | undefined) =>
  (v && findRole(v)?.name) ?? v ?? null;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const educatorTitleSchema = required(EDUCATOR_MESSAGES.titleRequired).refine(
  (v) => !!findTitle(v),
  EDUCATOR_MESSAGES.titleRequired,
);
export const educatorRoleSchema = required(EDUCATOR_MESSAGES.roleRequired).refine(
  (v) => !!findRole(v),
  EDUCATOR_MESSAGES.roleRequired,
);
const personName = (message: string) =>
  withoutProfanity(safeTextSchema.trim().min(1, message).max(40, EDUCATOR_MESSAGES.nameTooLong));

const hourSchema = required(EDUCATOR_MESSAGES.hourRequired).refine(
  (v) => parseHourToMinutes(v) !== null,
  EDUCATOR_MESSAGES.hourRequired,
);

export const schoolHoursBodySchema = z
  .object({ hoursFrom: hourSchema, hoursTo: hourSchema })
  .refine((h) => (parseHourToMinutes(h.hoursTo) ?? 0) > (parseHourToMinutes(h.hoursFrom) ?? 0), {
    message: EDUCATOR_MESSAGES.hoursOrder,
    path: ['hoursTo'],
  });

/** Spec §3 "School": name, address, locationId, hours; the time zone defaults to the location's. */
export const schoolBodySchema = z.object({
  name: withoutProfanity(
    safeTextSchema
      .trim()
      .min(1, EDUCATOR_MESSAGES.schoolNameRequired)
      .max(120, EDUCATOR_MESSAGES.schoolNameTooLong),
  ),
  address: safeTextSchema.trim().max(200, EDUCATOR_MESSAGES.addressTooLong).optional(),
  locationId: required(EDUCATOR_MESSAGES.locationRequired).refine(
    (v) => !!findLocation(v),
    EDUCATOR_MESSAGES.locationRequired,
  ),
  timeZone: z.string().max(64).refine(isKnownTimeZone, { message: TIME_ZONE_MESSAGE }).optional(),
  hours: schoolHoursBodySchema,
});
export type SchoolBody = z.input<typeof schoolBodySchema>;

export const schoolSchema = z.object({
  id,
  name: z.string(),
  address: z.string().nullable(),
  locationId: z.string().nullable(),
  location: z.object({ id: z.string(), name: z.string(), timeZone: z.string() }).nullable(),
  timeZone: z.string(),
  hours: z.object({ hoursFrom: z.string().nullable(), hoursTo: z.string().nullable() }),
  /** Spec §5: a school is incomplete without hours and a location. */
  complete: z.boolean(),
});
export type School = z.infer<typeof schoolSchema>;

export const schoolsResponseSchema = z.object({ schools: z.array(schoolSchema) });
export const schoolResponseSchema = z.object({ school: schoolSchema, message: z.string() });
export const schoolParamsSchema = z.object({ id });

/** POST /api/users/teacher/validate-email. */
export const validateEmailBodySchema = z.object({ email: emailSchema });
/** Spec §5: the email check returns isError, exists and a message; the message is shown. */
export const validateEmailResponseSchema = z.object({
  isError: z.boolean(),
  exists: z.boolean(),
  message: z.string(),
});
export type ValidateEmailResponse = z.infer<typeof validateEmailResponseSchema>;

/** POST /api/v2/users/teacher (spec §7: email, password; returns a token). */
export const teacherSignupBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  consentToReceiveUpdates: z.boolean().optional(),
});
export type TeacherSignupBody = z.input<typeof teacherSignupBodySchema>;
export const teacherSignupResponseSchema = z.object({ accessToken: z.string() });

/** The educator details step (spec §3 "Teacher profile" fields). */
export const educatorDetailsSchema = z.object({
  title: educatorTitleSchema,
  educatorRole: educatorRoleSchema,
  firstName: personName(EDUCATOR_MESSAGES.firstNameRequired),
  lastName: personName(EDUCATOR_MESSAGES.lastNameRequired),
});

/** POST /api/users/teacher/onboarding: the educator details and their school (createSchool). */
export const teacherOnboardingBodySchema = educatorDetailsSchema.extend({
  school: schoolBodySchema,
});
export type TeacherOnboardingBody = z.input<typeof teacherOnboardingBodySchema>;

/**
 * PUT /api/users/teacher/profile (spec §3 "Educator profile payload"): the fields sent change;
 * `newPassword` needs `currentPassword` (spec §5 password texts).
 */
export const teacherProfileUpdateSchema = z
  .object({
    title: educatorTitleSchema.optional(),
    educatorRole: educatorRoleSchema.optional(),
    firstName: personName(EDUCATOR_MESSAGES.firstNameRequired).optional(),
    lastName: personName(EDUCATOR_MESSAGES.lastNameRequired).optional(),
    avatarId: safeTextSchema.trim().min(1).max(80).nullable().optional(),
    aiCompanionActive: z.boolean().optional(),
    currentPassword: z.string().max(200).optional(),
    newPassword: passwordSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword === undefined) return;
    if (!v.currentPassword) {
      ctx.addIssue({
        code: 'custom',
        message: MESSAGES.passwordRequired,
        path: ['currentPassword'],
      });
    } else if (v.currentPassword === v.newPassword) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.passwordSameAsOld, path: ['newPassword'] });
    }
  });
export type TeacherProfileUpdate = z.input<typeof teacherProfileUpdateSchema>;

/** The settings page's password change form (current, new, confirm). */
export const teacherPasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, MESSAGES.passwordRequired),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  })
  .refine((v) => !v.newPassword || v.newPassword !== v.currentPassword, {
    message: MESSAGES.passwordSameAsOld,
    path: ['newPassword'],
  });

const optionSchema = z.object({ id: z.string(), name: z.string() });

/** GET /api/users/teacher/profile. */
export const teacherProfileSchema = z.object({
  id,
  email: z.string(),
  title: z.string().nullable(),
  educatorRole: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  avatarId: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  aiCompanionActive: z.boolean(),
  /** Spec §5: incomplete without title and role. */
  profileComplete: z.boolean(),
  schools: z.array(schoolSchema),
  /** Starter avatars an educator may wear. */
  avatars: z.array(z.object({ id: z.string(), name: z.string(), imageUrl: z.string() })),
});
export type TeacherProfile = z.infer<typeof teacherProfileSchema>;
export const teacherProfileResponseSchema = z.object({
  profile: teacherProfileSchema,
  message: z.string(),
});

export const lookupListSchema = z.array(optionSchema);
export const locationsResponseSchema = z.array(
  z.object({ id: z.string(), name: z.string(), timeZone: z.string() }),
);
export const gradesResponseSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

export const educatorsApi = {
  validateEmail: endpoint({
    method: 'POST',
    path: '/api/users/teacher/validate-email',
    access: 'public',
    summary: 'Whether an email can open an educator account (isError, exists, message)',
    tags,
    body: validateEmailBodySchema,
    response: validateEmailResponseSchema,
  }),
  signup: endpoint({
    method: 'POST',
    path: '/api/v2/users/teacher',
    access: 'public',
    summary: 'Create an educator account (no subscription needed); answers its access token',
    tags,
    body: teacherSignupBodySchema,
    response: teacherSignupResponseSchema,
  }),
  onboarding: endpoint({
    method: 'POST',
    path: '/api/users/teacher/onboarding',
    access: TEACHER,
    summary: "The educator's details and school (sign-up step 2)",
    tags,
    body: teacherOnboardingBodySchema,
    response: teacherProfileResponseSchema,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/users/teacher/profile',
    access: TEACHER,
    summary: "The educator's profile, schools and completeness",
    tags,
    response: teacherProfileSchema,
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/users/teacher/profile',
    access: TEACHER,
    summary: "Change the educator's title, role, name, avatar, AI companion or password",
    tags,
    body: teacherProfileUpdateSchema,
    response: teacherProfileResponseSchema,
  }),
  titles: endpoint({
    method: 'GET',
    path: '/api/titles',
    access: 'public',
    summary: 'Educator titles',
    tags,
    response: lookupListSchema,
  }),
  educatorRoles: endpoint({
    method: 'GET',
    path: '/api/educator-roles',
    access: 'public',
    summary: 'Educator roles',
    tags,
    response: lookupListSchema,
  }),
  locations: endpoint({
    method: 'GET',
    path: '/api/locations',
    access: 'public',
    summary: 'School locations with their time zones',
    tags,
    response: locationsResponseSchema,
  }),
  grades: endpoint({
    method: 'GET',
    path: '/api/user-grades',
    access: 'public',
    summary: 'School grades',
    tags,
    response: gradesResponseSchema,
  }),
  schools: endpoint({
    method: 'GET',
    path: '/api/schools',
    access: TEACHER,
    summary: "The educator's schools",
    tags,
    response: schoolsResponseSchema,
  }),
  createSchool: endpoint({
    method: 'POST',
    path: '/api/schools',
    access: TEACHER,
    summary: 'Add a school to the educator',
    tags,
    body: schoolBodySchema,
    response: schoolResponseSchema,
  }),
  updateSchool: endpoint({
    method: 'PUT',
    path: '/api/schools/:id',
    access: TEACHER,
    summary: "Change one of the educator's schools",
    tags,
    params: schoolParamsSchema,
    body: schoolBodySchema,
    response: schoolResponseSchema,
  }),
} as const;

/** Lookups as the server answers them. */
export const EDUCATOR_LOOKUPS = {
  titles: EDUCATOR_TITLES.map((t) => ({ id: t.id, name: t.name })),
  educatorRoles: EDUCATOR_ROLES.map((r) => ({ id: r.id, name: r.name })),
  locations: SCHOOL_LOCATIONS.map((l) => ({ id: l.id, name: l.name, timeZone: l.timeZone })),
  grades: GRADES.map((g) => ({ id: g.id, name: g.name })),
};
