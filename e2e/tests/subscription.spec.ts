import { expect, test, type Page } from '@playwright/test';
import { DESKTOP } from '../support/constants.ts';
import { signInUI } from '../support/ui.ts';

/**
 * Issue 11 item 4 in the browser: /manage-subscription for the second demo family (its annual
 * subscription and Visa 4242 are seeded): change plan, cancel with a reason in the
 * subscription_cancel modal, restore, add a card and make it the default. The billing-issue
 * path (0341 at trial end → 418 → card details → new card) is billing-issue.spec.ts.
 */

test.use({ viewport: DESKTOP });

const FAMILY = { email: 'parent2@example.com', password: 'parent-demo-2' };
const nextYear = String((new Date().getFullYear() + 4) % 100).padStart(2, '0');
const prompt = (page: Page) => page.getByRole('dialog', { name: 'Enter Account Password' });

async function openManage(page: Page) {
  await signInUI(page, FAMILY.email, FAMILY.password);
  await expect(page).toHaveURL(/\/profile-select$/);
  await page.goto('/manage-subscription');
  await expect(prompt(page)).toBeVisible();
  await prompt(page).getByLabel('Account password').fill(FAMILY.password);
  await prompt(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/manage-subscription$/);
  await expect(page.getByRole('heading', { name: 'Your plan' })).toBeVisible();
}

test('change plan, cancel with a reason, restore, add a card and make it the default', async ({
  page,
}) => {
  await openManage(page);
  const overview = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Your plan' }) });
  await expect(overview).toContainText('Annual Plan');
  await expect(overview).toContainText('Active');
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await page.screenshot({ path: 'screenshots/manage-subscription.png', fullPage: true });

  // Change plan.
  const plans = page.getByRole('radiogroup', { name: 'Change plan' });
  await plans.getByRole('radio', { name: /Monthly Plan/ }).check();
  await page.getByRole('button', { name: 'Change to the Monthly Plan' }).click();
  await expect(page.getByText('Subscription plan changed successfully.')).toBeVisible();
  await expect(page.getByText('From the next renewal: Monthly Plan')).toBeVisible();

  // Cancel with a reason.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel subscription' });
  await expect(dialog).toHaveAttribute('data-modal-name', 'subscription_cancel');
  await dialog.getByRole('radio', { name: 'We do not use it enough' }).check();
  await dialog.getByLabel('Tell us more (optional)').fill('Summer holidays');
  await page.screenshot({ path: 'screenshots/manage-subscription-cancel.png' });
  await dialog.getByRole('button', { name: 'Cancel my subscription' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('heading', { name: 'Your subscription is cancelled.' }),
  ).toBeVisible();
  await expect(overview).toContainText('Access ends');

  // Restore: the spec's two texts.
  await page.getByRole('button', { name: 'Restore subscription' }).click();
  await expect(page.getByText('Subscription restored!')).toBeVisible();
  await expect(page.getByText('Your account will now auto renew.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();

  // Add a Mastercard, then make the Visa the default again.
  await page.getByRole('button', { name: 'Add a card' }).click();
  await page.getByLabel('Card number').pressSequentially('5555555555554444');
  await expect(page.getByTestId('card-brand')).toHaveText('Mastercard');
  await page.getByLabel('Expiry date').pressSequentially(`08${nextYear}`);
  await page.getByLabel('Security code (CVC)').fill('321');
  await page.getByRole('button', { name: 'Save card' }).click();
  const mastercard = page.getByRole('listitem').filter({ hasText: 'Mastercard ending in 4444' });
  await expect(mastercard.getByText('Default')).toBeVisible();
  const visa = page.getByRole('listitem').filter({ hasText: 'Visa ending in 4242' });
  await visa.getByRole('button', { name: 'Make default' }).click();
  await expect(visa.getByText('Default')).toBeVisible();
  await expect(mastercard.getByRole('button', { name: 'Make default' })).toBeVisible();

  // Refresh from the provider keeps everything as it is.
  await page.getByRole('button', { name: 'Refresh from payment provider' }).click();
  await expect(page.getByText('Subscription is up to date.')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'screenshots/manage-subscription-after.png', fullPage: true });
});
