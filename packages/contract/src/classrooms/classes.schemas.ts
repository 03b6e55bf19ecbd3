import { z } from 'zod';
import { Role } from '../auth/roles.ts';
import { avatarSettingsSchema, pinSchema, sessionResponseSchema } from '../auth/auth.schemas.ts';
import { endpoint } from '../common/endpoint.ts';
import { withoutProfanity } from '../validation/profanity.ts';
import { safeTextSchema } from '../validation/text.ts';
import {
  GRADES,
  READING_LEVEL_SYSTEMS,
  PROFILE_MESSAGES,
  checkReadingLevelValue,
  readingLevelValueFields,
} from '../family/profiles.schemas.ts';

/**
 * Classrooms (issue 12), "classes": an educator's classes and students (spec §2 /classroom/*,
 * §3 "Classroom", "Student update", §7 "Classrooms", "Child and student"), class codes, login
 * cards with a QR sign-in, class devices and the teacher's view of sign-in lockouts
 * (docs/decisions/025).
 */

const tags = ['classrooms'] as const;
const id = z.string().uuid();
const teacher = [Role.TEACHER] as const;

/** Texts of the class flows (ours: the spec names the flows, not these texts). */
export const CLASS_MESSAGES = {
  nameRequired: 'Please enter a class name.',
  nameTooLong: 'A class name has at most 60 characters.',
  firstNameRequired: 'Please enter a first name.',
  lastNameRequired: 'Please enter a last name.',
  nameTooLongStudent: 'A name has at most 40 characters.',
  studentsRequired: 'Please add at least one student.',
  tooManyStudents: 'A class has at most 40 students.',
  created: (name: string) => `${name} is ready.`,
  studentsAdded: (n: number) => (n === 1 ? '1 student added.' : `${n} students added.`),
  studentsRemoved: (n: number) => (n === 1 ? '1 student removed.' : `${n} students removed.`),
  studentSaved: 'Student saved.',
  pinSaved: 'PIN saved.',
  classSaved: 'Class saved.',
  codeRotated: 'New class code ready. Old login cards no longer work.',
  archived: (n: number) => (n === 1 ? 'Class archived.' : `${n} classes archived.`),
  lockoutCleared: 'Sign-in unlocked.',
  cardReset: 'This login card no longer works. Print a new one.',
  deviceTrusted: 'This computer is now a class device.',
  deviceRemoved: 'Class device removed.',
  cardInvalid: 'This login card no longer works. Ask your teacher for a new one.',
  classArchived: 'This class is archived.',
  classesRequired: 'Please choose at least one class.',
} as const;

/** How many students one class may hold (ours). */
export const MAX_STUDENTS_PER_CLASS = 40;

/**
 * Class code alphabet: no 0/O, 1/I/L, so a code read aloud or copied from a card is never
 * ambiguous. Codes are 6 characters from a CSPRNG (31^6 ≈ 887 million).
 */
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_LENGTH = 6;

/**
 * Age of a student derived from the grade (spec §3 "Student update" carries a grade, not an
 * age): Pre-K is 4, Kindergarten 5, 1st grade 6 … 9th grade 14.
 */
export function ageForGrade(gradeId: number): number {
  return gradeId + 3;
}

const className = withoutProfanity(
  safeTextSchema.trim().min(1, CLASS_MESSAGES.nameRequired).max(60, CLASS_MESSAGES.nameTooLong),
);
const firstName = withoutProfanity(
  safeTextSchema
    .trim()
    .min(1, CLASS_MESSAGES.firstNameRequired)
    .max(40, CLASS_MESSAGES.nameTooLongStudent),
);
const lastName = withoutProfanity(
  safeTextSchema
    .trim()
    .min(1, CLASS_MESSAGES.lastNameRequired)
    .max(40, CLASS_MESSAGES.nameTooLongStudent),
);
export const classGradeIdSchema = z
  .number({ error: PROFILE_MESSAGES.gradeUnknown })
  .int()
  .refine((g) => GRADES.some((x) => x.id === g), PROFILE_MESSAGES.gradeUnknown);

/** A student's current reading level in one system (one per system). */
export const studentReadingLevelSchema = z
  .object(readingLevelValueFields)
  .superRefine(checkReadingLevelValue);
