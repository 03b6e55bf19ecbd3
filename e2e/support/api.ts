import { expect, type APIRequestContext } from '@playwright/test';
import { authApi, apiPath, type SessionResponse } from '@pagebird/contract';
import { DEMO } from './constants.ts';

/** Sign-in shortcuts through the real API (the same calls the web app makes). */

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<SessionResponse> {
  const res = await request.post(authApi.login.path, { data: { email, password } });
  expect(res.status(), `POST ${authApi.login.path} as ${email}: ${await res.text()}`).toBe(200);
  return (await res.json()) as SessionResponse;
}

/** The parent's child profiles. */
export async function apiProfiles(request: APIRequestContext, parentToken: string) {
  const res = await request.get(authApi.profileList.path, { headers: bearer(parentToken) });
  expect(res.status(), `GET ${authApi.profileList.path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as { id: string; name: string; age: number | null }[];
}

/** Parent picks a child profile: answers that child's session. */
export async function apiSelectProfile(
  request: APIRequestContext,
  parentToken: string,
  childId: string,
): Promise<SessionResponse> {
  const path = apiPath(authApi.selectProfile.path, { id: childId });
  const res = await request.post(path, { headers: bearer(parentToken) });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as SessionResponse;
}

/** Parent login, then the named child's session (Leo by default). */
export async function apiChildSession(request: APIRequestContext, childName = 'Leo') {
  const parent = await apiLogin(request, DEMO.parent.email, DEMO.parent.password);
  const profiles = await apiProfiles(request, parent.token);
  const child = profiles.find((p) => p.name.toLowerCase() === childName.toLowerCase());
  expect(child, `child ${childName} among ${profiles.map((p) => p.name).join(', ')}`).toBeTruthy();
  return { parent, child: await apiSelectProfile(request, parent.token, child!.id) };
}

export async function apiClassStudents(request: APIRequestContext, classCode: string) {
  const res = await request.get(authApi.classStudents.path, { params: { classCode } });
  expect(res.status(), `GET ${authApi.classStudents.path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as {
    classroom: { id: string; name: string; loginCode: string };
    students: { id: string; name: string }[];
  };
}

export async function apiStudentLogin(
  request: APIRequestContext,
  name: string = DEMO.students[0].name,
  classCode: string = DEMO.classCode,
): Promise<SessionResponse> {
  const { students } = await apiClassStudents(request, classCode);
  const student = students.find((s) => s.name === name);
  expect(student, `student ${name} in ${classCode}`).toBeTruthy();
  const pin = DEMO.students.find((s) => s.name === name)!.pin;
  const res = await request.post(authApi.studentLogin.path, {
    data: { classCode, studentId: student!.id, passCode: pin },
  });
  expect(res.status(), `POST ${authApi.studentLogin.path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as SessionResponse;
}

/** GET a contract path with a profile's token; the answer must be 200. */
export async function getJson<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  params: Record<string, string> = {},
): Promise<T> {
  const res = await request.get(path, { headers: bearer(token), params });
  expect(res.status(), `GET ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}
