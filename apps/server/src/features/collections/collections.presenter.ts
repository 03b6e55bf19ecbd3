import {
  FAVORITES_TITLE,
  Role,
  type Assignment,
  type CollectionCard,
  type ContentMembership,
  type UserCollection,
  type UserCollectionDetails,
} from '@pagebird/contract';
import { mediaUrl } from '../../providers/storage/media-url.ts';
import { teacherDisplayName } from '../auth/auth.presenter.ts';
import { toBookCard } from '../catalogue/catalogue.presenter.ts';
import type { BookCardRow } from '../catalogue/book-cards.repo.ts';
import type { AssignmentListRow, CollectionRow, MembershipRow } from './collections.repo.ts';

/** Id of the favorites card in the collections list (it is not a stored collection). */
export const FAVORITES_CARD_ID = 'favorites';

/** "Favorites", whatever the case and spacing: the reserved title that hides the owner. */
export const isFavoritesTitle = (title: string): boolean =>
  title.trim().toLowerCase() === FAVORITES_TITLE.toLowerCase();

/**
 * Spec §2: a collection titled Favorites hides its owner. Otherwise the owner's first name; a
 * teacher's collection seen by a student shows the name students know ("Ms. Rivera").
 */
export function ownerNameOf(row: CollectionRow, viewerId: string): string | null {
  if (isFavoritesTitle(row.title)) return null;
  if (row.owner_id !== viewerId && row.owner_role === Role.TEACHER) {
    return teacherDisplayName({
      name: row.owner_name,
      surname: row.owner_surname,
      title: row.owner_title,
    });
  }
  return row.owner_name;
}

export function toUserCollection(row: CollectionRow, viewerId: string): UserCollection {
  return {
    id: row.id,
    title: row.title,
    ownerName: ownerNameOf(row, viewerId),
    owned: row.owner_id === viewerId,
    total: row.total,
    contentItems: (row.items ?? []).map((i) => ({
      contentId: i.id,
      contentType: 'BOOK' as const,
      extraData: { coverUrl: mediaUrl(i.cover) },
    })),
    updatedAt: row.updated_at,
  };
}

export function toUserCollectionDetails(
  row: CollectionRow,
  viewerId: string,
  books: BookCardRow[],
): UserCollectionDetails {
  return { ...toUserCollection(row, viewerId), books: books.map(toBookCard) };
}

export function toFavoritesCard(summary: {
  total: number;
  covers: Array<string | null>;
}): CollectionCard {
  return {
    id: FAVORITES_CARD_ID,
    kind: 'FAVORITES',
    title: FAVORITES_TITLE,
    ownerName: null,
    total: summary.total,
    covers: summary.covers.map((k) => mediaUrl(k)),
  };
}

export function toMembership(rows: MembershipRow[]): ContentMembership {
  return rows.map((r) => ({ id: r.id, title: r.title, total: r.total, contains: r.contains }));
}

/**
 * Assignments grouped by type: classrooms first, then students (both always present), and
 * within a type by due date (a type with several due dates gives one group per date; `dueDate`
 * is present only when set).
 */
export function toAssignments(collectionId: string, rows: AssignmentListRow[]): Assignment[] {
  return (['CLASSROOM', 'USER'] as const).flatMap((type) => {
    const ofType = rows.filter((r) => r.type === type);
    const dates = [...new Set(ofType.map((r) => r.dueDate ?? null))];
    if (dates.length === 0) return [{ type, ids: [], collectionId }];
    return dates.map((dueDate) => ({
      type,
      ids: ofType.filter((r) => (r.dueDate ?? null) === dueDate).map((r) => r.targetId),
      collectionId,
      // Only when set: answers without due dates keep their earlier shape.
      ...(dueDate === null ? {} : { dueDate }),
    }));
  });
}
