import { expect, test, type Page } from '@playwright/test';
import { DEMO, DESKTOP } from '../support/constants.ts';
import { signInUI } from '../support/ui.ts';

/**
 * Issue 12 item 1 in the browser: a new educator signs up with a school (account, then educator
 * details), lands on /educator/welcome after a full page load, then on the educator home.
 */

test.use({ viewport: DESKTOP });

/** A full-page screenshot from the top (a sticky header would otherwise sit mid-page). */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

test('a new educator signs up with a school and lands on the welcome page, then home', async ({
  page,
}) => {
  // Close to a minute while CI runs the server suite beside the e2e suite (57.6 s seen).
  test.setTimeout(120_000);
  const email = `e2e-educator-${Date.now().toString(36)}@school.test`;
  await page.goto('/educator-signup');
  await expect(page.getByRole('heading', { name: 'Create your educator account' })).toBeVisible();

  // The spec §5 texts, then the email check's message (an account that exists).
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter your email.')).toBeVisible();
  await expect(page.getByText('Please enter your password.')).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.teacher.email);
  await page.getByLabel('Email').blur();
  await expect(
    page.getByText('An account with this email already exists. Please sign in instead.'),
  ).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Email').blur();
  await expect(
    page.getByRole('status').filter({ hasText: 'This email can be used.' }),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('chalk-board-1');
  await shoot(page, 'educator-signup-account');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(
    page.getByRole('heading', { name: 'Tell us about you and your school' }),
  ).toBeVisible();
  // Missing details show their texts and nothing is sent.
  await page.getByRole('button', { name: 'Finish sign-up' }).click();
  await expect(page.getByText('Please choose a title.')).toBeVisible();
  await expect(page.getByText('Please enter the school’s name.')).toBeVisible();

  // Fixing a field clears its message.
  await page.getByLabel('Title').selectOption('Ms.');
  await expect(page.getByText('Please choose a title.')).toHaveCount(0);
  await page.getByLabel('Your role').selectOption('CLASSROOM_TEACHER');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Byrne');
  await page.getByLabel('School name').fill('Maple Elementary');
  await page.getByLabel('Address').fill('1 Maple Road, Springfield');
  await page.getByLabel('Location').selectOption('US-CT');
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Chicago');
  await page.getByLabel('School starts').selectOption('8AM');
  await page.getByLabel('School ends').selectOption('3PM');
  await shoot(page, 'educator-signup-details');
  await page.getByRole('button', { name: 'Finish sign-up' }).click();

  await expect(page).toHaveURL(/\/educator\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Ms. Byrne!' })).toBeVisible();
  // The header names the educator by the name just given.
  await expect(page.getByRole('banner')).toContainText('Ada');
  await shoot(page, 'educator-welcome');

  await page.getByRole('link', { name: 'Go to my educator home' }).click();
  await expect(page).toHaveURL(/\/educator$/);
  await expect(page.getByRole('heading', { name: 'Hello, Ms. Byrne' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My classes' })).toBeVisible();
  await expect(page.getByText('No classes yet')).toBeVisible();
  // Complete profile and school: no §5 prompt.
  await expect(page.getByText('Your profile is missing your title or role.')).toHaveCount(0);
  await shoot(page, 'educator-home');

  // Settings show the school as saved, in its own time zone.
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/educator\/settings$/);
  await expect(page.getByLabel('School name')).toHaveValue('Maple Elementary');
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Chicago');
  await shoot(page, 'educator-settings');

  // The AI companion switch is saved, and a wrong current password stays a field message.
  await page.getByRole('switch', { name: /AI reading companion/ }).uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('chalk-board-2');
  await page.getByLabel('Confirm new password').fill('chalk-board-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Oops! Password is incorrect. Try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/educator\/settings$/);
  await page.reload();
  await expect(page.getByRole('switch', { name: /AI reading companion/ })).not.toBeChecked();
});

test('the demo educator’s home lists the class with its code and a link to it', async ({
  page,
}) => {
  await signInUI(page, DEMO.teacher.email, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/educator$/);
  // The class card (the activity table below also links the class by its name).
  const room = page.getByRole('link', { name: /Room 4 Readers.*DEMO42/ });
  await expect(room).toBeVisible();
  await expect(room).toContainText('DEMO42');
  await expect(room).toContainText('3 students');
  await expect(page.getByText('Your school is missing its hours or location.')).toHaveCount(0);
  await shoot(page, 'educator-home-classes');
  await room.click();
  await expect(page).toHaveURL(/\/classroom\/[0-9a-f-]{36}$/);
});
