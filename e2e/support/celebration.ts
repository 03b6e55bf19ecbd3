import { expect, type Page } from '@playwright/test';

/** The celebration super flow (web components/celebration): its dialog and its steps. */
export const superFlow = (page: Page) =>
  page.getByRole('dialog', { name: 'Hooray! Look what you earned' });

/**
 * Click through the super flow (spec §4): reveal each badge, Next on every step, Done on the
 * last, checking the "Step k of N" counter. Answers the kinds of the steps it showed, in order.
 */
export async function throughSuperFlow(page: Page): Promise<string[]> {
  const flow = superFlow(page);
  await expect(flow).toBeVisible();
  // "Step k of N" is read to screen readers when there is more than one step.
  const counter = flow.getByText(/^Step \d+ of \d+$/);
  const total = (await counter.count())
    ? Number((await counter.textContent())!.match(/of (\d+)/)![1])
    : 1;
  const kinds: string[] = [];
  for (let k = 1; k <= total; k++) {
    if (total > 1) await expect(counter).toHaveText(`Step ${k} of ${total}`);
    const kind = (await flow.locator('[data-step]').getAttribute('data-step'))!;
    kinds.push(kind);
    if (kind === 'badge') await flow.getByRole('button', { name: /^Tap to reveal!/ }).click();
    await flow.getByRole('button', { name: k === total ? 'Done' : 'Next', exact: true }).click();
  }
  await expect(flow).toBeHidden();
  return kinds;
}
