import type { APIRequestContext, Page } from '@playwright/test';
import {
  detectDevice,
  href,
  type DeviceKind,
  type SessionResponse,
  type SessionView,
} from '@pagebird/contract';
import { apiLogin, bearer } from '../support/api.ts';
import { BASE_URL, DEMO, IPHONE_UA, PHONE } from '../support/constants.ts';
import {
  SCREENS,
  WALKERS,
  expect,
  test,
  type Screen,
  type Walker,
  type Walk,
} from '../support/fixtures.ts';
import {
  PARENT_AREA_ROUTES,
  WALKED_ROUTES,
  expectedOutcome,
  matchRoute,
  samplePath,
} from '../support/routes.ts';
import { contextWithSession } from '../support/session.ts';
import { expectNoRawTextKeys, notFoundHeading, settle, trackRequests } from '../support/ui.ts';

/**
 * The whole WEB_ROUTES table for every role and signed out: the expected end of each visit is
 * computed from the contract's `guardRoute` (see support/routes.ts) and compared with what the
 * real app does. One browser context per walker and screen, signed in once through the API.
 */

test.describe.configure({ mode: 'parallel' });
// Tracing every visit of the walk costs more than the visits; a failure attaches a screenshot
// and names the whole expected chain instead.
test.use({ trace: 'off' });

const PHONE_DEVICE: DeviceKind = detectDevice({
  userAgent: IPHONE_UA,
  width: PHONE.width,
  touch: true,
});

async function visit(
  walk: Walk,
  who: Walker,
  screen: Screen,
  location: string,
  check: (page: Page, view: SessionView | null) => Promise<void>,
) {
  const page = await walk.page(who, screen);
  const view = await walk.view(who);
  trackRequests(page);
  try {
    await page.goto(location, { waitUntil: 'domcontentloaded' });
    await check(page, view);
  } catch (err) {
    const shot = await page.screenshot({ fullPage: true }).catch(() => null);
    if (shot) await test.info().attach('page', { body: shot, contentType: 'image/png' });
    throw err;
  }
}

/** Open `location` and check the app ends where the contract's rules say. */
async function expectGuardedVisit(walk: Walk, who: Walker, screen: Screen, location: string) {
  const device: DeviceKind = screen === 'phone' ? PHONE_DEVICE : 'desktop';
  await visit(walk, who, screen, location, async (page, view) => {
    const exp = expectedOutcome(location, view, device, { hasClassCode: who === 'STUDENT' });
    const how = `${who} on ${screen}: ${exp.chain.join(' → ')}`;
    const matches = (url: URL) =>
      url.pathname === exp.path &&
      Object.entries(exp.params).every(([k, v]) => url.searchParams.get(k) === v);

    await expect(page, how).toHaveURL(matches);
    const h1 = page.locator('h1').first();
    await expect(h1, `${how}: the page shows an h1`).toBeVisible();
    await expect(notFoundHeading(page), `${how}: not the not-found page`).toHaveCount(0);
    if ((exp.path === href('profile-select') && exp.params.redirect) || exp.parentGatePrompt) {
      // The parent gate: the password prompt for the wanted page is open (on a phone, on the
      // page itself).
      await expect(
        page.getByRole('dialog', { name: 'Enter Account Password' }),
        `${how}: the password prompt`,
      ).toBeVisible();
    }
    // Nothing moves afterwards (late redirects, a 401 sign-out, …).
    await settle(page);
    expect(matches(new URL(page.url())), `${how}: still there after loading (${page.url()})`).toBe(
      true,
    );
    await expect(notFoundHeading(page), `${how}: not the not-found page`).toHaveCount(0);
    await expectNoRawTextKeys(page, how);
  });
}

