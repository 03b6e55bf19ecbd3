import { describe, expect, it } from 'vitest';
import { href, webRoute, WEB_ROUTES, type RouteAccess, type WebRouteName } from './web-routes.ts';
import { guardRoute, type DeviceKind, type GuardDecision, type SessionView } from './navigation.ts';
import { Role } from '../auth/roles.ts';

/*
 * The route access of spec §2 and the small-screen exceptions of spec §6, written out here
 * independently of WEB_ROUTES so the table and the guard can be checked against the spec.
 */
const { ADMIN, PARENT, CHILD, TEACHER, STUDENT } = Role;

const pub = [
  '/',
  '/login',
  '/signup',
  '/invite/:token',
  '/offer',
  '/class-code',
  '/password-reset',
  '/password-update',
  '/educator-signup',
  '/privacy',
  '/terms',
  '/privacy-policy',
  '/terms-of-service',
  '/faq',
  '/media-kit',
  '/about-us',
  '/childrens-privacy',
  '/childrens-privacy-policy',
  '/desktop-usage',
  '/stackathon',
  '/educators',
  '/teacher',
  '/educator-resources',
  '/summer2025',
  '/2025-educator-giveaway',
  '/welcomeback',
  '/students',
  '/app',
  '/promo',
];
const signedIn = [
  '/profile-select',
  '/browse',
  '/discovery-zone/:zoneId?',
  '/favorites',
  '/search',
  '/book-details/:bookId',
  '/reader/:bookId',
  '/book-series/:seriesId?',
  '/book-collection/:collectionId',
  '/ask-pagebird',
  '/error',
  '*',
  '/classroom/:classId',
  '/login-instructions',
  '/classroom/instructions/:classId',
  '/classroom/promo-flyer',
];
const kid = [
  '/my-stuff',
  '/my-stuff/avatars',
  '/my-stuff/frames',
  '/my-stuff/stickers',
  '/my-stuff/badges',
  '/my-stuff/reward-vault',
  '/my-stuff/preview',
  '/interests-selection',
];
const educatorOrStudent = ['/library', '/collection/:id'];
const educator = [
  '/educator',
  '/educator/welcome',
  '/educator/settings',
  '/classroom/create',
  '/classroom/:classId/add',
  '/classroom/:classId/edit-student/:childId',
  '/educator-desktop-usage',
];
const parent = [
  '/onboarding',
  '/dashboard',
  '/dashboard/edit-child/:childId',
  '/account-settings',
  '/manage-subscription',
];
const admin = [
  '/admin/dashboard',
  ...['users', 'domains', 'customers', 'collections', 'banners'].flatMap((x) => [
    `/admin/${x}`,
    `/admin/${x}-update/:id?`,
  ]),
  '/admin/books',
  '/admin/books/:id',
  '/admin/discovery-zones',
  '/admin/discovery-zones-update/:id?',
  '/admin/discovery-zones/:id/facts',
  '/admin/discovery-zones/:id/quizzes',
  '/admin/quizzes',
  '/admin/quizzes-update/:id?',
  '/admin/facts',
  '/admin/facts-update/:id?',
  '/admin/discounts',
  '/admin/discounts-update/:id?',
];

const SPEC_ACCESS: Record<string, RouteAccess> = Object.fromEntries([
  ...pub.map((p) => [p, 'public']),
  ...signedIn.map((p) => [p, 'signedIn']),
  ...kid.map((p) => [p, [CHILD, STUDENT]]),
  ...educatorOrStudent.map((p) => [p, [TEACHER, STUDENT]]),
  ...educator.map((p) => [p, [TEACHER]]),
  ...parent.map((p) => [p, [PARENT]]),
  ...admin.map((p) => [p, [ADMIN]]),
]);

/** Spec §6: account settings, manage subscription, educator settings, the two usage pages,
 * server error and not-found. */
const SPEC_SMALL_SCREEN_EXCEPTIONS = [
  '/account-settings',
  '/manage-subscription',
  '/educator/settings',
  '/desktop-usage',
  '/educator-desktop-usage',
  '/error',
  '*',
];

