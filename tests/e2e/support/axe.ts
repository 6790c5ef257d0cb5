import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules, no rule disabled; on the page, or on the parts `include`
 * selects, less the parts `exclude` selects (parts a scan of an earlier state has already covered, unchanged).
 */
export async function expectNoViolations(page: Page, state: string, include?: string | readonly string[], exclude: readonly string[] = []) {
  // Legacy mode runs axe in the page itself. The default would finish every scan in a blank page of its own, which
  // only cross-origin frames need (the site has none), at twice the cost of a scan.
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).setLegacyMode(true);
  for (const part of include === undefined ? [] : [include].flat()) builder = builder.include(part);
  for (const part of exclude) builder = builder.exclude(part);
  const results = await builder.analyze();
  const found = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, state).toEqual([]);
}
