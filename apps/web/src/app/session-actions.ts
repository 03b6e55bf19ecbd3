import type { NavigateOptions } from 'react-router';
import { href, logoutTarget, type WebRouteMeta, type WebRouteName } from '@pagebird/contract';
import type { ApiError } from '../lib/api-client.ts';
import { sessionStore, sessionView } from '../lib/auth/session-store.ts';
import { getDevice } from '../lib/device.ts';
import { PARENT_AREA_ROUTES, profileSelectOpens } from './guard.ts';
import { queryClient } from '../lib/query-client.ts';
import { notify } from '../components/ui/notifications.tsx';

/** The bits of the data router the session actions need (set once by main.tsx). */
export interface AppNavigator {
  navigate: (to: string, opts?: NavigateOptions) => unknown;
  state: {
    location: { pathname: string; search: string; hash: string };
    matches: ReadonlyArray<{ route: { handle?: unknown } }>;
  };
}

let navigator: AppNavigator | null = null;

export function registerNavigator(next: AppNavigator | null): void {
  navigator = next;
}

/** The WEB_ROUTES meta of the route on screen. */
export function currentRouteMeta(): WebRouteMeta | undefined {
  const matches = navigator?.state.matches ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.route.handle as { meta?: WebRouteMeta } | undefined;
    if (handle?.meta) return handle.meta;
  }
  return undefined;
}

export const currentRouteName = () => currentRouteMeta()?.name;

export function currentLocation(): string {
  const l = navigator?.state.location;
  return l ? l.pathname + l.search + l.hash : '/';
}

export interface LogoutOptions {
  /** Where to go afterwards; default: spec §4 `logoutTarget` of the current route. */
  to?: string | null;
  /** Skip POST /api/logout (the token is already refused). */
  skipServer?: boolean;
  /** A notification to show (e.g. why the session ended). */
  message?: string;
}

let loggingOut = false;

/**
 * Spec §4 "Logout": end the server session, clear the stored data, reset all state and go home
 * unless already on signup, invite, home or teacher-home.
 */
export async function logout(options: LogoutOptions = {}): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  try {
    const { token } = sessionStore.get();
    if (token && !options.skipServer) {
      // Loaded on demand: the auth endpoint schemas (zod) stay out of the entry chunk.
      await import('../features/auth/api/logout.ts')
        .then((m) => m.logoutRequest())
        .catch(() => undefined);
    }
    sessionStore.clear();
    queryClient.clear();
    if (options.message) notify.info(options.message);
    const target =
      options.to === undefined
        ? logoutTarget(currentRouteName() as WebRouteName | undefined)
        : options.to;
    if (target && navigator) await navigator.navigate(target, { replace: true });
  } finally {
    loggingOut = false;
  }
}

/** Spec §7: a 401 outside the tolerated pages logs out and goes to login. */
export function handleUnauthorized(): void {
  // Requests still in flight while a logout clears the session are expected to fail.
  if (loggingOut) return;
  if (!sessionStore.get().authenticated) {
    // Signed out already: just go to login, keeping where the user wanted to be.
    void navigator?.navigate(href('login', {}, { redirect: currentLocation() }));
    return;
  }
  void logout({ skipServer: true, to: href('login', {}, { redirect: currentLocation() }) });
}

/** Spec §4 "Subscription required" (418 outside sign-up): the billing feature's flow. */
export function handleSubscriptionRequired(error: ApiError): void {
  // Loaded on demand, like logout: the billing schemas stay out of the entry chunk.
  void import('../features/family/billing/lib/subscription-required.ts').then((m) =>
    m.handleSubscriptionRequired(error, {
      navigate: (to) => navigator?.navigate(to),
      logout: (to) => logout({ to }),
    }),
  );
}

/**
 * A parent area answered 403 PARENT_GATE_REQUIRED (the gate ran out while the page was open):
 * back to "Who is reading?", which asks for the account password and returns to this page. On a
 * device that cannot open "Who is reading?" (phones, tablets) the stored gate is forgotten
 * instead: the page asks for the password in place (app/parent-gate.tsx) and stays.
 */
export function handleParentGateRequired(): void {
  if (loggingOut || currentRouteName() === 'profile-select') return;
  const route = currentRouteName();
  if (
    route &&
    PARENT_AREA_ROUTES.includes(route) &&
    !profileSelectOpens(sessionView(), getDevice())
  ) {
    const { user } = sessionStore.get();
    if (user?.parentGateUntil) sessionStore.updateUser({ ...user, parentGateUntil: null });
    return;
  }
  void navigator?.navigate(href('profile-select', {}, { redirect: currentLocation() }));
}