for (const who of WALKERS) {
  test.describe(`route walk (desktop) as ${who}`, () => {
    for (const route of WALKED_ROUTES) {
      test(`${who} ${route.path}`, async ({ walk }) => {
        const location = samplePath(route, await walk.params());
        expect(matchRoute(location).name, 'sample path matches its route').toBe(route.name);
        await expectGuardedVisit(walk, who, 'desktop', location);
      });
    }

    test(`${who} an unknown path shows the not-found page`, async ({ walk }) => {
      const location = `/no-such-page-${Math.random().toString(36).slice(2, 10)}`;
      expect(matchRoute(location).path).toBe('*');
      await visit(walk, who, 'desktop', location, async (page, view) => {
        // The catch-all is a route of the table too: signed out it may send to login first.
        const exp = expectedOutcome(location, view, 'desktop');
        if (exp.route.path === '*') {
          await expect(notFoundHeading(page)).toBeVisible();
          expect(new URL(page.url()).pathname).toBe(location);
        } else {
          await expect(page, exp.chain.join(' → ')).toHaveURL(
            (u) =>
              u.pathname === exp.path &&
              Object.entries(exp.params).every(([k, v]) => u.searchParams.get(k) === v),
          );
          await expect(notFoundHeading(page)).toHaveCount(0);
        }
      });
    });
  });
}

/** Spec §6 small-screen rule on a phone (390×844, iPhone user agent): a few routes per role. */
const PHONE_ROUTES: Record<Walker, string[]> = {
  SIGNED_OUT: [href('home'), href('login'), href('desktop-usage'), href('app'), href('browse')],
  ADMIN: [href('admin-dashboard'), href('admin-users'), href('browse'), href('desktop-usage')],
  PARENT: [
    href('profile-select'),
    href('dashboard'),
    href('account-settings'),
    href('manage-subscription'),
    href('browse'),
  ],
  CHILD: [href('browse'), href('my-stuff'), href('search'), href('error')],
  TEACHER: [
    href('educator'),
    href('library'),
    href('educator-settings'),
    href('educator-desktop-usage'),
    href('dashboard'),
  ],
  STUDENT: [href('browse'), href('library'), href('my-stuff'), href('favorites')],
};

for (const who of WALKERS) {
  test.describe(`route walk (phone) as ${who}`, () => {
    for (const location of PHONE_ROUTES[who]) {
      test(`${who} phone ${location}`, async ({ walk }) => {
        await expectGuardedVisit(walk, who, 'phone', location);
      });
    }
  });
}

test.describe('fixed redirects', () => {
  test('/teacher → /educators', async ({ walk }) => {
    await visit(walk, 'SIGNED_OUT', 'desktop', '/teacher', async (page) => {
      await expect(page).toHaveURL((u) => u.pathname === '/educators');
      await expect(page.locator('h1').first()).toBeVisible();
    });
  });

  test('/app ends on /desktop-usage', async ({ walk }) => {
    await visit(walk, 'SIGNED_OUT', 'desktop', '/app', async (page) => {
      await expect(page).toHaveURL((u) => u.pathname === '/desktop-usage');
      await expect(page.locator('h1').first()).toBeVisible();
    });
  });

  test('phone: the teacher is sent to /educator-desktop-usage, others to /desktop-usage', async ({
    walk,
  }) => {
    await visit(walk, 'TEACHER', 'phone', '/browse', async (page) => {
      await expect(page).toHaveURL((u) => u.pathname === '/educator-desktop-usage');
    });
    await visit(walk, 'PARENT', 'phone', '/browse', async (page) => {
      await expect(page).toHaveURL((u) => u.pathname === '/desktop-usage');
    });
  });

  test('phone: /account-settings (after the parent gate) and /educator/settings stay', async ({
    walk,
    browser,
    playwright,
  }) => {
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    const gated = await gatedParentSession(request);
    await request.dispose();
    const context = await contextWithSession(browser, gated, SCREENS.phone);
    const page = await context.newPage();
    await page.goto('/account-settings');
    await expect(page.locator('h1').first()).toBeVisible();
    await settle(page);
    expect(new URL(page.url()).pathname).toBe('/account-settings');
    await context.close();
    await visit(walk, 'TEACHER', 'phone', '/educator/settings', async (page) => {
      await expect(page.locator('h1').first()).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/educator/settings');
    });
  });
});

