import { z } from 'zod';
import { Role } from '../auth/roles.ts';
import { avatarSettingsSchema } from '../auth/auth.schemas.ts';
import { endpoint } from '../common/endpoint.ts';
import { CONSTANTS } from '../common/constants.ts';
import { MESSAGES } from '../common/messages.ts';
import { emailSchema } from '../validation/basic.ts';
import { withoutProfanity } from '../validation/profanity.ts';
import { safeTextSchema } from '../validation/text.ts';
import { interestIdsSchema } from '../interests/interests.schemas.ts';
import { childTotalsSchema } from './insights.schemas.ts';

/**
 * Families (issue 11), "profiles": onboarding and child profiles (spec §2 /onboarding,
 * /dashboard/edit-child/{childId}; §3 "Child"; §7 "Child and student"), account settings
 * (/account-settings) and a child's data export. Every endpoint here is a parent area: it needs
 * a PARENT session that passed the parent gate recently (PARENT_GATE_REQUIRED otherwise).
 */

const tags = ['profiles'] as const;
const id = z.string().uuid();

/** Spec §8 texts of the child profile flows (success and failure). */
export const PROFILE_MESSAGES = {
  created: (name: string) => `${name}'s profile was created.`,
  deletedOne: (name: string) => `${name}'s profile deleted.`,
  deletedMany: (n: number) => `${n} profiles deleted.`,
  editSaved: 'Profile edit saved.',
  assessmentsUpdated: 'Reading Level Assessments updated.',
  createFailed: MESSAGES.childCreateFailed,
  deleteFailed: MESSAGES.childDeleteFailed,
  saveFailed: MESSAGES.childSaveFailed,
  // Ours (spec §5 names the rules, not these texts).
  nameRequired: 'Please enter a first name.',
  nameTooLong: 'A name has at most 40 characters.',
  ageRequired: 'Please choose an age.',
  ageRange: `Age must be between ${CONSTANTS.childAge.min} and ${CONSTANTS.childAge.max}.`,
  gradeUnknown: 'Please choose a grade from the list.',
  avatarUnknown: 'Please choose an avatar from the list.',
  levelRequired: 'Please enter a reading level.',
  levelInvalid: 'This is not a level of the chosen system.',
  emailTaken: 'An account with this email already exists.',
  emailUpdated: 'Your email has been updated.',
  consentSaved: 'Your preferences have been saved.',
  accountDeleted: 'Your account has been deleted.',
  childrenRequired: 'Please choose at least one profile.',
  tooManyChildren: 'A family can have at most 12 child profiles.',
} as const;

/** How many child profiles one family may keep (ours: enough for any family, bounded). */
export const MAX_CHILDREN = 12;

/** Spec §9 "Child age range 2 to 14": the age id is the age in years. */
export const CHILD_AGES: readonly number[] = Array.from(
  { length: CONSTANTS.childAge.max - CONSTANTS.childAge.min + 1 },
  (_, i) => CONSTANTS.childAge.min + i,
);

/** School grades a child can be in (gradeId → label), Pre-K to 9th grade for ages 2–14. */
export const GRADES = [
  { id: 1, name: 'Pre-K' },
  { id: 2, name: 'Kindergarten' },
  { id: 3, name: '1st Grade' },
  { id: 4, name: '2nd Grade' },
  { id: 5, name: '3rd Grade' },
  { id: 6, name: '4th Grade' },
  { id: 7, name: '5th Grade' },
  { id: 8, name: '6th Grade' },
  { id: 9, name: '7th Grade' },
  { id: 10, name: '8th Grade' },
  { id: 11, name: '9th Grade' },
] as const;

export const READING_LEVEL_SYSTEMS = [
  'LEXILE',
  'GUIDED_READING',
  'ATOS',
  'DRA',
  'GRADE_LEVEL',
] as const;
export type ReadingLevelSystem = (typeof READING_LEVEL_SYSTEMS)[number];

const GUIDED_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const DRA_LEVELS = [
  'A',
  '1',
  '2',
  '3',
  '4',
  '6',
  '8',
  '10',
  '12',
  '14',
  '16',
  '18',
  '20',
  '24',
  '28',
  '30',
  '34',
  '38',
  '40',
  '50',
  '60',
  '70',
  '80',
];

