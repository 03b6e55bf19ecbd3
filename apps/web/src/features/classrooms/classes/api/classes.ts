import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  classesApi,
  type ClassDetail,
  type CreateClassBody,
  type NewStudent,
  type UpdateClassBody,
  type UpdateStudentBody,
} from '@pagebird/contract';
import { callApi, fetchBlob } from '../../../../lib/api-client.ts';

/** Query keys of the classes feature (the educator home reads ['educators', 'classes']). */
export const classKeys = {
  all: ['classes'] as const,
  list: () => ['classes', 'list'] as const,
  detail: (id: string) => ['classes', 'detail', id] as const,
};

export const classListQueryOptions = () =>
  queryOptions({
    queryKey: classKeys.list(),
    queryFn: ({ signal }) => callApi(classesApi.list, { signal, query: {} }),
  });

/** GET /api/classrooms */
export const useClasses = () => useQuery(classListQueryOptions());

/** GET /api/classrooms/{id} */
export function useClass(id: string) {
  return useQuery({
    queryKey: classKeys.detail(id),
    queryFn: ({ signal }) => callApi(classesApi.get, { signal, params: { id } }),
  });
}

/** Every mutation refreshes the class lists (ours and the educator home's). */
function useClassMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (data) => {
      const detail = data as Partial<ClassDetail> | undefined;
      if (detail && typeof detail.id === 'string' && Array.isArray(detail.students)) {
        qc.setQueryData(classKeys.detail(detail.id), detail);
      }
      void qc.invalidateQueries({ queryKey: classKeys.all });
      void qc.invalidateQueries({ queryKey: ['educators', 'classes'] });
    },
  });
}

export const useCreateClass = () =>
  useClassMutation((body: CreateClassBody) => callApi(classesApi.create, { body }));
export const useUpdateClass = (id: string) =>
  useClassMutation((body: UpdateClassBody) => callApi(classesApi.update, { params: { id }, body }));
export const useAddStudents = (id: string) =>
  useClassMutation((students: NewStudent[]) =>
    callApi(classesApi.addStudents, { params: { id }, body: { students } }),
  );
export const useRemoveStudents = (id: string) =>
  useClassMutation((studentIds: string[]) =>
    callApi(classesApi.removeStudents, { params: { id }, body: { studentIds } }),
  );
export const useRotateCode = (id: string) =>
  useClassMutation(() => callApi(classesApi.rotateCode, { params: { id } }));
export const useSetDisabled = (id: string) =>
  useClassMutation((disabled: boolean) =>
    callApi(classesApi.disable, { params: { id }, body: { disabled } }),
  );
export const useArchiveClasses = () =>
  useClassMutation((classroomIds: string[]) =>
    callApi(classesApi.archiveMany, { body: { classroomIds } }),
  );
export const useClearLockout = (id: string) =>
  useClassMutation((studentId: string) =>
    callApi(classesApi.clearLockout, { params: { id, studentId } }),
  );
export const useResetCard = (id: string) =>
  useClassMutation((studentId: string) =>
    callApi(classesApi.resetCard, { params: { id, studentId } }),
  );
export const useSetPassCode = () =>
  useClassMutation(({ studentId, passCode }: { studentId: string; passCode: string }) =>
    callApi(classesApi.setPassCode, { params: { id: studentId }, body: { passCode } }),
  );
export const useUpdateStudent = () =>
  useClassMutation(({ studentId, body }: { studentId: string; body: UpdateStudentBody }) =>
    callApi(classesApi.updateStudent, { params: { id: studentId }, body }),
  );
export const useTrustDevice = (id: string) =>
  useClassMutation((label: string) =>
    callApi(classesApi.trustDevice, { params: { id }, body: { label } }),
  );
export const useRemoveDevice = (id: string) =>
  useClassMutation((deviceId: string) =>
    callApi(classesApi.removeDevice, { params: { id, deviceId } }),
  );

/** POST /api/student/card-login: a login card's QR token → a student session. */
export const cardLogin = (token: string) =>
  callApi(classesApi.cardLogin, { body: { token }, token: null });

/** GET /api/classrooms/{id}/login-cards.pdf — the PDF as a Blob (for download or preview). */
export const fetchLoginCards = (id: string): Promise<Blob> =>
  fetchBlob(classesApi.loginCards, { params: { id }, accept: 'application/pdf' });
