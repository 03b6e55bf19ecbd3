import { z } from 'zod';
import { Role } from '../auth/roles.ts';
import { endpoint } from '../common/endpoint.ts';
import { bookCardSchema } from '../catalogue/catalogue.schemas.ts';

/**
 * Classrooms (issue 12 item 5): assign and hide books and collections for a class or students
 * (spec §6 TEACHER, §7 "Favorites, sharing, hiding": PUT /api/books/assignments,
 * GET /api/books/{id}/assignments; "User collections": PUT /assignments, GET /{id}/assignments;
 * "Dashboards and reports": GET /api/assignments/statistics). Hiding books goes through
 * POST /api/hidden-books/hide (collections contract), the same rule as parents' hiding.
 */

const tags = ['assignments'] as const;
const uuid = z.string().uuid();

export const ASSIGNMENT_MESSAGES = {
  dueDateInvalid: 'Please choose a valid due date.',
  targetsRequired: 'Choose the whole class or at least one student.',
  classScopeMismatch: 'Assign to this class or to students of this class.',
  assignedTitle: 'Assigned to me',
  dueOn: 'Due {{date}}',
} as const;

/** Who an assignment or a hide is for: a whole classroom or single students (spec §3). */
export const assignmentTargetTypeSchema = z.enum(['USER', 'CLASSROOM']);
export type AssignmentTargetType = z.infer<typeof assignmentTargetTypeSchema>;

/** A due date: a calendar day (YYYY-MM-DD), read in the school's time zone. */
export const assignmentDueDateSchema = z.iso.date({ error: ASSIGNMENT_MESSAGES.dueDateInvalid });

/**
 * PUT /api/books/assignments. Replaces the caller's assignments of `type` for the book: across
 * all their classes, or — with `classroomId` — only within that class (the Assign panel: the
 * whole class, some students of it, or nobody when `ids` is empty; the other kind of that class
 * is cleared, so a class is either assigned whole or per student).
 */
export const bookAssignmentBodySchema = z.object({
  bookId: uuid,
  type: assignmentTargetTypeSchema,
  ids: z.array(uuid).max(200),
  classroomId: uuid.optional(),
  dueDate: assignmentDueDateSchema.nullable().optional(),
});
export type BookAssignmentBody = z.input<typeof bookAssignmentBodySchema>;

/** One group of a book's assignments: same kind, same due date. */
export const bookAssignmentSchema = z.object({
  bookId: uuid,
  type: assignmentTargetTypeSchema,
  ids: z.array(uuid),
  dueDate: z.string().nullable(),
});
export type BookAssignment = z.infer<typeof bookAssignmentSchema>;

/** Books or collections hidden from the caller's classes (CLASSROOM) or students (USER). */
export const hiddenTargetsSchema = z.object({
  type: assignmentTargetTypeSchema,
  ids: z.array(uuid),
});
export type HiddenTargets = z.infer<typeof hiddenTargetsSchema>;

/** GET /api/books/{id}/assignments: the caller's assignments of the book and whom it is hidden from. */
export const bookAssignmentsResponseSchema = z.object({
  assignments: z.array(bookAssignmentSchema),
  hidden: z.array(hiddenTargetsSchema),
});
export type BookAssignmentsResponse = z.infer<typeof bookAssignmentsResponseSchema>;

/** PUT /api/user-collections/hidden: hide (or show again) a collection for classes or students. */
export const hideCollectionBodySchema = z.object({
  collectionId: uuid,
  type: assignmentTargetTypeSchema,
  ids: z.array(uuid).min(1, ASSIGNMENT_MESSAGES.targetsRequired).max(200),
  hidden: z.boolean().default(true),
});
export type HideCollectionBody = z.input<typeof hideCollectionBodySchema>;

export const assignmentContentTypeSchema = z.enum(['BOOK', 'COLLECTION']);
export type AssignmentContentType = z.infer<typeof assignmentContentTypeSchema>;

/**
 * One assignment as a teacher follows it (spec §7 /api/assignments/statistics): a book or a
 * collection given to a class (whole) or to students of it, with the number of those students
 * who are done (book completed; every book of the collection completed) and whether it is
 * overdue (due date before today in the school's time zone and someone not done).
 */