/** The reading level systems a parent can record (spec §3 readingLevelSystem). */
export const READING_LEVEL_SYSTEM_INFO: Record<
  ReadingLevelSystem,
  { name: string; hint: string; values: readonly string[] | null }
> = {
  LEXILE: { name: 'Lexile', hint: 'e.g. BR, 450L or 820L', values: null },
  GUIDED_READING: { name: 'Guided Reading', hint: 'A to Z', values: GUIDED_LETTERS },
  ATOS: { name: 'ATOS', hint: 'e.g. 3.4 (0.0 to 13.0)', values: null },
  DRA: { name: 'DRA', hint: 'A, then 1 to 80', values: DRA_LEVELS },
  GRADE_LEVEL: {
    name: 'Grade Level',
    hint: 'K or 1 to 12',
    values: ['K', ...Array.from({ length: 12 }, (_, i) => String(i + 1))],
  },
};

/** Normalises a level as typed ("450l" → "450L", "m" → "M"); null when not a level of the system. */
export function normaliseReadingLevel(system: ReadingLevelSystem, raw: string): string | null {
  const v = raw.trim().toUpperCase();
  if (!v) return null;
  switch (system) {
    case 'LEXILE': {
      if (v === 'BR') return 'BR';
      const m = /^(BR)?\s*(\d{1,4})\s*L?$/.exec(v);
      if (!m) return null;
      const n = Number(m[2]);
      if (m[1]) return n <= 400 ? `BR${n}L` : null;
      return n <= 2000 ? `${n}L` : null;
    }
    case 'ATOS': {
      if (!/^\d{1,2}(\.\d)?$/.test(v)) return null;
      const n = Number(v);
      return n <= 13 ? n.toFixed(1) : null;
    }
    default:
      return READING_LEVEL_SYSTEM_INFO[system].values!.includes(v) ? v : null;
  }
}

/** Linear interpolation over (x, grade) points, clamped at both ends. */
function interpolate(points: ReadonlyArray<readonly [number, number]>, x: number): number {
  if (x <= points[0]![0]) return points[0]![1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x0, y0] = points[i - 1]!;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return points[points.length - 1]![1];
}

const LEXILE_GRADE: ReadonlyArray<readonly [number, number]> = [
  [0, 0.5],
  [360, 1],
  [535, 2],
  [670, 3],
  [840, 4],
  [920, 5],
  [998, 6],
  [1045, 7],
  [1098, 8],
  [1190, 9.5],
  [1285, 11.5],
];
const GUIDED_GRADE: Record<string, number> = Object.fromEntries(
  GUIDED_LETTERS.map((l, i) => {
    // A–C kindergarten, D–J first grade, K–M second, N–P third, Q–S fourth, T–V fifth, W–Y sixth, Z seventh.
    const bands: Array<[number, number, number]> = [
      [0, 2, 0],
      [3, 9, 1],
      [10, 12, 2],
      [13, 15, 3],
      [16, 18, 4],
      [19, 21, 5],
      [22, 24, 6],
      [25, 25, 7],
    ];
    const [from, to, grade] = bands.find(([a, b]) => i >= a && i <= b)!;
    return [l, grade + (to === from ? 0 : (i - from) / (to - from + 1))];
  }),
);
const DRA_GRADE: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [3, 0.7],
  [4, 1],
  [16, 1.9],
  [18, 2],
  [28, 2.9],
  [30, 3],
  [38, 3.8],
  [40, 4],
  [50, 5],
  [60, 6],
  [70, 7],
  [80, 8],
];

/**
 * The approximate grade-level equivalent of a level (spec §3 approximateReadingLevel), one
 * decimal: 0 is kindergarten, 3.4 reads like the fourth month of third grade. Published
 * correlation charts (Lexile bands by grade, Fountas & Pinnell and DRA grade ranges) give the
 * points; ATOS is already a grade level.
 */