describe('WEB_ROUTES against spec §2', () => {
  it('has unique names and paths', () => {
    const names = WEB_ROUTES.map((r) => r.name);
    const paths = WEB_ROUTES.map((r) => r.path);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('holds exactly the routes of the spec, each with the spec access', () => {
    const actual = Object.fromEntries(
      WEB_ROUTES.map((r) => [
        r.path,
        typeof r.access === 'string' ? r.access : [...r.access].sort(),
      ]),
    );
    const expected = Object.fromEntries(
      Object.entries(SPEC_ACCESS).map(([p, a]) => [p, typeof a === 'string' ? a : [...a].sort()]),
    );
    expect(actual).toEqual(expected);
  });

  it('flags exactly the small-screen exceptions of spec §6 among signed-in routes', () => {
    const flagged = WEB_ROUTES.filter((r) => r.smallScreenAllowed && r.access !== 'public').map(
      (r) => r.path,
    );
    expect(flagged.sort()).toEqual(
      SPEC_SMALL_SCREEN_EXCEPTIONS.filter((p) => SPEC_ACCESS[p] !== 'public').sort(),
    );
  });

  it('admin pages show the header only, with the admin navigation type', () => {
    const adminRoutes = WEB_ROUTES.filter((r) => r.path.startsWith('/admin/'));
    expect(adminRoutes).toHaveLength(23);
    for (const r of adminRoutes) {
      expect(r.access, r.path).toEqual([Role.ADMIN]);
      expect(r.header, r.path).toBe('admin');
      expect(r.footer, r.path).toBe(false);
      expect(r.headerNav, r.path).toBe(false);
      expect(r.navigationType, r.path).toBe('admin');
    }
  });

  it('most screens show a header; every route declares header, footer and header navigation', () => {
    for (const r of WEB_ROUTES) {
      expect(typeof r.footer, r.name).toBe('boolean');
      expect(typeof r.headerNav, r.name).toBe('boolean');
      expect(r.header, r.name).toBeTruthy();
    }
    const withHeader = WEB_ROUTES.filter((r) => r.header !== 'none').length;
    expect(withHeader / WEB_ROUTES.length).toBeGreaterThan(0.9);
  });

  it('navigation types of spec §2 layout', () => {
    expect(webRoute('profile-select').navigationType).toBe('profileSelect');
    expect(webRoute('students').navigationType).toBe('classroomStudents');
    expect(webRoute('desktop-usage').navigationType).toBe('mobileExperience');
    expect(webRoute('educator-desktop-usage').navigationType).toBe('mobileExperience');
  });

  it('reloads before entry exactly on login, class-code, password-reset, home, educator welcome (spec §4)', () => {
    const reloads = WEB_ROUTES.filter((r) => r.reloadBeforeEntry).map((r) => r.name);
    expect(reloads.sort()).toEqual(
      ['class-code', 'educator-welcome', 'home', 'login', 'password-reset'].sort(),
    );
  });

  it('the reader is full screen: no header, footer or header navigation (spec §2 "Reader")', () => {
    const reader = webRoute('reader');
    expect(reader.path).toBe('/reader/:bookId');
    expect(reader.access).toBe('signedIn');
    expect(reader.header).toBe('none');
    expect(reader.footer).toBe(false);
    expect(reader.headerNav).toBe(false);
    expect(reader.smallScreenAllowed).toBeUndefined();
    expect(href('reader', { bookId: 'b1' })).toBe('/reader/b1');
  });

  it('/welcomeback is not indexed; /teacher redirects to /educators', () => {
    expect(webRoute('welcomeback').noIndex).toBe(true);
    expect(WEB_ROUTES.filter((r) => r.noIndex).map((r) => r.name)).toEqual(['welcomeback']);
    expect(webRoute('teacher').redirectTo).toBe('educators');
    expect(href(webRoute('teacher').redirectTo as WebRouteName)).toBe('/educators');
  });

  it('webRoute throws for an unknown name', () => {
    expect(() => webRoute('nope' as WebRouteName)).toThrow('Unknown route nope');
  });
});

describe('href (typed paths helper)', () => {
  it('fills params', () => {
    expect(href('home')).toBe('/');
    expect(href('book-details', { bookId: '12' })).toBe('/book-details/12');
    expect(href('book-details', { bookId: 12 })).toBe('/book-details/12');
    expect(href('classroom-edit-student', { classId: 'c1', childId: 'k9' })).toBe(
      '/classroom/c1/edit-student/k9',
    );
    expect(href('admin-discovery-zone-facts', { id: 'z' })).toBe('/admin/discovery-zones/z/facts');
  });

  it('encodes param values', () => {
    expect(href('book-details', { bookId: 'a b/c?d' })).toBe('/book-details/a%20b%2Fc%3Fd');
  });

  it('drops optional params left out', () => {
    expect(href('admin-users-update')).toBe('/admin/users-update');
    expect(href('admin-users-update', { id: 'u1' })).toBe('/admin/users-update/u1');
    expect(href('discovery-zone')).toBe('/discovery-zone');
    expect(href('book-series', { seriesId: 's' })).toBe('/book-series/s');
  });

  it('throws on a missing required param', () => {
    expect(() => href('book-details')).toThrow('Missing route param bookId for book-details');
  });

  it('adds a query, skipping undefined values', () => {
    expect(href('login', {}, { redirect: '/book-details/1?x=y' })).toBe(
      '/login?redirect=%2Fbook-details%2F1%3Fx%3Dy',
    );
    expect(href('signup', {}, { required: 'true', promo: undefined })).toBe(
      '/signup?required=true',
    );
    expect(href('search', {}, {})).toBe('/search');
  });
});

/* ---------------------------------------------------------------------------------------------
 * The whole table, every role and signed-out, on every device kind: guardRoute against the spec.
 * ------------------------------------------------------------------------------------------- */

const SESSIONS: (SessionView | null)[] = [
  null,
  { role: Role.ADMIN },
  { role: Role.PARENT, childCount: 2 },
  { role: Role.CHILD, age: 8 },
  { role: Role.TEACHER },
  { role: Role.STUDENT, age: 10 },
];
const DEVICES: DeviceKind[] = ['desktop', 'phone', 'tablet', 'chromebook'];

/** A concrete location for a route path: params filled, plus a query to prove it is kept. */
function sampleLocation(path: string): string {
  if (path === '*') return '/no-such-page?from=walk';
  const filled = path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? `${seg.slice(1).replace('?', '')}-1` : seg))
    .join('/');
  return `${filled || '/'}?from=walk`;
}

