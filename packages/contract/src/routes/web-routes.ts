import { Role } from '../auth/roles.ts';

/**
 * The whole route map of spec §2 as one typed table. The web app maps each route name to a lazy
 * page module; guards, headers and the e2e route walk all read this table.
 */
export type HeaderType =
  | 'landing'
  | 'main'
  | 'admin'
  | 'signup'
  | 'classroom'
  | 'profileSelect'
  | 'mobileExperience'
  | 'none';

export type NavigationType = 'admin' | 'profileSelect' | 'classroomStudents' | 'mobileExperience';

/** `public`: no sign-in; `signedIn`: any role; a role list: only those roles. */
export type RouteAccess = 'public' | 'signedIn' | readonly Role[];

export interface WebRouteMeta {
  name: string;
  path: string;
  access: RouteAccess;
  title: string;
  header: HeaderType;
  footer: boolean;
  headerNav: boolean;
  navigationType?: NavigationType;
  /** Spec §4 "Page reloads": a full page load happens before entering. */
  reloadBeforeEntry?: boolean;
  /** Spec §6 small-screen exceptions: allowed on phones and tablets although signed-in. */
  smallScreenAllowed?: boolean;
  /** Not indexed by search engines. */
  noIndex?: boolean;
  /** Redirect target route name (the route renders nothing of its own). */
  redirectTo?: string;
}

const { ADMIN, PARENT, CHILD, TEACHER, STUDENT } = Role;
const KID = [CHILD, STUDENT] as const;

type Def = Omit<WebRouteMeta, 'header' | 'footer' | 'headerNav'> &
  Partial<Pick<WebRouteMeta, 'header' | 'footer' | 'headerNav'>>;

const pub = (d: Omit<Def, 'access'>): Def => ({
  header: 'landing',
  footer: true,
  headerNav: false,
  ...d,
  access: 'public',
});
const app = (d: Def): Def => ({ header: 'main', footer: true, headerNav: true, ...d });
const admin = (d: Omit<Def, 'access'>): Def => ({
  header: 'admin',
  footer: false,
  headerNav: false,
  navigationType: 'admin',
  ...d,
  access: [ADMIN],
});

