import {
  WEB_ROUTES,
  guardRoute,
  href,
  Role,
  roleHome,
  type DeviceKind,
  type SessionView,
  type WebRouteMeta,
  type WebRouteName,
} from '@pagebird/contract';

/**
 * The expected end of a fresh `page.goto(location)`, computed from the contract's pure rules:
 * - `allow` → the location itself;
 * - `redirect` → the target, which is guarded again (e.g. a phone user's role home);
 * - `stay` → a fresh load has nowhere to stay: apps/web (app/guard.ts) sends the user to
 *   `roleHome(session)`, guarded again;
 * - `/app` renders "opening the app store" and 10 ms later goes to /desktop-usage (spec §2);
 * - `/students` lists the students of the device's current class code; with no class code
 *   stored on the device the app asks for one at /class-code (apps/web students.tsx);
 * - a parent area opened by a parent without a recent parent gate (docs/decisions/022) → the
 *   "Enter Account Password" prompt for that page, `/profile-select?redirect=<page>`; where the
 *   device cannot open /profile-select but may open the page (phones and tablets on account
 *   settings and manage subscription) → the page itself with the prompt open on it.
 */

/** Parent areas behind the parent gate (apps/web app/guard.ts `PARENT_AREA_ROUTES`). */
export const PARENT_AREA_ROUTES: readonly string[] = [
  'onboarding',
  'dashboard',
  'dashboard-edit-child',
  'account-settings',
  'manage-subscription',
];

export interface DeviceState {
  /** A class code is stored on this device (pb.currentClassCode). */
  hasClassCode: boolean;
  /** The parent's session passed the parent gate recently (the password was re-entered). */
  parentGate?: boolean;
}

interface Compiled {
  meta: WebRouteMeta;
  regex: RegExp;
  staticSegments: number;
}

const compiled: Compiled[] = WEB_ROUTES.filter((r) => r.path !== '*').map((meta) => {
  const segs = meta.path.split('/').filter(Boolean);
  let source = '';
  let staticSegments = 0;
  for (const seg of segs) {
    if (seg.startsWith(':')) source += seg.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    else {
      staticSegments++;
      source += `/${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    }
  }
  return { meta, regex: new RegExp(`^${source || '/'}/?$`), staticSegments };
});

const notFound = WEB_ROUTES.find((r) => r.path === '*')!;

/** The route a pathname renders (static segments win, as in React Router's ranking). */
export function matchRoute(pathname: string): WebRouteMeta {
  const hits = compiled.filter((c) => c.regex.test(pathname));
  hits.sort((a, b) => b.staticSegments - a.staticSegments);
  return hits[0]?.meta ?? notFound;
}

export interface Expected {
  /** Path the browser ends on. */
  path: string;
  /** Search params that must be present (e.g. login's redirect). */
  params: Record<string, string>;
  /** The route rendered at the end. */
  route: WebRouteMeta;
  /** How we got there, for messages. */
  chain: string[];
  /** True when the first decision was allow (the URL must stay). */
  stays: boolean;
  /** The "Enter Account Password" prompt is open on the page itself (no parent gate, phone). */
  parentGatePrompt?: boolean;
}

const profileSelectRoute = WEB_ROUTES.find((r) => r.name === 'profile-select')!;

export function expectedOutcome(
  location: string,
  session: SessionView | null,
  device: DeviceKind,
  state: DeviceState = { hasClassCode: false },
): Expected {
  const chain: string[] = [];
  let loc = location;
  let stays = true;
  for (let hop = 0; hop < 8; hop++) {
    const url = new URL(loc, 'http://e2e.invalid');
    const route = matchRoute(url.pathname);
    if (route.name === 'app') {
      chain.push(`${loc} (app → desktop-usage)`);
      loc = href('desktop-usage');
      stays = false;
      continue;
    }
    const decision = guardRoute({ route, location: url.pathname + url.search, session, device });
    if (decision.type === 'allow' && route.name === 'students' && !state.hasClassCode) {
      chain.push(`${loc} (allow, no class code → class-code)`);
      loc = href('class-code');
      stays = false;
      continue;
    }
    if (
      decision.type === 'allow' &&
      session?.role === Role.PARENT &&
      PARENT_AREA_ROUTES.includes(route.name) &&
      !state.parentGate
    ) {
      const profileSelect = guardRoute({
        route: profileSelectRoute,
        location: href('profile-select'),
        session,
        device,
      });
      if (profileSelect.type !== 'allow') {
        chain.push(`${loc} (allow, no parent gate, no profile-select here → password prompt here)`);
        return {
          path: url.pathname,
          params: Object.fromEntries(url.searchParams),
          route,
          chain,
          stays,
          parentGatePrompt: true,
        };
      }
      chain.push(`${loc} (allow, no parent gate → password prompt)`);
      loc = href('profile-select', {}, { redirect: url.pathname + url.search });
      stays = false;
      continue;
    }
    if (decision.type === 'allow') {
      chain.push(`${loc} (allow)`);
      return {
        path: url.pathname,
        params: Object.fromEntries(url.searchParams),
        route,
        chain,
        stays,
      };
    }
    stays = false;
    if (decision.type === 'redirect') {
      chain.push(`${loc} (redirect)`);
      loc = decision.to;
    } else {
      chain.push(`${loc} (stay → role home)`);
      loc = session ? roleHome(session) : href('home');
    }
  }
  throw new Error(`redirect loop: ${chain.join(' → ')}`);
}

/**
 * Sample values for route params: `name` applies to every route, `routeName.name` to one route
 * (e.g. `classroom-edit-student.childId` is a student while `dashboard-edit-child` wants a child).
 * Optional params are left out (list and create pages).
 */
export type SampleParams = Partial<Record<string, string>>;

/** Placeholder for ids the demo data has none of yet. */
export const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

/** A concrete path for a route with sample params filled in. */
export function samplePath(route: WebRouteMeta, params: SampleParams): string {
  const filled: Record<string, string> = {};
  for (const seg of route.path.split('/')) {
    if (!seg.startsWith(':') || seg.endsWith('?')) continue;
    const key = seg.slice(1);
    filled[key] = params[`${route.name}.${key}`] ?? params[key] ?? PLACEHOLDER_ID;
  }
  return href(route.name as WebRouteName, filled);
}

/** Every route of the table except the catch-all. */
export const WALKED_ROUTES = WEB_ROUTES.filter((r) => r.path !== '*');
