import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import { EMAILLESS_ROLES, Role, type SessionResponse, type UserDetails } from '@pagebird/contract';
import { BASE_URL, DESKTOP } from './constants.ts';

/**
 * How apps/web keeps the session (apps/web/src/lib/storage.ts + lib/auth/session-store.ts):
 * localStorage keys `pb.*`, every value JSON-encoded; `sessionStore.set` writes the ones below.
 * The route walk injects them instead of signing in through the UI for every role.
 */
export const STORAGE = {
  userToken: 'pb.userToken',
  authenticated: 'pb.authenticated',
  role: 'pb.role',
  email: 'pb.email',
  profile: 'pb.profile',
  classId: 'pb.classId',
  currentClassCode: 'pb.currentClassCode',
  usedClassCodes: 'pb.usedClassCodes',
} as const;

export function sessionLocalStorage(
  session: SessionResponse,
  classCode?: string,
): { name: string; value: string }[] {
  const { token, user } = session;
  const entries: [string, unknown][] = [
    [STORAGE.userToken, token],
    [STORAGE.authenticated, true],
    [STORAGE.role, user.role],
    [STORAGE.email, EMAILLESS_ROLES.includes(user.role) ? null : user.email],
    [STORAGE.profile, user],
    [STORAGE.classId, user.classroom?.id ?? null],
  ];
  if (user.role === Role.STUDENT && classCode) {
    entries.push([STORAGE.currentClassCode, classCode]);
    entries.push([STORAGE.usedClassCodes, [{ code: classCode }]]);
  }
  return entries
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([name, v]) => ({ name, value: JSON.stringify(v) }));
}

/** A browser context that starts signed in (or signed out when `session` is null). */
export async function contextWithSession(
  browser: Browser,
  session: SessionResponse | null,
  options: BrowserContextOptions & { classCode?: string } = {},
): Promise<BrowserContext> {
  const { classCode, ...rest } = options;
  return browser.newContext({
    baseURL: BASE_URL,
    viewport: DESKTOP,
    ...rest,
    storageState: {
      cookies: [],
      origins: session
        ? [{ origin: BASE_URL, localStorage: sessionLocalStorage(session, classCode) }]
        : [],
    },
  });
}

async function storedValue<T>(context: BrowserContext, key: string): Promise<T | null> {
  const state = await context.storageState();
  const origin = state.origins.find((o) => o.origin === BASE_URL);
  const raw = origin?.localStorage.find((e) => e.name === key)?.value;
  return raw ? (JSON.parse(raw) as T) : null;
}

/** Read the stored token back (after a UI sign-in). */
export const storedToken = (context: BrowserContext) =>
  storedValue<string>(context, STORAGE.userToken);

/** Read the stored user profile back (after a UI sign-in). */
export const storedProfile = (context: BrowserContext) =>
  storedValue<UserDetails>(context, STORAGE.profile);

/**
 * Put the session into localStorage before the app's scripts run, on every page load of the
 * context: each navigation of the route walk starts signed in, whatever the previous page did.
 */
export async function injectSession(
  context: BrowserContext,
  session: SessionResponse,
  classCode?: string,
): Promise<void> {
  await context.addInitScript(
    (entries: { name: string; value: string }[]) => {
      try {
        for (const { name, value } of entries) window.localStorage.setItem(name, value);
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    },
    sessionLocalStorage(session, classCode),
  );
}
