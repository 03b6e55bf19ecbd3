import { describe, expect, it } from 'vitest';
import {
  accountMenu,
  canUseRewardVault,
  detectDevice,
  isSmallScreen,
  landingAfterLogin,
  logoTarget,
  logoutTarget,
  mainNavigation,
  roleAllowed,
  roleHome,
  signedInLoginTarget,
  spacingForAge,
  truncateName,
  type DeviceKind,
  type SessionView,
} from './navigation.ts';
import { webRoute, WEB_ROUTES, type WebRouteName } from './web-routes.ts';
import { Role, ROLES } from '../auth/roles.ts';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  /** iPadOS Safari asks for the desktop site: a Mac user agent, but touch. */
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('detectDevice (spec §9 "Mobile definition")', () => {
  it.each([
    // phone: mobile user agent and width up to 768
    ['iphone', 390, true, 'phone'],
    ['iphone', 768, true, 'phone'],
    ['androidPhone', 412, true, 'phone'],
    ['androidPhone', 412, false, 'phone'],
    // a phone user agent wider than 768 is a tablet when touch and 769–1024, else desktop
    ['iphone', 844, true, 'tablet'],
    ['iphone', 769, false, 'desktop'],
    // tablet: tablet user agent ...
    ['ipad', 820, true, 'tablet'],
    ['ipad', 1024, true, 'tablet'],
    ['ipad', 1366, true, 'tablet'],
    ['androidTablet', 800, true, 'tablet'],
    // ... or touch with width 769 to 1024
    ['ipadDesktopMode', 1024, true, 'tablet'],
    ['windows', 769, true, 'tablet'],
    ['windows', 1024, true, 'tablet'],
    ['windows', 768, true, 'desktop'],
    ['windows', 1025, true, 'desktop'],
    ['windows', 900, false, 'desktop'],
    // a narrow desktop window is still a desktop
    ['windows', 500, false, 'desktop'],
    ['windows', 1920, false, 'desktop'],
    // chromebook detected separately, whatever the size or touch
    ['chromebook', 1366, false, 'chromebook'],
    ['chromebook', 900, true, 'chromebook'],
  ] as const)('%s at %ipx, touch %s → %s', (ua, width, touch, kind) => {
    expect(detectDevice({ userAgent: UA[ua], width, touch })).toBe(kind);
  });

  it('phones and tablets are small screens; desktops and chromebooks are not', () => {
    const kinds: DeviceKind[] = ['phone', 'tablet', 'desktop', 'chromebook'];
    expect(kinds.filter(isSmallScreen)).toEqual(['phone', 'tablet']);
  });
});

describe('roleAllowed', () => {
  it('public routes for everyone, signed-in routes for any role, role lists for those roles', () => {
    expect(roleAllowed(webRoute('home'), null)).toBe(true);
    expect(roleAllowed(webRoute('browse'), null)).toBe(false);
    for (const role of ROLES) expect(roleAllowed(webRoute('browse'), role)).toBe(true);
    expect(roleAllowed(webRoute('library'), Role.TEACHER)).toBe(true);
    expect(roleAllowed(webRoute('library'), Role.STUDENT)).toBe(true);
    expect(roleAllowed(webRoute('library'), Role.CHILD)).toBe(false);
    expect(roleAllowed(webRoute('library'), Role.PARENT)).toBe(false);
    expect(roleAllowed(webRoute('admin-books'), Role.ADMIN)).toBe(true);
    expect(roleAllowed(webRoute('admin-books'), Role.TEACHER)).toBe(false);
  });
});

