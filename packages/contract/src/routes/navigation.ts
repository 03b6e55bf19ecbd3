import { Role } from '../auth/roles.ts';
import { CONSTANTS } from '../common/constants.ts';
import { href, type WebRouteMeta, type WebRouteName } from './web-routes.ts';

/** Spec §4 "Login", §6 and §9: pure navigation rules shared by the web guards, tests and e2e. */

export type DeviceKind = 'desktop' | 'phone' | 'tablet' | 'chromebook';

export interface DeviceInput {
  userAgent: string;
  width: number;
  touch: boolean;
}

const PHONE_UA = /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone|BlackBerry|Opera Mini/i;
const TABLET_UA = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;

/** Spec §9 "Mobile definition". */
export function detectDevice({ userAgent, width, touch }: DeviceInput): DeviceKind {
  if (/CrOS/.test(userAgent)) return 'chromebook';
  if (PHONE_UA.test(userAgent) && width <= CONSTANTS.device.phoneMaxWidth) return 'phone';
  if (TABLET_UA.test(userAgent)) return 'tablet';
  if (touch && width >= CONSTANTS.device.tabletMinWidth && width <= CONSTANTS.device.tabletMaxWidth)
    return 'tablet';
  return 'desktop';
}

export const isSmallScreen = (d: DeviceKind) => d === 'phone' || d === 'tablet';

export interface SessionView {
  role: Role;
  /** Parent only: number of child profiles. */
  childCount?: number;
  age?: number | null;
}

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  /** Navigation is refused: the user stays where they were. */
  | { type: 'stay' };

export interface GuardInput {
  route: WebRouteMeta;
  /** The wanted location: path plus search. */
  location: string;
  session: SessionView | null;
  device: DeviceKind;
}

export function roleAllowed(route: WebRouteMeta, role: Role | null): boolean {
  if (route.access === 'public') return true;
  if (role === null) return false;
  if (route.access === 'signedIn') return true;
  return route.access.includes(role);
}

const usagePage = (role: Role | undefined) =>
  href(role === Role.TEACHER ? 'educator-desktop-usage' : 'desktop-usage');

/** Decide what happens when `location` (matching `route`) is opened. */
export function guardRoute({ route, location, session, device }: GuardInput): GuardDecision {
  if (route.redirectTo) return { type: 'redirect', to: href(route.redirectTo as WebRouteName) };

  if (route.name === 'login' && session) {
    const redirect = new URLSearchParams(location.split('?')[1] ?? '').get('redirect');
    if (redirect) return { type: 'redirect', to: signedInLoginTarget(session.role) };
  }
  if (route.access === 'public') return { type: 'allow' };

  if (!session) return { type: 'redirect', to: href('login', {}, { redirect: location }) };
  if (!roleAllowed(route, session.role)) return { type: 'stay' };

  const isAdminRoute = Array.isArray(route.access) && route.access.includes(Role.ADMIN);
  if (isSmallScreen(device) && !isAdminRoute && !route.smallScreenAllowed) {
    return { type: 'redirect', to: usagePage(session.role) };
  }
  return { type: 'allow' };
}

/** Where a signed-in user opening login with a redirect query goes. */
export function signedInLoginTarget(role: Role): string {
  if (role === Role.ADMIN) return href('admin-dashboard');
  if (role === Role.TEACHER) return href('educator');
  return href('browse');
}

/** Home of a role: where a role lands when a refused navigation has nowhere to stay. */
export function roleHome(session: SessionView): string {
  switch (session.role) {
    case Role.ADMIN:
      return href('admin-dashboard');
    case Role.TEACHER:
      return href('educator');
    case Role.PARENT:
      return href('profile-select');
    default:
      return href('browse');
  }
}

/**
 * Only same-site paths: one leading `/`, not `//` (protocol-relative), no backslash or control
 * character anywhere (browsers read `/\evil.com` and `/<tab>/evil.com` as `//evil.com`), and
 * never back to login.
 */
const isSafeRedirect = (r: string | null | undefined): r is string =>
  !!r &&
  r.startsWith('/') &&
  !r.startsWith('//') &&
  ![...r].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) &&
  !r.startsWith('/login');