export function approximateReadingLevel(system: ReadingLevelSystem, value: string): number {
  const round = (n: number) => Math.round(n * 10) / 10;
  switch (system) {
    case 'LEXILE':
      return value.startsWith('BR') ? 0 : round(interpolate(LEXILE_GRADE, parseInt(value, 10)));
    case 'ATOS':
      return round(Number(value));
    case 'GUIDED_READING':
      return round(GUIDED_GRADE[value] ?? 0);
    case 'DRA':
      return round(interpolate(DRA_GRADE, value === 'A' ? 0 : Number(value)));
    case 'GRADE_LEVEL':
      return value === 'K' ? 0 : Number(value);
  }
}

/** "Kindergarten", "Grade 3.4" — how an approximate level reads. */
export function formatApproximateLevel(level: number | null): string {
  if (level === null) return '—';
  return level < 1 ? 'Kindergarten' : `Grade ${level.toFixed(1).replace(/\.0$/, '')}`;
}

/** A calendar date YYYY-MM-DD, not in the future is checked by the server with its clock. */
const dateTakenSchema = z
  .string({ error: MESSAGES.dateIncorrect })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.dateIncorrect)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), MESSAGES.dateIncorrect);

/**
 * The system and value of a reading level someone types (a child's history entry, a student's
 * current level): spread into an object schema and check it with `checkReadingLevelValue`.
 */
export const readingLevelValueFields = {
  readingLevelSystem: z.enum(READING_LEVEL_SYSTEMS),
  readingLevelValue: safeTextSchema
    .trim()
    .min(1, PROFILE_MESSAGES.levelRequired)
    .max(12, PROFILE_MESSAGES.levelInvalid),
};

/** The value must be a level of its system (see `normaliseReadingLevel`). */
export function checkReadingLevelValue(
  v: { readingLevelSystem: ReadingLevelSystem; readingLevelValue: string },
  ctx: z.RefinementCtx,
): void {
  if (v.readingLevelValue && !normaliseReadingLevel(v.readingLevelSystem, v.readingLevelValue)) {
    ctx.addIssue({
      code: 'custom',
      message: PROFILE_MESSAGES.levelInvalid,
      path: ['readingLevelValue'],
    });
  }
}

export const readingLevelInputSchema = z
  .object({
    /** Present for an entry kept from the history; absent for a new one. */
    id: id.optional(),
    dateTaken: dateTakenSchema,
    ...readingLevelValueFields,
  })
  .superRefine(checkReadingLevelValue);
export type ReadingLevelInput = z.infer<typeof readingLevelInputSchema>;

export const readingLevelEntrySchema = z.object({
  id,
  dateTaken: z.string(),
  readingLevelSystem: z.enum(READING_LEVEL_SYSTEMS),
  readingLevelValue: z.string(),
  approximateReadingLevel: z.number(),
});
export type ReadingLevelEntry = z.infer<typeof readingLevelEntrySchema>;

const nameSchema = withoutProfanity(
  safeTextSchema.trim().min(1, PROFILE_MESSAGES.nameRequired).max(40, PROFILE_MESSAGES.nameTooLong),
);
const surnameSchema = withoutProfanity(safeTextSchema.trim().max(40, PROFILE_MESSAGES.nameTooLong));

export const childAgeIdSchema = z
  .number({ error: PROFILE_MESSAGES.ageRequired })
  .int(MESSAGES.ageWholeNumber)
  .min(CONSTANTS.childAge.min, PROFILE_MESSAGES.ageRange)
  .max(CONSTANTS.childAge.max, PROFILE_MESSAGES.ageRange);

export const gradeIdSchema = z
  .number({ error: PROFILE_MESSAGES.gradeUnknown })
  .int()
  .refine((g) => GRADES.some((x) => x.id === g), PROFILE_MESSAGES.gradeUnknown);

const avatarIdSchema = safeTextSchema.trim().min(1).max(80);

/** POST /api/users/child — spec §3 "Child" as the parent fills it in. */
export const createChildBodySchema = z.object({
  name: nameSchema,
  surname: surnameSchema.optional(),
  ageId: childAgeIdSchema,
  gradeId: gradeIdSchema.nullable().optional(),
  avatarId: avatarIdSchema.nullable().optional(),
  interests: interestIdsSchema.optional(),
  readingLevelHistory: z.array(readingLevelInputSchema).max(50).optional(),
});
export type CreateChildBody = z.infer<typeof createChildBodySchema>;