const defs = [
  // Public
  pub({ name: 'home', path: '/', title: 'Pagebird', reloadBeforeEntry: true }),
  pub({ name: 'login', path: '/login', title: 'Sign in', reloadBeforeEntry: true }),
  pub({
    name: 'signup',
    path: '/signup',
    title: 'Create your account',
    header: 'signup',
    footer: false,
  }),
  pub({
    name: 'invite',
    path: '/invite/:token',
    title: 'Join Pagebird',
    header: 'signup',
    footer: false,
  }),
  pub({ name: 'offer', path: '/offer', title: 'A special offer', header: 'signup', footer: false }),
  pub({ name: 'class-code', path: '/class-code', title: 'Class code', reloadBeforeEntry: true }),
  pub({
    name: 'password-reset',
    path: '/password-reset',
    title: 'Reset your password',
    reloadBeforeEntry: true,
  }),
  pub({ name: 'password-update', path: '/password-update', title: 'Choose a new password' }),
  pub({
    name: 'educator-signup',
    path: '/educator-signup',
    title: 'Educator sign-up',
    header: 'signup',
    footer: false,
  }),
  pub({ name: 'privacy', path: '/privacy', title: 'Privacy policy' }),
  pub({ name: 'terms', path: '/terms', title: 'Terms of use' }),
  pub({
    name: 'privacy-policy',
    path: '/privacy-policy',
    title: 'Privacy policy',
    header: 'mobileExperience',
    footer: false,
  }),
  pub({
    name: 'terms-of-service',
    path: '/terms-of-service',
    title: 'Terms of use',
    header: 'mobileExperience',
    footer: false,
  }),
  pub({ name: 'faq', path: '/faq', title: 'Questions and answers' }),
  pub({ name: 'media-kit', path: '/media-kit', title: 'Media kit' }),
  pub({ name: 'about-us', path: '/about-us', title: 'About us' }),
  pub({ name: 'childrens-privacy', path: '/childrens-privacy', title: "Children's privacy" }),
  pub({
    name: 'childrens-privacy-policy',
    path: '/childrens-privacy-policy',
    title: "Children's privacy",
    header: 'mobileExperience',
    footer: false,
  }),
  pub({
    name: 'desktop-usage',
    path: '/desktop-usage',
    title: 'Best on a bigger screen',
    header: 'mobileExperience',
    footer: false,
    navigationType: 'mobileExperience',
    smallScreenAllowed: true,
  }),
  pub({ name: 'stackathon', path: '/stackathon', title: 'Reading Stackathon' }),
  pub({ name: 'educators', path: '/educators', title: 'For educators' }),
  pub({ name: 'teacher', path: '/teacher', title: 'For educators', redirectTo: 'educators' }),
  pub({ name: 'educator-resources', path: '/educator-resources', title: 'Educator resources' }),
  pub({ name: 'summer2025', path: '/summer2025', title: 'Summer reading 2025' }),
  pub({ name: 'giveaway', path: '/2025-educator-giveaway', title: 'Educator giveaway 2025' }),
  pub({ name: 'welcomeback', path: '/welcomeback', title: 'Welcome back', noIndex: true }),
  pub({
    name: 'students',
    path: '/students',
    title: 'Who is reading?',
    header: 'classroom',
    footer: false,
    navigationType: 'classroomStudents',
  }),
  pub({ name: 'app', path: '/app', title: 'Get the app', header: 'none', footer: false }),
  pub({ name: 'promo', path: '/promo', title: 'Try Pagebird' }),

  // Any signed-in role
  app({
    name: 'profile-select',
    path: '/profile-select',
    access: 'signedIn',
    title: 'Who is reading?',
    header: 'profileSelect',
    headerNav: false,
    footer: false,
    navigationType: 'profileSelect',
  }),
  app({ name: 'browse', path: '/browse', access: 'signedIn', title: 'Browse' }),
  app({
    name: 'discovery-zone',
    path: '/discovery-zone/:zoneId?',
    access: 'signedIn',
    title: 'Discovery zone',
  }),
  app({ name: 'favorites', path: '/favorites', access: 'signedIn', title: 'Favorites' }),
  app({ name: 'search', path: '/search', access: 'signedIn', title: 'Search' }),
  app({
    name: 'book-details',
    path: '/book-details/:bookId',
    access: 'signedIn',
    title: 'Book details',
  }),
  app({
    name: 'reader',
    path: '/reader/:bookId',
    access: 'signedIn',
    title: 'Reading',
    // Full-screen reading: the reader draws its own back button and title bar.
    header: 'none',
    footer: false,
    headerNav: false,
  }),
  app({
    name: 'book-series',
    path: '/book-series/:seriesId?',
    access: 'signedIn',
    title: 'Book series',
  }),
  app({
    name: 'book-collection',
    path: '/book-collection/:collectionId',
    access: 'signedIn',
    title: 'Collection',
  }),
  app({ name: 'ask-me', path: '/ask-pagebird', access: 'signedIn', title: 'Ask Pagebird' }),
  app({
    name: 'error',
    path: '/error',
    access: 'signedIn',
    title: 'Something went wrong',
    smallScreenAllowed: true,
  }),

  // Child or student
  app({ name: 'my-stuff', path: '/my-stuff', access: KID, title: 'My Stuff' }),
  app({ name: 'my-stuff-avatars', path: '/my-stuff/avatars', access: KID, title: 'Avatars' }),
  app({ name: 'my-stuff-frames', path: '/my-stuff/frames', access: KID, title: 'Frames' }),
  app({ name: 'my-stuff-stickers', path: '/my-stuff/stickers', access: KID, title: 'Stickers' }),
  app({ name: 'my-stuff-badges', path: '/my-stuff/badges', access: KID, title: 'Badges' }),
  app({ name: 'reward-vault', path: '/my-stuff/reward-vault', access: KID, title: 'Reward Vault' }),
  app({ name: 'my-stuff-preview', path: '/my-stuff/preview', access: KID, title: 'Preview' }),
  app({
    name: 'interests-selection',
    path: '/interests-selection',
    access: KID,
    title: 'What do you love?',
    headerNav: false,
    footer: false,
  }),

  // Educator or student
  app({ name: 'library', path: '/library', access: [TEACHER, STUDENT], title: 'My Library' }),
  app({
    name: 'collection',
    path: '/collection/:id',
    access: [TEACHER, STUDENT],
    title: 'Collection',
  }),

  // Educator
  app({ name: 'educator', path: '/educator', access: [TEACHER], title: 'Educator home' }),
  app({
    name: 'educator-welcome',
    path: '/educator/welcome',
    access: [TEACHER],
    title: 'Welcome',
    reloadBeforeEntry: true,
  }),
  app({
    name: 'educator-settings',
    path: '/educator/settings',
    access: [TEACHER],
    title: 'Account settings',
    smallScreenAllowed: true,
  }),
  app({
    name: 'classroom-create',
    path: '/classroom/create',
    access: [TEACHER],
    title: 'Create a class',
  }),
  app({
    name: 'classroom-add',
    path: '/classroom/:classId/add',
    access: [TEACHER],
    title: 'Add students',
  }),
  app({
    name: 'classroom-edit-student',
    path: '/classroom/:classId/edit-student/:childId',
    access: [TEACHER],
    title: 'Edit student',
  }),
  app({
    name: 'educator-desktop-usage',
    path: '/educator-desktop-usage',
    access: [TEACHER],
    title: 'Best on a bigger screen',
    header: 'mobileExperience',
    headerNav: false,
    footer: false,
    navigationType: 'mobileExperience',
    smallScreenAllowed: true,
  }),
  app({ name: 'classroom', path: '/classroom/:classId', access: 'signedIn', title: 'Classroom' }),
  app({
    name: 'login-instructions',
    path: '/login-instructions',
    access: 'signedIn',
    title: 'Login instructions',
  }),
  app({
    name: 'classroom-instructions',
    path: '/classroom/instructions/:classId',
    access: 'signedIn',
    title: 'Login instructions',
  }),
  app({
    name: 'promo-flyer',
    path: '/classroom/promo-flyer',
    access: 'signedIn',
    title: 'Promo flyer',
  }),

  // Parent
  app({
    name: 'onboarding',
    path: '/onboarding',
    access: [PARENT],
    title: 'Welcome',
    headerNav: false,
    footer: false,
  }),
  app({ name: 'dashboard', path: '/dashboard', access: [PARENT], title: 'Parent dashboard' }),
  app({
    name: 'dashboard-edit-child',
    path: '/dashboard/edit-child/:childId',
    access: [PARENT],
    title: 'Edit child',
  }),
  app({
    name: 'account-settings',
    path: '/account-settings',
    access: [PARENT],
    title: 'Account settings',
    smallScreenAllowed: true,
  }),
  app({
    name: 'manage-subscription',
    path: '/manage-subscription',
    access: [PARENT],
    title: 'Manage subscription',
    smallScreenAllowed: true,
  }),

  // Admin
  admin({ name: 'admin-dashboard', path: '/admin/dashboard', title: 'Admin dashboard' }),
  admin({ name: 'admin-users', path: '/admin/users', title: 'Users' }),
  admin({ name: 'admin-users-update', path: '/admin/users-update/:id?', title: 'User' }),
  admin({ name: 'admin-domains', path: '/admin/domains', title: 'Email domains' }),
  admin({
    name: 'admin-domains-update',
    path: '/admin/domains-update/:id?',
    title: 'Email domain',
  }),
  admin({ name: 'admin-customers', path: '/admin/customers', title: 'Customers' }),
  admin({
    name: 'admin-customers-update',
    path: '/admin/customers-update/:id?',
    title: 'Customer',
  }),
  admin({ name: 'admin-collections', path: '/admin/collections', title: 'Collections' }),
  admin({
    name: 'admin-collections-update',
    path: '/admin/collections-update/:id?',
    title: 'Collection',
  }),
  admin({ name: 'admin-banners', path: '/admin/banners', title: 'Banners' }),
  admin({ name: 'admin-banners-update', path: '/admin/banners-update/:id?', title: 'Banner' }),
  admin({ name: 'admin-books', path: '/admin/books', title: 'Books' }),
  admin({ name: 'admin-book', path: '/admin/books/:id', title: 'Book' }),
  admin({
    name: 'admin-discovery-zones',
    path: '/admin/discovery-zones',
    title: 'Discovery zones',
  }),
  admin({
    name: 'admin-discovery-zones-update',
    path: '/admin/discovery-zones-update/:id?',
    title: 'Discovery zone',
  }),
  admin({
    name: 'admin-discovery-zone-facts',
    path: '/admin/discovery-zones/:id/facts',
    title: 'Zone facts',
  }),
  admin({
    name: 'admin-discovery-zone-quizzes',
    path: '/admin/discovery-zones/:id/quizzes',
    title: 'Zone quizzes',
  }),
  admin({ name: 'admin-quizzes', path: '/admin/quizzes', title: 'Quizzes' }),
  admin({ name: 'admin-quizzes-update', path: '/admin/quizzes-update/:id?', title: 'Quiz' }),
  admin({ name: 'admin-facts', path: '/admin/facts', title: 'Facts' }),
  admin({ name: 'admin-facts-update', path: '/admin/facts-update/:id?', title: 'Fact' }),
  admin({ name: 'admin-discounts', path: '/admin/discounts', title: 'Discounts' }),
  admin({
    name: 'admin-discounts-update',
    path: '/admin/discounts-update/:id?',
    title: 'Discount',
  }),

  // Catch-all
  app({
    name: 'not-found',
    path: '*',
    access: 'signedIn',
    title: 'Page not found',
    smallScreenAllowed: true,
  }),
] as const satisfies readonly Def[];

export type WebRouteName = (typeof defs)[number]['name'];

export const WEB_ROUTES: readonly WebRouteMeta[] = defs.map((d) => ({
  header: 'main',
  footer: true,
  headerNav: true,
  ...d,
}));

const byName = new Map(WEB_ROUTES.map((r) => [r.name, r]));

export function webRoute(name: WebRouteName): WebRouteMeta {
  const r = byName.get(name);
  if (!r) throw new Error(`Unknown route ${name}`);
  return r;
}

/**
 * Typed paths helper: `href('book-details', { bookId: '12' })` → `/book-details/12`.
 * Optional params left out are dropped from the path.
 */
export function href(
  name: WebRouteName,
  params: Record<string, string | number> = {},
  query?: Record<string, string | undefined>,
): string {
  const path = webRoute(name)
    .path.split('/')
    .map((seg) => {
      if (!seg.startsWith(':')) return seg;
      const optional = seg.endsWith('?');
      const key = seg.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined) {
        if (optional) return null;
        throw new Error(`Missing route param ${key} for ${name}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((s): s is string => s !== null)
    .join('/');
  const qs = query
    ? new URLSearchParams(
        Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined),
      ).toString()
    : '';
  return (path || '/') + (qs ? `?${qs}` : '');
}