/** Spec §4 "Login": where the user goes after a successful sign-in. */
export function landingAfterLogin(
  session: SessionView,
  opts: { redirect?: string | null; device: DeviceKind; archiveFlow?: boolean },
): string {
  if (isSmallScreen(opts.device) && session.role !== Role.ADMIN) return usagePage(session.role);
  if (session.role === Role.PARENT) {
    return (session.childCount ?? 0) === 0 ? href('onboarding') : href('profile-select');
  }
  if (isSafeRedirect(opts.redirect) && !opts.archiveFlow) return opts.redirect;
  if (session.role === Role.TEACHER) return href('educator');
  if (session.role === Role.ADMIN) return href('admin-dashboard');
  return href('browse');
}

/** Spec §2 "Logo click". */
export function logoTarget(session: SessionView | null, device: DeviceKind): string {
  if (!session) return href('home');
  if (session.role === Role.ADMIN) return href('admin-dashboard');
  if (isSmallScreen(device)) return usagePage(session.role);
  return href('browse');
}

/** Spec §4 "Logout": null means stay on the current page. */
export function logoutTarget(currentRoute: WebRouteName | undefined): string | null {
  const stayOn: WebRouteName[] = ['signup', 'invite', 'home', 'educators'];
  return currentRoute && stayOn.includes(currentRoute) ? null : href('home');
}

export interface NavItem {
  label: string;
  to: string;
}

/** Spec §2 "Main navigation by role". `myLibraryLabel` is the flag that defaults to on. */
export function mainNavigation(role: Role, myLibraryLabel = true): NavItem[] {
  const home = { label: 'Home', to: href('browse') };
  const libraryLabel = myLibraryLabel ? 'My Library' : 'Favorites';
  switch (role) {
    case Role.CHILD:
      return [home];
    case Role.STUDENT:
      return [
        home,
        { label: libraryLabel, to: myLibraryLabel ? href('library') : href('favorites') },
      ];
    case Role.PARENT:
      return [home, { label: 'Favorites', to: href('favorites') }];
    case Role.TEACHER:
      return [
        { label: 'Home', to: href('educator') },
        { label: libraryLabel, to: myLibraryLabel ? href('library') : href('favorites') },
      ];
    default:
      return [];
  }
}

export type AccountMenuAction = 'navigate' | 'logout';
export interface AccountMenuItem {
  label: string;
  action: AccountMenuAction;
  to?: string;
}

/** Spec §2 "Account dropdown". Reward Vault only for children over 6. */
export function accountMenu(session: SessionView): AccountMenuItem[] {
  const logout: AccountMenuItem = { label: 'Log Out', action: 'logout' };
  const nav = (label: string, to: string): AccountMenuItem => ({ label, action: 'navigate', to });
  switch (session.role) {
    case Role.CHILD:
    case Role.STUDENT: {
      const items = [nav('My Stuff', href('my-stuff'))];
      if (canUseRewardVault(session.age)) items.push(nav('Reward Vault', href('reward-vault')));
      items.push(
        nav(
          'Change Profile',
          session.role === Role.STUDENT ? href('students') : href('profile-select'),
        ),
      );
      return [...items, logout];
    }
    case Role.PARENT:
      return [
        nav('Change Profile', href('profile-select')),
        nav('Dashboard', href('dashboard')),
        nav('Account Settings', href('account-settings')),
        logout,
      ];
    case Role.TEACHER:
      return [
        nav('Dashboard', href('educator')),
        nav('Account Settings', href('educator-settings')),
        logout,
      ];
    case Role.ADMIN:
      return [nav('Dashboard', href('admin-dashboard')), logout];
  }
}

export function canUseRewardVault(age: number | null | undefined): boolean {
  return typeof age === 'number' && age > CONSTANTS.rewardVaultMinAgeExclusive;
}

/** Spec §2: the dropdown name is truncated at 9 characters plus an ellipsis. */
export function truncateName(name: string, max: number = CONSTANTS.headerNameMaxChars): string {
  return name.length > max ? `${name.slice(0, max)}…` : name;
}

/** Spec §5: a child's name is shown capitalised. */
export function capitalizeName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Spec §9 "Interface spacing" by age. */
export function spacingForAge(age: number | null | undefined): 'large' | 'medium' | 'small' {
  const a = age ?? CONSTANTS.spacing.defaultAge;
  if (a < CONSTANTS.spacing.largeBelowAge) return 'large';
  if (a < CONSTANTS.spacing.mediumBelowAge) return 'medium';
  return 'small';
}