/**
 * PATCH /api/users/child/{id}: only the fields sent change. `readingLevelHistory` replaces the
 * whole history (entries with an id are kept or edited, new ones added, missing ones removed).
 */
export const updateChildBodySchema = z.object({
  name: nameSchema.optional(),
  surname: surnameSchema.nullable().optional(),
  ageId: childAgeIdSchema.optional(),
  gradeId: gradeIdSchema.nullable().optional(),
  avatarId: avatarIdSchema.nullable().optional(),
  interests: interestIdsSchema.optional(),
  readingLevelHistory: z.array(readingLevelInputSchema).max(50).optional(),
});
export type UpdateChildBody = z.infer<typeof updateChildBodySchema>;

/** Spec §3 "Child". */
export const childSchema = z.object({
  id,
  name: z.string(),
  surname: z.string().nullable(),
  ageId: z.number().int().nullable(),
  gradeId: z.number().int().nullable(),
  readingLevelHistory: z.array(readingLevelEntrySchema),
  currentApproximateReadingLevel: z.number().nullable(),
  avatarSettings: avatarSettingsSchema,
  interests: z.array(z.string()),
  profileCreationDate: z.string(),
});
export type Child = z.infer<typeof childSchema>;

export const childResponseSchema = z.object({ child: childSchema, message: z.string() });
export const childrenResponseSchema = z.object({ children: z.array(childSchema) });

export const deleteChildrenBodySchema = z.object({
  childIds: z
    .array(id)
    .min(1, PROFILE_MESSAGES.childrenRequired)
    .max(MAX_CHILDREN)
    .refine((ids) => new Set(ids).size === ids.length, PROFILE_MESSAGES.childrenRequired),
});
export const deleteChildrenResponseSchema = z.object({
  deletedIds: z.array(id),
  message: z.string(),
});

const optionSchema = z.object({ id: z.number().int(), name: z.string() });

export const onboardingDataSchema = z.object({
  ages: z.array(optionSchema),
  grades: z.array(optionSchema),
  readingLevelSystems: z.array(
    z.object({
      id: z.enum(READING_LEVEL_SYSTEMS),
      name: z.string(),
      hint: z.string(),
      values: z.array(z.string()).nullable(),
    }),
  ),
  avatars: z.array(z.object({ id: z.string(), name: z.string(), imageUrl: z.string() })),
  interests: z.array(
    z.object({ id: z.string(), name: z.string(), imageUrl: z.string(), color: z.string() }),
  ),
  /** How many profiles the family already has, and the most it may have. */
  childCount: z.number().int(),
  maxChildren: z.number().int(),
});
export type OnboardingData = z.infer<typeof onboardingDataSchema>;

export const childParamsSchema = z.object({ id });

// ── export ──────────────────────────────────────────────────────────────────

/**
 * The figures the parent dashboard and report show for a child (insights' `childTotalsSchema`,
 * `minutesPerDay`, books, quizzes, badges, words, reading levels), over the child's whole history.
 */
export const childExportSummarySchema = childTotalsSchema.extend({
  words: z.array(z.object({ word: z.string(), count: z.number().int(), lastAt: z.string() })),
  minutesPerDay: z.array(z.object({ day: z.string(), minutes: z.number().int() })),
  quizzes: z.array(
    z.object({
      quizType: z.string(),
      subject: z.string(),
      correct: z.number().int(),
      total: z.number().int(),
      stars: z.number().int(),
      completedAt: z.string().nullable(),
    }),
  ),
  badges: z.array(z.object({ id: z.string(), name: z.string(), earnedAt: z.string() })),
  points: z.number().int(),
  gems: z.number().int(),
  level: z.number().int(),
  books: z.array(
    z.object({
      bookId: z.string(),
      title: z.string(),
      status: z.string(),
      startedAt: z.string(),
      completedAt: z.string().nullable(),
      minutesRead: z.number().int(),
    }),
  ),
  recentActivity: z.array(z.object({ at: z.string(), kind: z.string(), subject: z.string() })),
});
export type ChildExportSummary = z.infer<typeof childExportSummarySchema>;

/**
 * Everything kept about a child: the profile, the dashboard's figures and every stored row that
 * names the child (table by table, found through the schema's foreign keys, secrets left out).
 */
