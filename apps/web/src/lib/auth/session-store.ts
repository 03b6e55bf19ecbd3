import { useSyncExternalStore } from 'react';
import {
  EMAILLESS_ROLES,
  type Role,
  type SessionResponse,
  type SessionView,
  type UserDetails,
} from '@pagebird/contract';
import { STORAGE_KEYS, clearBrowserValues, readValue, writeValue } from '../storage.ts';

/** The signed-in state, read from the browser-kept values of spec §3. */
export interface SessionState {
  authenticated: boolean;
  token: string | null;
  role: Role | null;
  email: string | null;
  user: UserDetails | null;
  classId: string | null;
}

export interface UsedClassCode {
  code: string;
}

const MAX_USED_CLASS_CODES = 6;
const listeners = new Set<() => void>();
let snapshot: SessionState = read();

function read(): SessionState {
  const token = readValue<string>(STORAGE_KEYS.userToken);
  const authenticated = readValue<boolean>(STORAGE_KEYS.authenticated) === true && !!token;
  return {
    authenticated,
    token: authenticated ? token : null,
    role: authenticated ? readValue<Role>(STORAGE_KEYS.role) : null,
    email: authenticated ? readValue<string>(STORAGE_KEYS.email) : null,
    user: authenticated ? readValue<UserDetails>(STORAGE_KEYS.profile) : null,
    classId: authenticated ? readValue<string>(STORAGE_KEYS.classId) : null,
  };
}

function emit() {
  snapshot = read();
  listeners.forEach((l) => l());
}

if (typeof window !== 'undefined') {
  // Another tab signed in or out.
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key.startsWith('pb.')) emit();
  });
}

export const sessionStore = {
  get: (): SessionState => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Store a session answered by login, student login, profile select or the password prompt. */
  set({ token, user }: SessionResponse): void {
    writeValue(STORAGE_KEYS.userToken, token);
    writeValue(STORAGE_KEYS.authenticated, true);
    writeValue(STORAGE_KEYS.role, user.role);
    writeValue(STORAGE_KEYS.email, EMAILLESS_ROLES.includes(user.role) ? null : user.email);
    writeValue(STORAGE_KEYS.profile, user);
    writeValue(STORAGE_KEYS.classId, user.classroom?.id ?? null);
    emit();
  },
  /** Refresh the stored profile (e.g. after GET /api/users/details). */
  updateUser(user: UserDetails): void {
    if (!snapshot.authenticated) return;
    writeValue(STORAGE_KEYS.profile, user);
    writeValue(STORAGE_KEYS.role, user.role);
    emit();
  },
  /** Logout: clear stored data except the kept device values. */
  clear(): void {
    clearBrowserValues();
    emit();
  },
  /** Re-read storage (tests, other tabs). */
  refresh: emit,
};

/** What the contract's navigation rules need to know about the session. */
export function sessionView(state: SessionState = snapshot): SessionView | null {
  if (!state.authenticated || !state.role) return null;
  return { role: state.role, childCount: state.user?.childCount, age: state.user?.age ?? null };
}

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

// Class codes (kept across logouts).

export function getCurrentClassCode(): string | null {
  return readValue<string>(STORAGE_KEYS.currentClassCode);
}

export function getUsedClassCodes(): UsedClassCode[] {
  const v = readValue<UsedClassCode[]>(STORAGE_KEYS.usedClassCodes);
  return Array.isArray(v) ? v.filter((c) => typeof c?.code === 'string') : [];
}

/** Remember a class code that worked: current code plus the front of the used list. */
export function rememberClassCode(code: string): void {
  const upper = code.trim().toUpperCase();
  writeValue(STORAGE_KEYS.currentClassCode, upper);
  const used = [{ code: upper }, ...getUsedClassCodes().filter((c) => c.code !== upper)];
  writeValue(STORAGE_KEYS.usedClassCodes, used.slice(0, MAX_USED_CLASS_CODES));
  emit();
}

export function forgetClassCode(code: string): void {
  writeValue(
    STORAGE_KEYS.usedClassCodes,
    getUsedClassCodes().filter((c) => c.code !== code),
  );
  if (getCurrentClassCode() === code) writeValue(STORAGE_KEYS.currentClassCode, null);
  emit();
}
