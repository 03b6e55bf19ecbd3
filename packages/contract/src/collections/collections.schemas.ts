import { z } from 'zod';
import { Role } from '../auth/roles.ts';
import { endpoint } from '../common/endpoint.ts';
import { bookCardSchema, collectionCardSchema } from '../catalogue/catalogue.schemas.ts';
import { assignmentDueDateSchema } from '../classrooms/assignments.schemas.ts';
import { createCollectionBodySchema, updateCollectionBodySchema } from './collection-title.ts';

/**
 * Favorites and user collections (spec §3 "User collection", §7 "User collections",
 * "Favorites, sharing, hiding"). Every signed-in profile except admins keeps its own.
 */

const tags = ['collections'] as const;
const uuid = z.string().uuid();

/** The reserved title: a collection titled Favorites hides its owner (spec §2). */
export const FAVORITES_TITLE = 'Favorites';

// The title rule and the bodies that carry it live in collection-title.ts: the forms need them,
// and a page that only calls these endpoints should not receive Zod with them
// (apps/web/build/endpoint-descriptors.ts).
export {
  COLLECTION_TITLE_MAX,
  collectionTitleSchema,
  createCollectionBodySchema,
  updateCollectionBodySchema,
} from './collection-title.ts';

export const contentTypeSchema = z.enum(['BOOK', 'VIDEO']);

/** Spec §3 content item: contentId, contentType, extraData.coverUrl. */
export const contentItemSchema = z.object({
  contentId: z.string(),
  contentType: contentTypeSchema,
  extraData: z.object({ coverUrl: z.string().nullable() }),
});