export const childExportSchema = z.object({
  exportedAt: z.string(),
  format: z.literal('pagebird.child-export.v1'),
  child: childSchema,
  summary: childExportSummarySchema,
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type ChildExport = z.infer<typeof childExportSchema>;

// ── account settings ────────────────────────────────────────────────────────

export const accountSchema = z.object({
  email: z.string(),
  name: z.string(),
  consentToReceiveUpdates: z.boolean(),
  childCount: z.number().int(),
});
export type Account = z.infer<typeof accountSchema>;

const currentPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired);

export const changeEmailBodySchema = z.object({
  newEmail: emailSchema,
  currentPassword: currentPasswordSchema,
});
export const consentBodySchema = z.object({ consentToReceiveUpdates: z.boolean() });
export const deleteAccountBodySchema = z.object({ currentPassword: currentPasswordSchema });

export const accountResponseSchema = z.object({ account: accountSchema, message: z.string() });

const parent = [Role.PARENT] as const;

export const profilesApi = {
  onboardingData: endpoint({
    method: 'GET',
    path: '/api/users/child/onboarding-data',
    access: parent,
    summary:
      'What the child profile form offers: ages, grades, reading level systems, avatars, interests',
    tags,
    response: onboardingDataSchema,
  }),
  listChildren: endpoint({
    method: 'GET',
    path: '/api/users/children',
    access: parent,
    summary: "The family's child profiles in full (parent gate)",
    tags,
    response: childrenResponseSchema,
  }),
  getChild: endpoint({
    method: 'GET',
    path: '/api/users/child/:id',
    access: parent,
    summary: 'One child profile of the family',
    tags,
    params: childParamsSchema,
    response: childSchema,
  }),
  createChild: endpoint({
    method: 'POST',
    path: '/api/users/child',
    access: parent,
    summary: 'Create a child profile',
    tags,
    body: createChildBodySchema,
    response: childResponseSchema,
  }),
  updateChild: endpoint({
    method: 'PATCH',
    path: '/api/users/child/:id',
    access: parent,
    summary: 'Edit a child profile (and its reading level assessments)',
    tags,
    params: childParamsSchema,
    body: updateChildBodySchema,
    response: childResponseSchema,
  }),
  deleteChild: endpoint({
    method: 'DELETE',
    path: '/api/users/child/:id',
    access: parent,
    summary: 'Delete a child profile and everything kept about it',
    tags,
    params: childParamsSchema,
    response: deleteChildrenResponseSchema,
  }),
  deleteChildren: endpoint({
    method: 'POST',
    path: '/api/users/children/delete',
    access: parent,
    summary: 'Delete several child profiles at once (all or none)',
    tags,
    body: deleteChildrenBodySchema,
    response: deleteChildrenResponseSchema,
  }),
  exportChild: endpoint({
    method: 'GET',
    path: '/api/users/child/:id/export',
    access: parent,
    summary: 'Everything kept about a child, as JSON',
    tags,
    params: childParamsSchema,
    response: childExportSchema,
  }),
  exportChildHtml: endpoint({
    method: 'GET',
    path: '/api/users/child/:id/export.html',
    access: parent,
    summary: 'Everything kept about a child, as a readable HTML page',
    tags,
    params: childParamsSchema,
    response: z.string().describe('text/html'),
  }),
  account: endpoint({
    method: 'GET',
    path: '/api/users/account',
    access: parent,
    summary: 'Account settings of the signed-in parent',
    tags,
    response: accountSchema,
  }),
  changeEmail: endpoint({
    method: 'PUT',
    path: '/api/users/account/email',
    access: parent,
    summary: "Change the account's email (current password needed)",
    tags,
    body: changeEmailBodySchema,
    response: accountResponseSchema,
  }),
  consent: endpoint({
    method: 'PUT',
    path: '/api/users/account/consent',
    access: parent,
    summary: 'Consent to receive updates by email',
    tags,
    body: consentBodySchema,
    response: accountResponseSchema,
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/api/users/account/delete',
    access: parent,
    summary: 'Delete the account, its child profiles and everything kept about them',
    tags,
    body: deleteAccountBodySchema,
  }),
} as const;
