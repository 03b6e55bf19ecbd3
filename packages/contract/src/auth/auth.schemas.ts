import { z } from 'zod';
import { Role } from './roles.ts';
import { endpoint } from '../common/endpoint.ts';
import { emailSchema, passwordSchema } from '../validation/basic.ts';
import { MESSAGES } from '../common/messages.ts';

const roleSchema = z.enum([Role.ADMIN, Role.PARENT, Role.CHILD, Role.TEACHER, Role.STUDENT]);
const id = z.string().uuid();

export const avatarPartSchema = z.object({ id: z.string(), imageUrl: z.string() }).nullable();
export const avatarSettingsSchema = z.object({
  avatar: avatarPartSchema,
  frame: avatarPartSchema,
  sticker: avatarPartSchema,
});

export const schoolHoursSchema = z.object({
  hoursFrom: z.string().describe('Start hour, e.g. 8AM'),
  hoursTo: z.string().describe('End hour, e.g. 3PM'),
});

export const classroomSummarySchema = z.object({
  id,
  name: z.string(),
  loginCode: z.string(),
  school: z.object({
    id,
    name: z.string(),
    timeZone: z.string(),
    hours: schoolHoursSchema,
  }),
});

/** Spec §3 "User profile". `email` is null for CHILD and STUDENT. */
export const userDetailsSchema = z.object({
  id,
  role: roleSchema,
  email: z.string().nullable(),
  name: z.string(),
  age: z.number().int().nullable(),
  avatarSettings: avatarSettingsSchema,
  testUser: z.boolean(),
  parentId: id.nullable(),
  teacherIds: z.array(id),
  customerId: z.string().nullable(),
  extraData: z.object({
    dataUpdateRequired: z.boolean(),
    classroomsUpdateRequired: z.boolean(),
  }),
  interests: z.array(z.string()),
  ageId: z.number().int().nullable(),
  profileCreationDate: z.string(),
  successLoginsCount: z.number().int(),
  avatarId: z.string().nullable(),
  frameId: z.string().nullable(),
  stickerId: z.string().nullable(),
  /** Parent only: how many child profiles exist. */
  childCount: z.number().int().optional(),
  /** Student only: the classroom signed in to. */
  classroom: classroomSummarySchema.optional(),
  /**
   * Parent only: until when this session may open the parent areas (the parent gate: the
   * account password re-entered recently); null when it has not passed the gate.
   */
  parentGateUntil: z.string().nullable().optional(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const sessionResponseSchema = z.object({ token: z.string(), user: userDetailsSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
  accessToken: z.string().optional(),
});

export const classCodeSchema = z
  .string({ error: 'Please enter your class code.' })
  .trim()
  .min(1, 'Please enter your class code.')
  .max(12, 'A class code has at most 12 characters.')
  .transform((v) => v.toUpperCase());

export const pinSchema = z
  .string({ error: 'Please enter your PIN.' })
  .regex(/^\d{4,6}$/, 'A PIN is 4 to 6 digits.');

export const studentLoginBodySchema = z.object({
  classCode: classCodeSchema,
  studentId: id,
  passCode: pinSchema,
  /** A class device's token (docs/decisions/025): its PIN tries count apart from strangers'. */
  deviceToken: z.string().max(200).optional(),
});

export const classStudentSchema = z.object({
  id,
  name: z.string(),
  avatarSettings: avatarSettingsSchema,
});
export const classStudentsResponseSchema = z.object({
  classroom: z.object({ id, name: z.string(), loginCode: z.string(), teacherName: z.string() }),
  students: z.array(classStudentSchema),
});

export const profileSummarySchema = z.object({
  id,
  name: z.string(),
  age: z.number().int().nullable(),
  avatarSettings: avatarSettingsSchema,
});
export const profileListSchema = z.array(profileSummarySchema);

export const passwordResetBodySchema = z.object({ email: emailSchema });
export const messageResponseSchema = z.object({ message: z.string() });
export const tokenValidationQuerySchema = z.object({ token: z.string().min(1) });
export const tokenValidationResponseSchema = z.object({
  valid: z.boolean(),
  email: z.string().optional(),
});

const confirmed = <T extends z.ZodObject<{ newPassword: z.ZodType; confirmPassword: z.ZodType }>>(
  s: T,
) =>
  s.refine((v) => v.newPassword === v.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

export const passwordUpdateBodySchema = confirmed(
  z.object({ token: z.string().min(1), newPassword: passwordSchema, confirmPassword: z.string() }),
);

export const passwordChangeBodySchema = confirmed(
  z.object({
    currentPassword: z.string().min(1, MESSAGES.passwordRequired),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  }),
).refine((v) => v.newPassword !== v.currentPassword, {
  message: MESSAGES.passwordSameAsOld,
  path: ['newPassword'],
});

export const verifyPasswordBodySchema = z.object({
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
});

export const profileParamsSchema = z.object({ id });

const tags = ['auth'] as const;

export const authApi = {
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    summary: 'Sign in with email and password',
    tags,
    body: loginBodySchema,
    response: sessionResponseSchema,
  }),
  studentLogin: endpoint({
    method: 'POST',
    path: '/api/student/login',
    access: 'public',
    summary: 'Student sign-in with class code and PIN',
    tags,
    body: studentLoginBodySchema,
    response: sessionResponseSchema,
  }),
  classStudents: endpoint({
    method: 'GET',
    path: '/api/classrooms/students',
    access: 'public',
    summary: 'Students of a class, by class code (for the student sign-in page)',
    tags,
    query: z.object({ classCode: classCodeSchema }),
    response: classStudentsResponseSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    access: 'signedIn',
    summary: 'Revoke the current session',
    tags,
  }),
  details: endpoint({
    method: 'GET',
    path: '/api/users/details',
    access: 'signedIn',
    summary: 'The signed-in user',
    tags,
    response: userDetailsSchema,
  }),
  profileList: endpoint({
    method: 'GET',
    path: '/api/profile/list',
    access: [Role.PARENT, Role.CHILD],
    summary: "The family's child profiles (a child token sees its siblings)",
    tags,
    response: profileListSchema,
  }),
  selectProfile: endpoint({
    method: 'POST',
    path: '/api/profile/:id',
    access: [Role.PARENT, Role.CHILD],
    summary: 'Use a child profile: returns that child’s token',
    tags,
    params: profileParamsSchema,
    response: sessionResponseSchema,
  }),
  verifyPassword: endpoint({
    method: 'POST',
    path: '/api/users/password/verify',
    access: [Role.PARENT, Role.CHILD],
    summary: 'Re-enter the family account password (parent gate): returns a parent session',
    tags,
    body: verifyPasswordBodySchema,
    response: sessionResponseSchema,
  }),
  passwordReset: endpoint({
    method: 'POST',
    path: '/api/users/password/reset',
    access: 'public',
    summary: 'Email a single-use password reset link',
    tags,
    body: passwordResetBodySchema,
    response: messageResponseSchema,
  }),
  tokenValidation: endpoint({
    method: 'GET',
    path: '/api/users/password/token-validation',
    access: 'public',
    summary: 'Check a password reset token',
    tags,
    query: tokenValidationQuerySchema,
    response: tokenValidationResponseSchema,
  }),
  passwordUpdate: endpoint({
    method: 'POST',
    path: '/api/users/password/update',
    access: 'public',
    summary: 'Set a new password with a reset token',
    tags,
    body: passwordUpdateBodySchema,
    response: messageResponseSchema,
  }),
  passwordChange: endpoint({
    method: 'PUT',
    path: '/api/users/profile/password',
    access: [Role.PARENT, Role.TEACHER, Role.ADMIN],
    summary: 'Change the password of the signed-in account',
    tags,
    body: passwordChangeBodySchema,
    response: messageResponseSchema,
  }),
} as const;