export const assignmentTypeSchema = z.enum(['USER', 'CLASSROOM']);
export const assignmentSchema = z.object({
  type: assignmentTypeSchema,
  ids: z.array(uuid),
  collectionId: uuid,
  /** Optional due date (issue 12 item 5); in answers, the due date of this group. */
  dueDate: assignmentDueDateSchema.nullable().optional(),
  /**
   * Requests only: replace within this class (its row or its students' rows); the other kind of
   * that class is cleared (see the book assignments in classrooms/assignments.schemas.ts).
   */
  classroomId: uuid.optional(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** Spec §3 "User collection". `ownerName` is null for a collection titled Favorites. */
export const userCollectionSchema = z.object({
  id: uuid,
  title: z.string(),
  ownerName: z.string().nullable(),
  /** True when the caller owns it (false for one assigned by a teacher). */
  owned: z.boolean(),
  total: z.number().int(),
  contentItems: z.array(contentItemSchema),
  updatedAt: z.string(),
});
export type UserCollection = z.infer<typeof userCollectionSchema>;

export const userCollectionDetailsSchema = userCollectionSchema.extend({
  books: z.array(bookCardSchema),
});
export type UserCollectionDetails = z.infer<typeof userCollectionDetailsSchema>;

export const userCollectionsResponseSchema = z.object({
  /** The caller's favorites shown as a collection card (first in the library). */
  favorites: collectionCardSchema,
  collections: z.array(userCollectionSchema),
  /** Collections a teacher assigned to the caller (students) or to their class. */
  assigned: z.array(userCollectionSchema),
});
export type UserCollectionsResponse = z.infer<typeof userCollectionsResponseSchema>;

export const collectionIdParamsSchema = z.object({ id: uuid });
export const contentIdParamsSchema = z.object({ id: uuid });
export const collectionContentParamsSchema = z.object({ id: uuid, contentId: uuid });

/** Per-book membership for the add_to_collection modal. */
export const contentMembershipSchema = z.array(
  z.object({ id: uuid, title: z.string(), total: z.number().int(), contains: z.boolean() }),
);
export type ContentMembership = z.infer<typeof contentMembershipSchema>;

/** Set which of the caller's collections hold a book (others are left untouched). */
export const setContentMembershipBodySchema = z.object({
  contentType: contentTypeSchema.default('BOOK'),
  collectionIds: z.array(uuid).max(200),
});

export const favoritesResponseSchema = z.object({
  items: z.array(bookCardSchema),
  total: z.number().int(),
});
export const favoriteParamsSchema = z.object({ bookId: uuid });

export const hideBooksBodySchema = z.object({
  bookIds: z.array(uuid).min(1).max(200),
  /** Whom the books are hidden from: children of the parent, or students/classes of the teacher. */
  type: assignmentTypeSchema,
  ids: z.array(uuid).min(1).max(200),
  hidden: z.boolean().default(true),
});

const keepers = [Role.PARENT, Role.CHILD, Role.TEACHER, Role.STUDENT] as const;

export const collectionsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/user-collections',
    access: keepers,
    summary: "The caller's favorites card, own collections and assigned collections",
    tags,
    response: userCollectionsResponseSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/user-collections',
    access: keepers,
    summary: 'Create a collection (optionally with books)',
    tags,
    body: createCollectionBodySchema,
    response: userCollectionSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/user-collections/:id',
    access: keepers,
    summary: 'A collection with its books (owner, or a student/class it is assigned to)',
    tags,
    params: collectionIdParamsSchema,
    response: userCollectionDetailsSchema,
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/api/user-collections/:id',
    access: keepers,
    summary: 'Rename a collection (owner only)',
    tags,
    params: collectionIdParamsSchema,
    body: updateCollectionBodySchema,
    response: userCollectionSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/user-collections/:id',
    access: keepers,
    summary: 'Delete a collection (owner only)',
    tags,
    params: collectionIdParamsSchema,
  }),
  contentCollections: endpoint({
    method: 'GET',
    path: '/api/user-collections/content/:id/collections',
    access: keepers,
    summary: "Which of the caller's collections hold this book",
    tags,
    params: contentIdParamsSchema,
    response: contentMembershipSchema,
  }),
  setContentCollections: endpoint({
    method: 'PUT',
    path: '/api/user-collections/content/:id',
    access: keepers,
    summary: "Put the book in exactly these of the caller's collections",
    tags,
    params: contentIdParamsSchema,
    body: setContentMembershipBodySchema,
    response: contentMembershipSchema,
  }),
  removeContent: endpoint({
    method: 'DELETE',
    path: '/api/user-collections/:id/content/:contentId',
    access: keepers,
    summary: 'Take a book out of a collection (owner only)',
    tags,
    params: collectionContentParamsSchema,
  }),
  assign: endpoint({
    method: 'PUT',
    path: '/api/user-collections/assignments',
    access: [Role.TEACHER],
    summary: "Assign a collection to the teacher's classes or students (replaces the list)",
    tags,
    body: assignmentSchema,
    response: z.array(assignmentSchema),
  }),
  assignments: endpoint({
    method: 'GET',
    path: '/api/user-collections/:id/assignments',
    access: keepers,
    summary: 'Assignments of a collection (owner only)',
    tags,
    params: collectionIdParamsSchema,
    response: z.array(assignmentSchema),
  }),
  favorites: endpoint({
    method: 'GET',
    path: '/api/favorite',
    access: keepers,
    summary: "The caller's favorite books, newest first",
    tags,
    response: favoritesResponseSchema,
  }),
  addFavorite: endpoint({
    method: 'POST',
    path: '/api/favorite/:bookId',
    access: keepers,
    summary: 'Mark a book as favorite (idempotent)',
    tags,
    params: favoriteParamsSchema,
  }),
  removeFavorite: endpoint({
    method: 'DELETE',
    path: '/api/favorite/:bookId',
    access: keepers,
    summary: 'Unmark a favorite (idempotent)',
    tags,
    params: favoriteParamsSchema,
  }),
  hide: endpoint({
    method: 'POST',
    path: '/api/hidden-books/hide',
    access: [Role.PARENT, Role.TEACHER],
    summary: "Hide (or unhide) books from a parent's children or a teacher's classes or students",
    tags,
    body: hideBooksBodySchema,
  }),
};
