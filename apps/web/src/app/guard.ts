import { redirect, redirectDocument, replace, type LoaderFunctionArgs } from 'react-router';
import {
  guardRoute,
  roleHome,
  type DeviceKind,
  type SessionView,
  type WebRouteMeta,
} from '@pagebird/contract';

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
}

const pathOf = (location: string) => location.split(/[?#]/)[0];

/**
 * The route loader every route runs before it renders (spec §4 Login, Page reloads; §6):
 * - signed-out on a guarded route → /login?redirect=<wanted path>;
 * - signed-in without the role → the navigation is refused: back to where the user was
 *   (a replace, so history is unchanged), or the role's home on a fresh page load;
 * - phones and tablets on non-public, non-admin routes → the desktop-usage page;
 * - `reloadBeforeEntry` routes reached from inside the app → a full page load.
 */
export function createGuardLoader(meta: WebRouteMeta, deps: GuardDeps) {
  return function guardLoader({ request }: LoaderFunctionArgs): null {
    const url = new URL(request.url);
    const location = url.pathname + url.search;
    const session = deps.getSession();
    const decision = guardRoute({ route: meta, location, session, device: deps.getDevice() });
    const current = deps.getCurrentLocation();

    if (decision.type === 'redirect') throw redirect(decision.to);
    if (decision.type === 'stay') {
      if (current && pathOf(current) !== url.pathname) throw replace(current);
      throw redirect(session ? roleHome(session) : '/');
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
