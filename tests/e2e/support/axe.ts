import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules, no rule disabled; on the page, or on the part `include` selects. */
export async function expectNoViolations(page: Page, state: string, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const results = await (include === undefined ? builder : builder.include(include)).analyze();
  const found = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, state).toEqual([]);
}