export const assignmentStatisticSchema = z.object({
  /** Stable key: contentType:contentId:classroomId:type. */
  key: z.string(),
  contentType: assignmentContentTypeSchema,
  contentId: uuid,
  title: z.string(),
  coverUrl: z.string().nullable(),
  classroomId: uuid,
  classroomName: z.string(),
  type: assignmentTargetTypeSchema,
  /** The students it is for (the whole class for CLASSROOM), by first name and last name. */
  students: z.array(z.object({ id: uuid, name: z.string(), done: z.boolean() })),
  dueDate: z.string().nullable(),
  done: z.number().int(),
  total: z.number().int(),
  overdue: z.boolean(),
  /** Students not done after the due date. */
  overdueStudents: z.number().int(),
  assignedAt: z.string(),
});
export type AssignmentStatistic = z.infer<typeof assignmentStatisticSchema>;

export const assignmentStatisticsQuerySchema = z.object({ classroomId: uuid.optional() });
export const assignmentStatisticsResponseSchema = z.object({
  items: z.array(assignmentStatisticSchema),
});
export type AssignmentStatisticsResponse = z.infer<typeof assignmentStatisticsResponseSchema>;

/** A book or collection hidden in a class, for the class page. */
export const classHiddenItemSchema = z.object({
  key: z.string(),
  contentType: assignmentContentTypeSchema,
  contentId: uuid,
  title: z.string(),
  type: assignmentTargetTypeSchema,
  students: z.array(z.object({ id: uuid, name: z.string() })),
});
export type ClassHiddenItem = z.infer<typeof classHiddenItemSchema>;

export const classAssignmentsResponseSchema = z.object({
  assignments: z.array(assignmentStatisticSchema),
  hidden: z.array(classHiddenItemSchema),
});
export type ClassAssignmentsResponse = z.infer<typeof classAssignmentsResponseSchema>;

/** A student's own assignments ("My Library", first). Hidden books never appear. */
export const myAssignmentsResponseSchema = z.object({
  books: z.array(bookCardSchema.extend({ dueDate: z.string().nullable() })),
  collections: z.array(
    z.object({
      id: uuid,
      title: z.string(),
      total: z.number().int(),
      coverUrls: z.array(z.string().nullable()),
      dueDate: z.string().nullable(),
    }),
  ),
});
export type MyAssignmentsResponse = z.infer<typeof myAssignmentsResponseSchema>;

const idParams = z.object({ id: uuid });

export const assignmentsApi = {
  assignBook: endpoint({
    method: 'PUT',
    path: '/api/books/assignments',
    access: [Role.TEACHER],
    summary:
      "Assign a book to the teacher's classes or students, with a due date (replaces the list)",
    tags,
    body: bookAssignmentBodySchema,
    response: bookAssignmentsResponseSchema,
  }),
  bookAssignments: endpoint({
    method: 'GET',
    path: '/api/books/:id/assignments',
    access: [Role.TEACHER],
    summary: "The teacher's assignments of a book and whom of theirs it is hidden from",
    tags,
    params: idParams,
    response: bookAssignmentsResponseSchema,
  }),
  hideCollection: endpoint({
    method: 'PUT',
    path: '/api/user-collections/hidden',
    access: [Role.TEACHER],
    summary: "Hide (or show again) one of the teacher's collections for classes or students",
    tags,
    body: hideCollectionBodySchema,
    response: z.array(hiddenTargetsSchema),
  }),
  collectionHidden: endpoint({
    method: 'GET',
    path: '/api/user-collections/:id/hidden',
    access: [Role.TEACHER],
    summary: "Whom of the teacher's classes and students a collection is hidden from",
    tags,
    params: idParams,
    response: z.array(hiddenTargetsSchema),
  }),
  statistics: endpoint({
    method: 'GET',
    path: '/api/assignments/statistics',
    access: [Role.TEACHER],
    summary: 'Per assignment: students done / total, overdue (optionally one class)',
    tags,
    query: assignmentStatisticsQuerySchema,
    response: assignmentStatisticsResponseSchema,
  }),
  classAssignments: endpoint({
    method: 'GET',
    path: '/api/classrooms/:id/assignments',
    access: [Role.TEACHER],
    summary: 'What is assigned to and hidden from a class and its students',
    tags,
    params: idParams,
    response: classAssignmentsResponseSchema,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/assignments/mine',
    access: [Role.STUDENT],
    summary: "The student's assigned books and collections, soonest due first",
    tags,
    response: myAssignmentsResponseSchema,
  }),
};
