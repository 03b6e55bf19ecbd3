import { expect, test } from '@playwright/test';
import { MESSAGES } from '@pagebird/contract';
import { DEMO, DESKTOP } from '../support/constants.ts';
import {
  chooseProfile,
  enterClassCode,
  fillLogin,
  loginForm,
  logoutFromAccountMenu,
  pathOf,
  signInUI,
  studentSignInUI,
  typePin,
} from '../support/ui.ts';
import { storedProfile, storedToken } from '../support/session.ts';

/** Spec §4 "Login", §5 validation texts, §8 error texts — all through the real UI. */

test.use({ viewport: DESKTOP });

test.describe('sign-in lands where spec §4 says', () => {
  test('parent → /profile-select, choosing Leo → /browse', async ({ page, context }) => {
    await signInUI(page, DEMO.parent.email, DEMO.parent.password);
    await expect(page).toHaveURL(/\/profile-select$/);
    expect(await storedToken(context)).toBeTruthy();
    await expect(page.getByRole('button', { name: 'Read as Mia' })).toBeVisible();
    await chooseProfile(page, 'Leo');
    await expect(page).toHaveURL(/\/browse$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('teacher → /educator', async ({ page }) => {
    await signInUI(page, DEMO.teacher.email, DEMO.teacher.password);
    await expect(page).toHaveURL(/\/educator$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('admin → /admin/dashboard', async ({ page }) => {
    await signInUI(page, DEMO.admin.email, DEMO.admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Admin header shows the admin's email (spec §2 "Other headers").
    await expect(
      page.getByRole('banner').getByText(DEMO.admin.email, { exact: true }),
    ).toBeVisible();
  });

  test('student: /class-code DEMO42 → /students → Ava → PIN 1111 → /browse', async ({
    page,
    context,
  }) => {
    await page.goto('/class-code');
    await enterClassCode(page, DEMO.classCode);
    await expect(page).toHaveURL(/\/students(\?|$)/);
    for (const s of DEMO.students) {
      await expect(page.getByRole('button', { name: new RegExp(`^${s.name}\\b`) })).toBeVisible();
    }
    await page
      .getByRole('button', { name: /^Ava\b/ })
      .first()
      .click();
    await typePin(page, DEMO.students[0].pin);
    const submit = page.getByRole('button', { name: 'Open my books' });
    if (await submit.isVisible().catch(() => false)) {
      await submit.click({ timeout: 2_000 }).catch(() => undefined);
    }
    // Spec §4 "Interests prompt": a student with no interests going from the students page to
    // browse is sent to interests-selection first (the demo students start without interests).
    await expect(page).toHaveURL(/\/(browse|interests-selection)$/);
    const profile = await storedProfile(context);
    expect(profile?.role).toBe('STUDENT');
    expect(profile?.name).toBe('Ava');
    const expected = profile?.interests.length ? '/browse' : '/interests-selection';
    expect(pathOf(page), `interests: ${JSON.stringify(profile?.interests)}`).toBe(expected);
  });

  test('a wrong student PIN is refused and stays on /students', async ({ page }) => {
    await studentSignInUI(page, 'Ben', '9999');
    await expect(page.getByText(MESSAGES.pinIncorrect)).toBeVisible();
    expect(pathOf(page)).toBe('/students');
  });

  test('a redirect query is honoured for the teacher', async ({ page }) => {
    await signInUI(
      page,
      DEMO.teacher.email,
      DEMO.teacher.password,
      `?redirect=${encodeURIComponent('/classroom/create')}`,
    );
    await expect(page).toHaveURL(/\/classroom\/create$/);
  });

  test('a signed-out visit to a guarded page goes to login and back after sign-in', async ({
    page,
  }) => {
    await page.goto('/educator/settings');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/educator/settings');
    await fillLogin(page, DEMO.teacher.email, DEMO.teacher.password);
    await expect(page).toHaveURL(/\/educator\/settings$/);
  });
});

test.describe('login form messages', () => {
  test('wrong credentials show the invalid-credentials text', async ({ page }) => {
    await signInUI(page, 'nobody-e2e@example.com', 'wrong-password');
    await expect(page.getByText(MESSAGES.invalidCredentials)).toBeVisible();
    expect(pathOf(page)).toBe('/login');

    // An existing account with a wrong password gets the very same text.
    await fillLogin(page, DEMO.teacher.email, 'wrong-password');
    await expect(page.getByText(MESSAGES.invalidCredentials)).toBeVisible();
    expect(pathOf(page)).toBe('/login');
  });

  test('spec §5 email and password validation texts', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    const submit = form.getByRole('button', { name: 'Sign In', exact: true });
    const email = form.getByLabel('Email', { exact: true });
    const password = form.getByLabel('Password', { exact: true });

    await submit.click();
    await expect(form.getByText(MESSAGES.emailRequired)).toBeVisible();
    await expect(form.getByText(MESSAGES.passwordRequired)).toBeVisible();

    await email.fill('not-an-email');
    await password.fill('abc');
    await submit.click();
    await expect(form.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await expect(form.getByText(MESSAGES.passwordMin)).toBeVisible();

    // Nothing was sent: still on the login page.
    expect(pathOf(page)).toBe('/login');
  });
});

test.describe('logout and the parent gate', () => {
  test('logout goes home', async ({ page, context }) => {
    await signInUI(page, DEMO.teacher.email, DEMO.teacher.password);
    await expect(page).toHaveURL(/\/educator$/);
    await logoutFromAccountMenu(page);
    await expect(page).toHaveURL(/\/$/);
    expect(await storedToken(context)).toBeNull();
    // Signed out for real: a guarded page sends to login.
    await page.goto('/educator');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('logout from profile-select goes home', async ({ page }) => {
    await signInUI(page, DEMO.parent.email, DEMO.parent.password);
    await expect(page).toHaveURL(/\/profile-select$/);
    await page.getByRole('button', { name: 'Log Out', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('"Parent Dashboard" asks for the account password; wrong → error text, right → /dashboard', async ({
    page,
  }) => {
    await signInUI(page, DEMO.parent.email, DEMO.parent.password);
    await expect(page).toHaveURL(/\/profile-select$/);

    await page.getByRole('button', { name: 'Parent Dashboard' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(MESSAGES.enterAccountPassword)).toBeVisible();

    const password = dialog.getByLabel('Account password', { exact: true });
    const submit = dialog.getByRole('button', { name: 'Continue' });
    await password.fill('not-the-password');
    await submit.click();
    await expect(dialog.getByText(MESSAGES.invalidCredentials)).toBeVisible();
    expect(pathOf(page)).toBe('/profile-select');

    await password.fill(DEMO.parent.password);
    await submit.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