test.describe('phone: the parent gate on the pages phones may open', () => {
  // "Who is reading?" is closed to phones (spec §6), so these pages ask for the password in place.
  const cases = [
    { path: href('account-settings'), shows: (p: Page) => p.getByTestId('account-email') },
    {
      path: href('manage-subscription'),
      shows: (p: Page) => p.getByRole('heading', { name: 'Your plan' }),
    },
  ];
  for (const { path, shows } of cases) {
    test(`a parent without a recent gate stays on ${path}, enters the password and sees the page`, async ({
      browser,
      playwright,
    }) => {
      const request = await playwright.request.newContext({ baseURL: BASE_URL });
      const login = await apiLogin(request, DEMO.parent.email, DEMO.parent.password);
      await request.dispose();
      expect(login.user.parentGateUntil ?? null, 'a plain sign-in has no gate').toBeNull();
      const context = await contextWithSession(browser, login, SCREENS.phone);
      const page = await context.newPage();
      try {
        await page.goto(path);
        const prompt = page.getByRole('dialog', { name: 'Enter Account Password' });
        await expect(prompt).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(path);
        await expect(shows(page)).toHaveCount(0);

        await prompt.getByLabel('Account password').fill(DEMO.parent.password);
        await prompt.getByRole('button', { name: 'Continue' }).click();
        await expect(prompt).toBeHidden();
        await expect(shows(page)).toBeVisible();
        await settle(page);
        expect(new URL(page.url()).pathname, 'still on the page').toBe(path);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await page.screenshot({
          path: `screenshots/phone-parent-gate${path.replace(/\//g, '-')}.png`,
        });

        // The gate holds now: a fresh load of the page opens it without the prompt.
        await page.reload();
        await expect(shows(page)).toBeVisible();
        await expect(page.getByRole('dialog', { name: 'Enter Account Password' })).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  }
});

/** The demo parent's session after "Enter Account Password" (docs/decisions/022). */
async function gatedParentSession(request: APIRequestContext): Promise<SessionResponse> {
  const login = await apiLogin(request, DEMO.parent.email, DEMO.parent.password);
  const res = await request.post('/api/users/password/verify', {
    headers: bearer(login.token),
    data: { password: DEMO.parent.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const gated = (await res.json()) as Partial<SessionResponse>;
  const session = { ...login, ...gated, user: gated.user ?? login.user } as SessionResponse;
  expect(session.user.parentGateUntil, 'the gate is on the session').toBeTruthy();
  return session;
}

test('a parent after the password prompt opens every parent area (desktop)', async ({
  walk,
  browser,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const gated = await gatedParentSession(request);
  await request.dispose();
  const context = await contextWithSession(browser, gated);
  const page = await context.newPage();
  const params = await walk.params();
  const view: SessionView = { role: gated.user.role, childCount: gated.user.childCount };
  try {
    for (const route of WALKED_ROUTES.filter((r) => PARENT_AREA_ROUTES.includes(r.name))) {
      const location = samplePath(route, params);
      const exp = expectedOutcome(location, view, 'desktop', {
        hasClassCode: false,
        parentGate: true,
      });
      const how = `gated PARENT: ${exp.chain.join(' → ')}`;
      await page.goto(location, { waitUntil: 'domcontentloaded' });
      await expect(page, how).toHaveURL((u) => u.pathname === exp.path);
      await expect(page.locator('h1').first(), how).toBeVisible();
      await expect(notFoundHeading(page), how).toHaveCount(0);
      await settle(page);
      expect(new URL(page.url()).pathname, `${how}: still there`).toBe(exp.path);
    }
  } finally {
    await context.close();
  }
});
