import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No critical or serious axe-core violations inside `selector`. */
export async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(bad, `axe violations in ${selector}`).toEqual([]);
}