describe('landingAfterLogin (spec §4 Login)', () => {
  const desktop = { device: 'desktop' as const };

  it('a parent goes to profile select', () => {
    expect(landingAfterLogin({ role: Role.PARENT, childCount: 1 }, desktop)).toBe(
      '/profile-select',
    );
    expect(landingAfterLogin({ role: Role.PARENT, childCount: 3 }, desktop)).toBe(
      '/profile-select',
    );
  });

  it('a new parent without children goes to onboarding', () => {
    expect(landingAfterLogin({ role: Role.PARENT, childCount: 0 }, desktop)).toBe('/onboarding');
    expect(landingAfterLogin({ role: Role.PARENT }, desktop)).toBe('/onboarding');
  });

  it('the redirect query is not honoured for parents', () => {
    expect(
      landingAfterLogin({ role: Role.PARENT, childCount: 2 }, { ...desktop, redirect: '/search' }),
    ).toBe('/profile-select');
  });

  it('an educator goes to the educator home, or to a safe redirect', () => {
    expect(landingAfterLogin({ role: Role.TEACHER }, desktop)).toBe('/educator');
    expect(landingAfterLogin({ role: Role.TEACHER }, { ...desktop, redirect: null })).toBe(
      '/educator',
    );
    expect(
      landingAfterLogin({ role: Role.TEACHER }, { ...desktop, redirect: '/classroom/c1?tab=2' }),
    ).toBe('/classroom/c1?tab=2');
  });

  it('the redirect is not honoured while the archive flow is active', () => {
    expect(
      landingAfterLogin(
        { role: Role.TEACHER },
        { ...desktop, redirect: '/library', archiveFlow: true },
      ),
    ).toBe('/educator');
  });

  it('an admin goes to the admin dashboard, or to a safe redirect', () => {
    expect(landingAfterLogin({ role: Role.ADMIN }, desktop)).toBe('/admin/dashboard');
    expect(landingAfterLogin({ role: Role.ADMIN }, { ...desktop, redirect: '/admin/books' })).toBe(
      '/admin/books',
    );
  });

  it('kid roles land on browse', () => {
    expect(landingAfterLogin({ role: Role.CHILD }, desktop)).toBe('/browse');
    expect(landingAfterLogin({ role: Role.STUDENT }, desktop)).toBe('/browse');
  });

  it.each([
    '//evil.com',
    '//evil.com/path',
    'https://evil.com',
    'http:/evil.com',
    'javascript:alert(1)',
    '/\\evil.com',
    '/\\/evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'evil.com',
    '',
    '/login',
    '/login?redirect=%2Fsearch',
  ])('ignores an unsafe redirect %j', (redirect) => {
    expect(landingAfterLogin({ role: Role.TEACHER }, { ...desktop, redirect })).toBe('/educator');
    expect(landingAfterLogin({ role: Role.ADMIN }, { ...desktop, redirect })).toBe(
      '/admin/dashboard',
    );
  });

  describe('on a mobile device (phone or tablet) → the desktop-usage page', () => {
    it.each(['phone', 'tablet'] as const)('%s', (device) => {
      expect(landingAfterLogin({ role: Role.PARENT, childCount: 2 }, { device })).toBe(
        '/desktop-usage',
      );
      expect(landingAfterLogin({ role: Role.PARENT, childCount: 0 }, { device })).toBe(
        '/desktop-usage',
      );
      expect(landingAfterLogin({ role: Role.CHILD }, { device })).toBe('/desktop-usage');
      expect(landingAfterLogin({ role: Role.STUDENT }, { device })).toBe('/desktop-usage');
      // Educators have their own usage page (spec §2 logo, §6 small-screen restriction).
      expect(landingAfterLogin({ role: Role.TEACHER }, { device, redirect: '/library' })).toBe(
        '/educator-desktop-usage',
      );
      // Admin pages are exempt from the small-screen restriction (spec §6).
      expect(landingAfterLogin({ role: Role.ADMIN }, { device })).toBe('/admin/dashboard');
    });

    it('a chromebook is not a mobile device', () => {
      expect(landingAfterLogin({ role: Role.TEACHER }, { device: 'chromebook' })).toBe('/educator');
    });
  });
});

describe('signedInLoginTarget and roleHome', () => {
  it.each([
    [Role.ADMIN, '/admin/dashboard', '/admin/dashboard'],
    [Role.TEACHER, '/educator', '/educator'],
    [Role.PARENT, '/browse', '/profile-select'],
    [Role.CHILD, '/browse', '/browse'],
    [Role.STUDENT, '/browse', '/browse'],
  ])('%s → login target %s, home %s', (role, loginTarget, home) => {
    expect(signedInLoginTarget(role)).toBe(loginTarget);
    expect(roleHome({ role })).toBe(home);
  });
});

