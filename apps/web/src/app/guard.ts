import { redirect, redirectDocument, replace, type LoaderFunctionArgs } from 'react-router';
import {
  guardRoute,
  href,
  Role,
  roleHome,
  webRoute,
  type DeviceKind,
  type SessionView,
  type WebRouteMeta,
} from '@pagebird/contract';
import { sessionStore } from '../lib/auth/session-store.ts';

export interface GuardDeps {
  getSession: () => SessionView | null;
  getDevice: () => DeviceKind;
  /**
   * Where the app is now (path + search + hash), or null on a fresh page load (nothing to stay
   * on yet).
   */
  getCurrentLocation: () => string | null;
  /** Full page loads for `reloadBeforeEntry` routes (off in tests). */
  fullReloads: boolean;
  /**
   * Until when the signed-in parent's session has passed the parent gate (ISO time, from the
   * session's user details); null when it has not. Default: read from the session store.
   */
  getParentGateUntil?: () => string | null | undefined;
  /** Now, for the gate's expiry (tests inject it). */
  now?: () => Date;
}

/**
 * The parent areas (spec §6: open only after re-entering the account password). The server
 * refuses them without a recent gate (403 PARENT_GATE_REQUIRED); the guard sends the parent to
 * "Who is reading?", which opens the "Enter Account Password" prompt for the wanted page. Phones
 * and tablets cannot open "Who is reading?" (spec §6 small-screen rule) but may open account
 * settings and manage subscription: there the page itself asks (app/parent-gate.tsx).
 */
export const PARENT_AREA_ROUTES: readonly string[] = [
  'onboarding',
  'dashboard',
  'dashboard-edit-child',
  'account-settings',
  'manage-subscription',
];

/** Where a parent without a recent gate goes instead of a parent area. */
export const parentGateRedirect = (location: string) =>
  href('profile-select', {}, { redirect: location });

/** Whether a redirect target is a parent area page of this app (a same-origin path). */
export function isParentAreaPath(location: string): boolean {
  return /^\/(onboarding|dashboard|account-settings|manage-subscription)(\/[\w-]*)*\/?([?#]|$)/.test(
    location,
  );
}

/**
 * Whether "Who is reading?", where the parent gate's prompt opens, is open to this session on
 * this device. When it is not (phones, tablets), a parent area the device may open asks for the
 * account password on the page itself instead of sending the parent there.
 */
export function profileSelectOpens(session: SessionView | null, device: DeviceKind): boolean {
  return (
    guardRoute({
      route: webRoute('profile-select'),
      location: href('profile-select'),
      session,
      device,
    }).type === 'allow'
  );
}

export function parentGateHolds(until: string | null | undefined, now: Date): boolean {
  return !!until && Date.parse(until) > now.getTime();
}

const pathOf = (location: string) => location.split(/[?#]/)[0];

/**
 * The route loader every route runs before it renders (spec §4 Login, Page reloads; §6):
 * - signed-out on a guarded route → /login?redirect=<wanted path>;
 * - signed-in without the role → the navigation is refused: back to where the user was
 *   (a replace, so history is unchanged), or the role's home on a fresh page load;
 * - phones and tablets on non-public, non-admin routes → the desktop-usage page;
 * - a parent without a recent parent gate on a parent area → "Who is reading?" with the
 *   password prompt for the page; where that page is closed to the device (phones, tablets) the
 *   parent stays and the page asks for the password in place (app/parent-gate.tsx);
 * - `reloadBeforeEntry` routes reached from inside the app → a full page load.
 */
export function createGuardLoader(meta: WebRouteMeta, deps: GuardDeps) {
  return function guardLoader({ request }: LoaderFunctionArgs): null {
    const url = new URL(request.url);
    const location = url.pathname + url.search;
    const session = deps.getSession();
    const device = deps.getDevice();
    const decision = guardRoute({ route: meta, location, session, device });
    const current = deps.getCurrentLocation();

    if (decision.type === 'redirect') throw redirect(decision.to);
    if (decision.type === 'stay') {
      if (current && pathOf(current) !== url.pathname) throw replace(current);
      throw redirect(session ? roleHome(session) : '/');
    }
    if (
      session?.role === Role.PARENT &&
      PARENT_AREA_ROUTES.includes(meta.name) &&
      !parentGateHolds(
        (deps.getParentGateUntil ?? (() => sessionStore.get().user?.parentGateUntil))(),
        (deps.now ?? (() => new Date()))(),
      ) &&
      profileSelectOpens(session, device)
    ) {
      throw redirect(parentGateRedirect(location));
    }
    if (
      meta.reloadBeforeEntry &&
      deps.fullReloads &&
      current !== null &&
      pathOf(current) !== url.pathname
    ) {
      throw redirectDocument(location);
    }
    return null;
  };
}
