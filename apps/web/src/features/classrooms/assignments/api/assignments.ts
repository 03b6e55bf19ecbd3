import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assignmentsApi,
  classesApi,
  collectionsApi,
  type AssignmentTargetType,
  type HiddenTargets,
} from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';

export type ContentKind = 'BOOK' | 'COLLECTION';

export const assignmentKeys = {
  all: ['assignments'] as const,
  state: (kind: ContentKind, id: string) => ['assignments', 'state', kind, id] as const,
  classView: (classId: string) => ['assignments', 'class', classId] as const,
  mine: () => ['assignments', 'mine'] as const,
  classes: () => ['assignments', 'classes'] as const,
  classDetail: (id: string) => ['assignments', 'class-detail', id] as const,
};

/** One kind of assignment of a content, with its due date (books and collections alike). */
export interface AssignedGroup {
  type: AssignmentTargetType;
  ids: string[];
  dueDate: string | null;
}
export interface AssignState {
  assignments: AssignedGroup[];
  hidden: HiddenTargets[];
}

/** GET /api/books/{id}/assignments, or a collection's assignments and hidden targets. */
async function fetchState(kind: ContentKind, id: string, signal?: AbortSignal) {
  if (kind === 'BOOK') {
    return callApi(assignmentsApi.bookAssignments, { params: { id }, signal });
  }
  const [assignments, hidden] = await Promise.all([
    callApi(collectionsApi.assignments, { params: { id }, signal }),
    callApi(assignmentsApi.collectionHidden, { params: { id }, signal }),
  ]);
  return {
    assignments: assignments.map((a) => ({ type: a.type, ids: a.ids, dueDate: a.dueDate ?? null })),
    hidden,
  };
}

export const assignStateQueryOptions = (kind: ContentKind, id: string) =>
  queryOptions({
    queryKey: assignmentKeys.state(kind, id),
    queryFn: ({ signal }): Promise<AssignState> => fetchState(kind, id, signal),
  });
export const useAssignState = (kind: ContentKind, id: string) =>
  useQuery(assignStateQueryOptions(kind, id));

export const useTeacherClasses = () =>
  useQuery({
    queryKey: assignmentKeys.classes(),
    queryFn: ({ signal }) => callApi(classesApi.list, { signal, query: { archived: 'false' } }),
  });

export const useClassStudents = (id: string | undefined) =>
  useQuery({
    queryKey: assignmentKeys.classDetail(id ?? ''),
    queryFn: ({ signal }) => callApi(classesApi.get, { signal, params: { id: id! } }),
    enabled: Boolean(id),
  });

/** GET /api/classrooms/{id}/assignments */
export const classAssignmentsQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: assignmentKeys.classView(classId),
    queryFn: ({ signal }) =>
      callApi(assignmentsApi.classAssignments, { params: { id: classId }, signal }),
  });
export const useClassAssignments = (classId: string) =>
  useQuery(classAssignmentsQueryOptions(classId));

/** GET /api/assignments/mine */
export const myAssignmentsQueryOptions = () =>
  queryOptions({
    queryKey: assignmentKeys.mine(),
    queryFn: ({ signal }) => callApi(assignmentsApi.mine, { signal }),
  });
export const useMyAssignments = (enabled: boolean) =>
  useQuery({ ...myAssignmentsQueryOptions(), enabled });

export interface SavePlan {
  kind: ContentKind;
  contentId: string;
  classroomId: string;
  type: AssignmentTargetType;
  /** Targets to assign to (empty: unassign within the class). */
  assignIds: string[];
  dueDate: string | null;
  hide: Array<{ type: AssignmentTargetType; ids: string[] }>;
  unhide: Array<{ type: AssignmentTargetType; ids: string[] }>;
}

/** Save the Assign panel of one class: the assignment (class-scoped), then hides and unhides. */
export function useSaveAssignPanel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (p: SavePlan) => {
      if (p.kind === 'BOOK') {
        await callApi(assignmentsApi.assignBook, {
          body: {
            bookId: p.contentId,
            type: p.type,
            ids: p.assignIds,
            classroomId: p.classroomId,
            dueDate: p.dueDate,
          },
        });
      } else {
        await callApi(collectionsApi.assign, {
          body: {
            collectionId: p.contentId,
            type: p.type,
            ids: p.assignIds,
            classroomId: p.classroomId,
            dueDate: p.dueDate,
          },
        });
      }
      for (const [hidden, groups] of [
        [false, p.unhide],
        [true, p.hide],
      ] as const) {
        for (const g of groups) {
          if (g.ids.length === 0) continue;
          if (p.kind === 'BOOK') {
            await callApi(collectionsApi.hide, {
              body: { bookIds: [p.contentId], type: g.type, ids: g.ids, hidden },
            });
          } else {
            await callApi(assignmentsApi.hideCollection, {
              body: { collectionId: p.contentId, type: g.type, ids: g.ids, hidden },
            });
          }
        }
      }
    },
    onSuccess: async () => {
      // The collection page's "where it is assigned" summary reads ['collections', …].
      await Promise.all([
        qc.invalidateQueries({ queryKey: assignmentKeys.all }),
        qc.invalidateQueries({ queryKey: ['collections'] }),
      ]);
    },
  });
}