const readingLevels = z
  .array(studentReadingLevelSchema)
  .max(READING_LEVEL_SYSTEMS.length)
  .refine(
    (l) => new Set(l.map((x) => x.readingLevelSystem)).size === l.length,
    'One level per system, please.',
  );

/** A new student: without a PIN one is made up (4 digits from a CSPRNG). */
export const newStudentSchema = z.object({
  firstName,
  lastName,
  gradeId: classGradeIdSchema,
  passCode: pinSchema.optional(),
  readingLevels: readingLevels.optional(),
});
export type NewStudent = z.infer<typeof newStudentSchema>;

const studentList = z
  .array(newStudentSchema)
  .min(1, CLASS_MESSAGES.studentsRequired)
  .max(MAX_STUDENTS_PER_CLASS, CLASS_MESSAGES.tooManyStudents);

export const createClassBodySchema = z.object({
  name: className,
  gradeId: classGradeIdSchema,
  /** The school the class belongs to; the educator's own school when absent. */
  schoolId: id.optional(),
  students: studentList,
});
export type CreateClassBody = z.infer<typeof createClassBodySchema>;

export const updateClassBodySchema = z.object({ name: className, gradeId: classGradeIdSchema });
export type UpdateClassBody = z.infer<typeof updateClassBodySchema>;

export const addStudentsBodySchema = z.object({ students: studentList });
export const removeStudentsBodySchema = z.object({
  studentIds: z.array(id).min(1, CLASS_MESSAGES.studentsRequired).max(MAX_STUDENTS_PER_CLASS),
});
export const disableClassBodySchema = z.object({ disabled: z.boolean() });
export const archiveClassesBodySchema = z.object({
  classroomIds: z.array(id).min(1, CLASS_MESSAGES.classesRequired).max(50),
});

/** PATCH /api/users/student/{id} (spec §3 "Student update"): only the fields sent change. */
export const updateStudentBodySchema = z.object({
  firstName: firstName.optional(),
  lastName: lastName.optional(),
  gradeId: classGradeIdSchema.optional(),
  readingLevels: readingLevels.optional(),
});
export type UpdateStudentBody = z.infer<typeof updateStudentBodySchema>;
export const passCodeBodySchema = z.object({ passCode: pinSchema });

export const classStudentDetailSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  gradeId: z.number().int().nullable(),
  age: z.number().int().nullable(),
  /** The PIN as printed on the login card; null for a student whose PIN was set elsewhere. */
  passCode: z.string().nullable(),
  readingLevels: z.array(
    z.object({ readingLevelSystem: z.enum(READING_LEVEL_SYSTEMS), readingLevelValue: z.string() }),
  ),
  avatarSettings: avatarSettingsSchema,
  /** Until when PIN sign-in is locked for this student from devices that are not class devices. */
  lockedUntil: z.string().nullable(),
  /** Failed PIN tries counted in the current window (untrusted devices). */
  failedTries: z.number().int(),
});
export type ClassStudentDetail = z.infer<typeof classStudentDetailSchema>;

