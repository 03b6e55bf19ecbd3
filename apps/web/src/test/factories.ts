import type { Role, SessionResponse, UserDetails } from '@pagebird/contract';
import { sessionStore } from '../lib/auth/session-store.ts';

let n = 0;
const uuid = () => {
  n += 1;
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
};

export function makeUser(role: Role, overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    id: uuid(),
    role,
    email: role === 'CHILD' || role === 'STUDENT' ? null : `${role.toLowerCase()}@example.com`,
    name: role === 'CHILD' ? 'mia' : 'Sam',
    age: role === 'CHILD' || role === 'STUDENT' ? 8 : null,
    avatarSettings: { avatar: null, frame: null, sticker: null },
    testUser: false,
    parentId: null,
    teacherIds: [],
    customerId: null,
    extraData: { dataUpdateRequired: false, classroomsUpdateRequired: false },
    interests: [],
    ageId: null,
    profileCreationDate: '2025-01-01T00:00:00.000Z',
    successLoginsCount: 5,
    avatarId: null,
    frameId: null,
    stickerId: null,
    ...overrides,
  };
}

export function makeSession(role: Role, overrides: Partial<UserDetails> = {}): SessionResponse {
  return { token: `token-${role}`, user: makeUser(role, overrides) };
}

export function signIn(role: Role, overrides: Partial<UserDetails> = {}): SessionResponse {
  const session = makeSession(role, overrides);
  sessionStore.set(session);
  return session;
}

/** A fetch answer. */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