describe('logoTarget (spec §2 Logo click)', () => {
  it('signed-out goes home, on any device', () => {
    for (const d of ['desktop', 'phone', 'tablet', 'chromebook'] as const) {
      expect(logoTarget(null, d)).toBe('/');
    }
  });

  it('admin goes to the admin dashboard, on any device', () => {
    for (const d of ['desktop', 'phone', 'tablet', 'chromebook'] as const) {
      expect(logoTarget({ role: Role.ADMIN }, d)).toBe('/admin/dashboard');
    }
  });

  it.each([Role.PARENT, Role.CHILD, Role.STUDENT, Role.TEACHER])(
    '%s: phone or tablet → usage page, else browse',
    (role) => {
      const usage = role === Role.TEACHER ? '/educator-desktop-usage' : '/desktop-usage';
      expect(logoTarget({ role }, 'phone')).toBe(usage);
      expect(logoTarget({ role }, 'tablet')).toBe(usage);
      expect(logoTarget({ role }, 'desktop')).toBe('/browse');
      expect(logoTarget({ role }, 'chromebook')).toBe('/browse');
    },
  );
});

describe('logoutTarget (spec §4 Logout)', () => {
  it.each(['signup', 'invite', 'home', 'educators'] as const)('stays on %s', (name) => {
    expect(logoutTarget(name)).toBeNull();
  });

  it('goes home from every other route', () => {
    const stay = new Set<string>(['signup', 'invite', 'home', 'educators']);
    for (const r of WEB_ROUTES) {
      if (stay.has(r.name)) continue;
      expect(logoutTarget(r.name as WebRouteName), r.name).toBe('/');
    }
    expect(logoutTarget(undefined)).toBe('/');
  });
});

describe('mainNavigation (spec §2 Main navigation by role)', () => {
  const home = { label: 'Home', to: '/browse' };

  it('child: Home only', () => {
    expect(mainNavigation(Role.CHILD)).toEqual([home]);
    expect(mainNavigation(Role.CHILD, false)).toEqual([home]);
  });

  it('student: Home and My Library (flag on by default)', () => {
    expect(mainNavigation(Role.STUDENT)).toEqual([home, { label: 'My Library', to: '/library' }]);
    expect(mainNavigation(Role.STUDENT, true)).toEqual(mainNavigation(Role.STUDENT));
  });

  it('student with the flag off: Home and Favorites', () => {
    expect(mainNavigation(Role.STUDENT, false)).toEqual([
      home,
      { label: 'Favorites', to: '/favorites' },
    ]);
  });

  it('parent: Home and Favorites, whatever the flag', () => {
    const expected = [home, { label: 'Favorites', to: '/favorites' }];
    expect(mainNavigation(Role.PARENT)).toEqual(expected);
    expect(mainNavigation(Role.PARENT, false)).toEqual(expected);
  });

  it('educator: Home and My Library, or Favorites with the flag off', () => {
    expect(mainNavigation(Role.TEACHER)).toEqual([
      { label: 'Home', to: '/educator' },
      { label: 'My Library', to: '/library' },
    ]);
    expect(mainNavigation(Role.TEACHER, false)).toEqual([
      { label: 'Home', to: '/educator' },
      { label: 'Favorites', to: '/favorites' },
    ]);
  });

  it('admin: no main navigation (admin header)', () => {
    expect(mainNavigation(Role.ADMIN)).toEqual([]);
  });

  it('every target is a route the role may open', () => {
    for (const role of ROLES) {
      for (const flag of [true, false]) {
        for (const item of mainNavigation(role, flag)) {
          const route = WEB_ROUTES.find((r) => r.path === item.to)!;
          expect(roleAllowed(route, role), `${role} ${item.to}`).toBe(true);
        }
      }
    }
  });
});