export const classDeviceSchema = z.object({
  id,
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ClassDevice = z.infer<typeof classDeviceSchema>;

export const classSummarySchema = z.object({
  id,
  name: z.string(),
  gradeId: z.number().int().nullable(),
  loginCode: z.string(),
  studentCount: z.number().int(),
  disabled: z.boolean(),
  archived: z.boolean(),
  school: z.object({ id, name: z.string() }),
  createdAt: z.string(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

export const classDetailSchema = classSummarySchema.extend({
  students: z.array(classStudentDetailSchema),
  devices: z.array(classDeviceSchema),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;

export const classParams = z.object({ id });
export const classStudentParams = z.object({ id, studentId: id });
export const classDeviceParams = z.object({ id, deviceId: id });

const messageSchema = z.object({ message: z.string() });

export const classesApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/classrooms',
    access: teacher,
    summary: "The educator's classes (archived ones last)",
    tags,
    query: z.object({ archived: z.enum(['true', 'false']).optional() }),
    response: z.array(classSummarySchema),
  }),
  freshCode: endpoint({
    method: 'GET',
    path: '/api/classrooms/classcode',
    access: teacher,
    summary: 'A new, unused class code (shown before a class is created)',
    tags,
    response: z.object({ classCode: z.string() }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/classrooms',
    access: teacher,
    summary: 'Create a class with its students (one transaction); the class code is made here',
    tags,
    body: createClassBodySchema,
    response: classDetailSchema,
  }),
  archiveMany: endpoint({
    method: 'POST',
    path: '/api/classrooms/archive',
    access: teacher,
    summary: 'Archive one or several classes (all or none)',
    tags,
    body: archiveClassesBodySchema,
    response: messageSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/classrooms/:id',
    access: teacher,
    summary: 'A class with its students, PINs, lockouts and class devices',
    tags,
    params: classParams,
    response: classDetailSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/classrooms/:id',
    access: teacher,
    summary: 'Rename a class or change its grade',
    tags,
    params: classParams,
    body: updateClassBodySchema,
    response: classDetailSchema,
  }),
  archive: endpoint({
    method: 'DELETE',
    path: '/api/classrooms/:id',
    access: teacher,
    summary: 'Archive a class: students can no longer sign in, data is kept',
    tags,
    params: classParams,
    response: messageSchema,
  }),
  disable: endpoint({
    method: 'PUT',
    path: '/api/classrooms/:id/disable',
    access: teacher,
    summary: 'Pause or resume student sign-in for a class',
    tags,
    params: classParams,
    body: disableClassBodySchema,
    response: classDetailSchema,
  }),
  rotateCode: endpoint({
    method: 'POST',
    path: '/api/classrooms/:id/classcode',
    access: teacher,
    summary: "A new class code for a class; every login card's QR code stops working",
    tags,
    params: classParams,
    response: classDetailSchema,
  }),
  addStudents: endpoint({
    method: 'POST',
    path: '/api/classrooms/:id/students',
    access: teacher,
    summary: 'Add students to a class',
    tags,
    params: classParams,
    body: addStudentsBodySchema,
    response: classDetailSchema,
  }),
  removeStudents: endpoint({
    method: 'DELETE',
    path: '/api/classrooms/:id/students',
    access: teacher,
    summary: 'Remove students from a class (their accounts are deleted)',
    tags,
    params: classParams,
    body: removeStudentsBodySchema,
    response: classDetailSchema,
  }),
  clearLockout: endpoint({
    method: 'DELETE',
    path: '/api/classrooms/:id/students/:studentId/lockout',
    access: teacher,
    summary: "Clear a student's PIN sign-in lockout",
    tags,
    params: classStudentParams,
    response: messageSchema,
  }),
  resetCard: endpoint({
    method: 'POST',
    path: '/api/classrooms/:id/students/:studentId/card-reset',
    access: teacher,
    summary: "Revoke a student's login card QR code (a new card must be printed)",
    tags,
    params: classStudentParams,
    response: messageSchema,
  }),
  loginCards: endpoint({
    method: 'GET',
    path: '/api/classrooms/:id/login-cards.pdf',
    access: teacher,
    summary: 'Printable login cards: one PDF, a card per student with a QR sign-in code',
    tags,
    params: classParams,
    response: z.string().describe('application/pdf'),
  }),
  trustDevice: endpoint({
    method: 'POST',
    path: '/api/classrooms/:id/devices',
    access: teacher,
    summary: "Make the caller's computer a class device (its token is returned once)",
    tags,
    params: classParams,
    body: z.object({ label: safeTextSchema.trim().min(1).max(40) }),
    response: z.object({ token: z.string(), device: classDeviceSchema }),
  }),
  removeDevice: endpoint({
    method: 'DELETE',
    path: '/api/classrooms/:id/devices/:deviceId',
    access: teacher,
    summary: 'Stop trusting a class device',
    tags,
    params: classDeviceParams,
    response: messageSchema,
  }),
  updateStudent: endpoint({
    method: 'PATCH',
    path: '/api/users/student/:id',
    access: teacher,
    summary: "Edit a student of one of the educator's classes",
    tags,
    params: classParams,
    body: updateStudentBodySchema,
    response: classStudentDetailSchema,
  }),
  setPassCode: endpoint({
    method: 'PUT',
    path: '/api/students/:id/pass-code',
    access: teacher,
    summary: "Set a student's PIN (clears the student's lockout)",
    tags,
    params: classParams,
    body: passCodeBodySchema,
    response: messageSchema,
  }),
  cardLogin: endpoint({
    method: 'POST',
    path: '/api/student/card-login',
    access: 'public',
    summary: "Student sign-in with a login card's QR code token",
    tags,
    body: z.object({ token: z.string().min(1).max(300) }),
    response: sessionResponseSchema,
  }),
} as const;
