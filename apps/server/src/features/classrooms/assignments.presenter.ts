import type {
  AssignmentStatistic,
  BookAssignment,
  ClassHiddenItem,
  HiddenTargets,
  MyAssignmentsResponse,
} from '@pagebird/contract';
import { mediaUrl } from '../../providers/storage/media-url.ts';
import { toBookCard } from '../catalogue/catalogue.presenter.ts';
import type { CardWith } from '../catalogue/book-cards.repo.ts';
import type {
  AssignmentRow,
  ClassHiddenRow,
  HiddenRow,
  MyCollectionRow,
  TargetType,
  UnitStudentRow,
} from './assignments.repo.ts';

const KINDS: readonly TargetType[] = ['CLASSROOM', 'USER'];

/** A book's assignments grouped by kind and due date: classes first, then students. */
export function toBookAssignments(bookId: string, rows: AssignmentRow[]): BookAssignment[] {
  const groups = new Map<string, BookAssignment>();
  for (const type of KINDS) {
    for (const r of rows.filter((x) => x.type === type)) {
      const key = `${type}|${r.due_date ?? ''}`;
      let g = groups.get(key);
      if (!g) {
        g = { bookId, type, ids: [], dueDate: r.due_date };
        groups.set(key, g);
      }
      g.ids.push(r.target_id);
    }
  }
  return [...groups.values()];
}

/** Hidden targets grouped by kind (only kinds with targets). */
export function toHiddenTargets(rows: HiddenRow[]): HiddenTargets[] {
  return KINDS.map((type) => ({
    type,
    ids: rows.filter((r) => r.type === type).map((r) => r.target_id),
  })).filter((g) => g.ids.length > 0);
}

/** Students of each assignment unit folded into one statistic (done / total, overdue). */
export function toStatistics(rows: UnitStudentRow[]): AssignmentStatistic[] {
  const units = new Map<string, AssignmentStatistic>();
  for (const r of rows) {
    const key = [r.content_type, r.content_id, r.classroom_id, r.type, r.due_date ?? ''].join(':');
    let u = units.get(key);
    if (!u) {
      u = {
        key,
        contentType: r.content_type,
        contentId: r.content_id,
        title: r.title,
        coverUrl: mediaUrl(r.cover_key),
        classroomId: r.classroom_id,
        classroomName: r.classroom_name,
        type: r.type,
        students: [],
        dueDate: r.due_date,
        done: 0,
        total: 0,
        overdue: false,
        overdueStudents: 0,
        assignedAt: r.assigned_at,
      };
      units.set(key, u);
    }
    if (r.student_id === null || u.students.some((s) => s.id === r.student_id)) continue;
    u.students.push({ id: r.student_id, name: r.student_name ?? '', done: r.done });
    u.total += 1;
    if (r.done) u.done += 1;
    else if (r.past_due) u.overdueStudents += 1;
  }
  for (const u of units.values()) u.overdue = u.overdueStudents > 0;
  return [...units.values()];
}

/** Hidden books and collections of a class, one item per content and kind. */
export function toClassHidden(rows: ClassHiddenRow[]): ClassHiddenItem[] {
  const items = new Map<string, ClassHiddenItem>();
  for (const r of rows) {
    const key = `${r.content_type}:${r.content_id}:${r.type}`;
    let item = items.get(key);
    if (!item) {
      item = {
        key,
        contentType: r.content_type,
        contentId: r.content_id,
        title: r.title,
        type: r.type,
        students: [],
      };
      items.set(key, item);
    }
    if (r.student_id !== null) item.students.push({ id: r.student_id, name: r.student_name ?? '' });
  }
  return [...items.values()];
}

export function toMyAssignments(
  books: Array<CardWith<{ due_date: string | null }>>,
  collections: MyCollectionRow[],
): MyAssignmentsResponse {
  return {
    books: books.map((b) => ({ ...toBookCard(b), dueDate: b.due_date })),
    collections: collections.map((c) => ({
      id: c.id,
      title: c.title,
      total: c.total,
      coverUrls: (c.covers ?? []).map((k) => mediaUrl(k)),
      dueDate: c.due_date,
    })),
  };
}