describe('accountMenu (spec §2 Account dropdown)', () => {
  const labels = (s: SessionView) => accountMenu(s).map((i) => i.label);

  it('child over 6: My Stuff, Reward Vault, Change Profile (profile select), Log Out', () => {
    expect(accountMenu({ role: Role.CHILD, age: 7 })).toEqual([
      { label: 'My Stuff', action: 'navigate', to: '/my-stuff' },
      { label: 'Reward Vault', action: 'navigate', to: '/my-stuff/reward-vault' },
      { label: 'Change Profile', action: 'navigate', to: '/profile-select' },
      { label: 'Log Out', action: 'logout' },
    ]);
  });

  it.each([6, 5, 2, null, undefined])('child aged %j: no Reward Vault', (age) => {
    expect(labels({ role: Role.CHILD, age })).toEqual(['My Stuff', 'Change Profile', 'Log Out']);
  });

  it('student: Change Profile goes to the students list', () => {
    expect(accountMenu({ role: Role.STUDENT, age: 10 })).toEqual([
      { label: 'My Stuff', action: 'navigate', to: '/my-stuff' },
      { label: 'Reward Vault', action: 'navigate', to: '/my-stuff/reward-vault' },
      { label: 'Change Profile', action: 'navigate', to: '/students' },
      { label: 'Log Out', action: 'logout' },
    ]);
    expect(labels({ role: Role.STUDENT, age: 6 })).toEqual([
      'My Stuff',
      'Change Profile',
      'Log Out',
    ]);
  });

  it('parent: Change Profile, Dashboard, Account Settings, Log Out', () => {
    expect(accountMenu({ role: Role.PARENT })).toEqual([
      { label: 'Change Profile', action: 'navigate', to: '/profile-select' },
      { label: 'Dashboard', action: 'navigate', to: '/dashboard' },
      { label: 'Account Settings', action: 'navigate', to: '/account-settings' },
      { label: 'Log Out', action: 'logout' },
    ]);
  });

  it('educator: Dashboard, Account Settings, Log Out', () => {
    expect(accountMenu({ role: Role.TEACHER })).toEqual([
      { label: 'Dashboard', action: 'navigate', to: '/educator' },
      { label: 'Account Settings', action: 'navigate', to: '/educator/settings' },
      { label: 'Log Out', action: 'logout' },
    ]);
  });

  it('every role can log out, and every link is a route the role may open', () => {
    for (const role of ROLES) {
      const items = accountMenu({ role, age: 9 });
      expect(items.at(-1)).toEqual({ label: 'Log Out', action: 'logout' });
      for (const item of items.filter((i) => i.to)) {
        const route = WEB_ROUTES.find((r) => r.path === item.to)!;
        expect(roleAllowed(route, role), `${role} ${item.to}`).toBe(true);
      }
    }
  });

  it.each([
    [7, true],
    [14, true],
    [6, false],
    [6.5, true],
    [0, false],
    [null, false],
    [undefined, false],
  ])('canUseRewardVault(%j) → %j (spec §9 children over 6 only)', (age, ok) => {
    expect(canUseRewardVault(age)).toBe(ok);
  });
});

describe('truncateName (spec §2: 9 characters plus an ellipsis)', () => {
  it.each([
    ['', ''],
    ['Mia', 'Mia'],
    ['Alexandra', 'Alexandra'], // exactly 9
    ['Alexandria', 'Alexandri…'], // 10
    ['Maximilian Smith', 'Maximilia…'],
  ])('%j → %j', (name, shown) => {
    expect(truncateName(name)).toBe(shown);
  });

  it('uses a single ellipsis character', () => {
    expect(truncateName('Christopher').endsWith('\u2026')).toBe(true);
    expect(truncateName('Christopher')).toHaveLength(10);
  });

  it('takes another limit', () => {
    expect(truncateName('Christopher', 5)).toBe('Chris…');
  });
});

describe('spacingForAge (spec §9: under 6 large, under 9 medium, else small; default 14)', () => {
  it.each([
    [2, 'large'],
    [5, 'large'],
    [5.9, 'large'],
    [6, 'medium'],
    [8, 'medium'],
    [9, 'small'],
    [14, 'small'],
    [null, 'small'],
    [undefined, 'small'],
  ])('age %j → %s', (age, spacing) => {
    expect(spacingForAge(age)).toBe(spacing);
  });
});
