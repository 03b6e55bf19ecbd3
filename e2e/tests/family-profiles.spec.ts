import { expect, test, type Page } from '@playwright/test';
import { DEMO, DESKTOP } from '../support/constants.ts';
import { signInUI } from '../support/ui.ts';

/**
 * Issue 11 items 5, 8, 9 in the browser: the parent gate on every way into the parent areas,
 * onboarding creating two children with the spec's texts, editing a child, account settings.
 */

test.use({ viewport: DESKTOP });

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Enter Account Password' });

async function passGate(page: Page) {
  await expect(prompt(page)).toBeVisible();
  await prompt(page).getByLabel('Account password').fill(DEMO.parent.password);
  await prompt(page).getByRole('button', { name: 'Continue' }).click();
  await expect(prompt(page)).toBeHidden();
}

test('typing /dashboard right after sign-in asks for the account password first', async ({
  page,
}) => {
  await signInUI(page, DEMO.parent.email, DEMO.parent.password);
  await expect(page).toHaveURL(/\/profile-select$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/profile-select\?redirect=%2Fdashboard$/);
  await expect(prompt(page)).toBeVisible();
  // A wrong password shows the spec's text and keeps the parent out.
  await prompt(page).getByLabel('Account password').fill('not-the-password');
  await prompt(page).getByRole('button', { name: 'Continue' }).click();
  await expect(
    prompt(page).getByText('Oops! Username or password is incorrect. Try again.'),
  ).toBeVisible();
  await prompt(page).getByLabel('Account password').fill(DEMO.parent.password);
  await prompt(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the account menu way in asks for the password too', async ({ page }) => {
  await signInUI(page, DEMO.parent.email, DEMO.parent.password);
  await expect(page).toHaveURL(/\/profile-select$/);
  await page.goto('/account-settings');
  await expect(page).toHaveURL(/\/profile-select\?redirect=%2Faccount-settings$/);
  await passGate(page);
  await expect(page).toHaveURL(/\/account-settings$/);
  await expect(page.getByRole('heading', { name: 'Child profiles' })).toBeVisible();
});

test('onboarding creates two children; edit child saves; account settings', async ({ page }) => {
  const suffix = Date.now().toString(36).slice(-4);
  const first = `nora${suffix}`;
  const second = `Otto${suffix}`;
  await signInUI(page, DEMO.parent.email, DEMO.parent.password);
  await expect(page).toHaveURL(/\/profile-select$/);
  await page.goto('/onboarding');
  await passGate(page);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Who will be reading?' })).toBeVisible();

  for (const [name, age] of [
    [first, '6'],
    [second, '9'],
  ] as const) {
    await page.getByLabel('First name').fill(name);
    await page.getByLabel('Age', { exact: true }).selectOption(age);
    await page.getByRole('button', { name: 'Create profile' }).click();
    const shown = name.charAt(0).toUpperCase() + name.slice(1);
    await expect(page.getByText(`${shown}'s profile was created.`)).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Profiles so far' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'screenshots/family-onboarding.png', fullPage: true });

  await page.getByRole('button', { name: 'Done — choose a reader' }).click();
  await expect(page).toHaveURL(/\/profile-select$/);
  const shownFirst = first.charAt(0).toUpperCase() + first.slice(1);
  await expect(page.getByRole('button', { name: `Read as ${shownFirst}` })).toBeVisible();

  // Edit the first child from account settings (the gate still holds).
  await page.goto('/account-settings');
  await expect(page.getByRole('heading', { name: 'Child profiles' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'screenshots/family-account-settings.png', fullPage: true });
  await page
    .getByRole('listitem')
    .filter({ hasText: shownFirst })
    .getByRole('link', { name: 'Edit' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/edit-child\//);
  await page.getByLabel('Age', { exact: true }).selectOption('7');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile edit saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Add an assessment' }).click();
  await page.getByRole('combobox', { name: 'System' }).selectOption('GUIDED_READING');
  await page.getByRole('combobox', { name: 'Level' }).selectOption('K');
  await page.getByRole('button', { name: 'Save assessments' }).click();
  await expect(page.getByText('Reading Level Assessments updated.')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'screenshots/family-edit-child.png', fullPage: true });

  // Clean up: delete both new profiles with the spec's text.
  await page.goto('/account-settings');
  for (const name of [shownFirst, second]) {
    await page.getByRole('listitem').filter({ hasText: name }).getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 profiles deleted.')).toBeVisible();
});