const specRoleAllows = (access: RouteAccess, role: Role) =>
  access === 'signedIn' || (Array.isArray(access) && access.includes(role));

/** The decision the spec asks for (§2 /teacher, §4 Login, §6 roles and small screens). */
function specDecision(
  path: string,
  session: SessionView | null,
  device: DeviceKind,
): GuardDecision {
  if (path === '/teacher') return { type: 'redirect', to: '/educators' };
  const access = SPEC_ACCESS[path]!;
  if (access === 'public') return { type: 'allow' };
  if (!session)
    return { type: 'redirect', to: `/login?redirect=${encodeURIComponent(sampleLocation(path))}` };
  if (!specRoleAllows(access, session.role)) return { type: 'stay' };
  const small = device === 'phone' || device === 'tablet';
  const adminRoute = Array.isArray(access) && access.includes(Role.ADMIN);
  if (small && !adminRoute && !SPEC_SMALL_SCREEN_EXCEPTIONS.includes(path)) {
    return {
      type: 'redirect',
      to: session.role === Role.TEACHER ? '/educator-desktop-usage' : '/desktop-usage',
    };
  }
  return { type: 'allow' };
}

/** Compare redirects by meaning: same path and same query values. */
function normalise(d: GuardDecision) {
  if (d.type !== 'redirect') return d;
  const u = new URL(d.to, 'http://app.test');
  return { type: 'redirect', path: u.pathname, query: Object.fromEntries(u.searchParams) };
}

describe('guardRoute over the whole WEB_ROUTES table', () => {
  const cases = WEB_ROUTES.flatMap((route) =>
    SESSIONS.flatMap((session) =>
      DEVICES.map((device) => ({
        route,
        session,
        device,
        label: `${route.path} as ${session?.role ?? 'signed-out'} on ${device}`,
      })),
    ),
  );

  it('covers every route × 6 sessions × 4 devices', () => {
    expect(cases).toHaveLength(WEB_ROUTES.length * 24);
  });

  it.each(cases)('$label', ({ route, session, device }) => {
    const location = sampleLocation(route.path);
    const actual = guardRoute({ route, location, session, device });
    expect(normalise(actual)).toEqual(normalise(specDecision(route.path, session, device)));
  });

  it('signed-out redirect carries the wanted path and query', () => {
    const d = guardRoute({
      route: webRoute('book-details'),
      location: '/book-details/42?origin=browse',
      session: null,
      device: 'desktop',
    });
    expect(d.type).toBe('redirect');
    const u = new URL((d as { to: string }).to, 'http://app.test');
    expect(u.pathname).toBe('/login');
    expect(u.searchParams.get('redirect')).toBe('/book-details/42?origin=browse');
  });
});

describe('guardRoute on /login for a signed-in user (spec §4)', () => {
  const login = webRoute('login');
  const open = (session: SessionView | null, location: string, device: DeviceKind = 'desktop') =>
    guardRoute({ route: login, location, session, device });

  it.each([
    [Role.ADMIN, '/admin/dashboard'],
    [Role.TEACHER, '/educator'],
    [Role.PARENT, '/browse'],
    [Role.CHILD, '/browse'],
    [Role.STUDENT, '/browse'],
  ])('with a redirect query, %s goes to %s', (role, to) => {
    expect(open({ role }, '/login?redirect=%2Fsearch')).toEqual({ type: 'redirect', to });
    expect(open({ role }, '/login?redirect=%2Fsearch', 'phone')).toEqual({ type: 'redirect', to });
  });

  it('without a redirect query the login page opens', () => {
    expect(open({ role: Role.PARENT }, '/login')).toEqual({ type: 'allow' });
    expect(open({ role: Role.ADMIN }, '/login?other=1')).toEqual({ type: 'allow' });
  });

  it('signed-out, login opens with or without a redirect', () => {
    expect(open(null, '/login?redirect=%2Fsearch')).toEqual({ type: 'allow' });
    expect(open(null, '/login')).toEqual({ type: 'allow' });
  });
});
