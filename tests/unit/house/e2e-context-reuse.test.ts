import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The browser suite reuses one context per worker (playwright.config.ts). Its reset between tests leaves some state
// alone; a spec that touches it must ask for fresh contexts, or it would leak into whichever test runs next. The OS
// file dialog is held to it too, as a precaution: a page's dialog state is Chromium's, which the reset does not clear.
const e2eDir = 'tests/e2e';
const notReset = /\.(setOffline|grantPermissions|setExtraHTTPHeaders|setGeolocation)\(|'filechooser'/;
/** The real service worker fills Cache Storage, which the reset keeps; one served empty (as sw.js stubbed) does not. */
const fillsCacheStorage = (text: string) => /serviceWorkers:\s*'allow'/.test(text) && !text.includes("'**/sw.js'");
const optsOut = (text: string) => /reuseContext:\s*false/.test(text);

/** A spec's own text and that of the test helpers it imports from the e2e folder (one level, as they are used). */
function textWithHelpers(file: string): string {
  const text = readFileSync(file, 'utf8');
  const helpers = [...text.matchAll(/from '(\.\/support\/[\w-]+)'/g)].map((match) => resolve(dirname(file), `${match[1]}.ts`));
  return [text, ...helpers.map((helper) => readFileSync(helper, 'utf8'))].join('\n');
}

const specs = readdirSync(e2eDir).filter((name) => name.endsWith('.spec.ts'));

describe('browser specs and the reused context', () => {
  it('finds the specs', () => expect(specs.length).toBeGreaterThan(20));

  it.each(specs)('%s asks for fresh contexts if it touches what the reset keeps', (name) => {
    const text = textWithHelpers(join(e2eDir, name));
    if (notReset.test(text) || fillsCacheStorage(text)) expect(optsOut(text), `${name} must set reuseContext: false`).toBe(true);
  });

  it('would catch a spec going offline without asking', () => {
    expect(notReset.test("await context.setOffline(true);")).toBe(true);
    expect(notReset.test("page.waitForEvent('filechooser')")).toBe(true);
    expect(fillsCacheStorage("test.use({ serviceWorkers: 'allow' });")).toBe(true);
    expect(fillsCacheStorage("test.use({ serviceWorkers: 'allow' }); context.route('**/sw.js', empty)")).toBe(false);
  });
});
