import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  educatorsApi,
  type SchoolBody,
  type TeacherOnboardingBody,
  type TeacherProfileUpdate,
  type TeacherSignupBody,
} from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';

/** Query keys of the educators feature. */
export const educatorKeys = {
  all: ['educators'] as const,
  profile: () => ['educators', 'profile'] as const,
  lookups: () => ['educators', 'lookups'] as const,
};

/** POST /api/users/teacher/validate-email (spec §5: isError, exists, message). */
export const validateEducatorEmail = (email: string) =>
  callApi(educatorsApi.validateEmail, { body: { email }, token: null });

/** POST /api/v2/users/teacher: the account and its access token (educators do not pay). */
export const createEducatorAccount = (body: TeacherSignupBody) =>
  callApi(educatorsApi.signup, { body, token: null });

/** GET /api/titles, /api/educator-roles, /api/locations: the sign-up and settings choices. */
export async function fetchLookups(signal?: AbortSignal) {
  const [titles, educatorRoles, locations] = await Promise.all([
    callApi(educatorsApi.titles, { signal, token: null }),
    callApi(educatorsApi.educatorRoles, { signal, token: null }),
    callApi(educatorsApi.locations, { signal, token: null }),
  ]);
  return { titles, educatorRoles, locations };
}
export type EducatorLookups = Awaited<ReturnType<typeof fetchLookups>>;

export function useEducatorLookups() {
  return useQuery({
    queryKey: educatorKeys.lookups(),
    queryFn: ({ signal }) => fetchLookups(signal),
    staleTime: Infinity,
  });
}

export const teacherProfileQueryOptions = () =>
  queryOptions({
    queryKey: educatorKeys.profile(),
    queryFn: ({ signal }) => callApi(educatorsApi.profile, { signal }),
  });

/** GET /api/users/teacher/profile */
export function useTeacherProfile(enabled = true) {
  return useQuery({ ...teacherProfileQueryOptions(), enabled });
}

function useProfileMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: educatorKeys.profile() }),
  });
}

/** POST /api/users/teacher/onboarding */
export const useTeacherOnboarding = () =>
  useProfileMutation((body: TeacherOnboardingBody) => callApi(educatorsApi.onboarding, { body }));

/** PUT /api/users/teacher/profile */
export const useUpdateTeacherProfile = () =>
  useProfileMutation((body: TeacherProfileUpdate) => callApi(educatorsApi.updateProfile, { body }));

/** POST /api/schools or PUT /api/schools/{id} */
export const useSaveSchool = () =>
  useProfileMutation(({ id, body }: { id: string | null; body: SchoolBody }) =>
    id
      ? callApi(educatorsApi.updateSchool, { params: { id }, body })
      : callApi(educatorsApi.createSchool, { body }),
  );
