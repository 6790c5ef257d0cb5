import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The house's rules as lint applies them: code placed at a path in src/, with the import it makes.
const eslint = new ESLint({ cwd: process.cwd() });

async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = imported;\n`, { filePath });
  return result!.messages.filter((message) => ['layers/import-direction', 'no-restricted-globals', 'no-restricted-imports'].includes(message.ruleId ?? '')).map((message) => message.message);
}

// The first lint starts ESLint and its whole config (seconds on a busy 2-core machine): each case gets room for that.
describe('lint keeps imports pointing one way', { timeout: 30_000 }, () => {
  it('stops a feature from importing a page', async () => {
    const problems = await problemsOf('src/features/batch/example.ts', "import { imported } from '../../pages/generator/generator-meta';");
    expect(problems).toEqual([expect.stringContaining('feature code may not import page code')]);
  });

  it('stops a feature from reaching into another feature past its entry', async () => {
    const problems = await problemsOf('src/features/label-cropper/example.ts', "import { imported } from '../print-settings/print-settings';");
    expect(problems).toEqual([expect.stringContaining("through its entry ('…/features/print-settings')")]);
  });

  it('lets a feature use another through its entry, and its own files freely', async () => {
    expect(await problemsOf('src/features/label-cropper/example.ts', "import { imported } from '../print-settings';")).toEqual([]);
    expect(await problemsOf('src/features/label-cropper/crop-editor/example.ts', "import { imported } from '../cropper-store';")).toEqual([]);
  });

  it('makes a page use features through their entries', async () => {
    const problems = await problemsOf('src/pages/generator/example.tsx', "import { imported } from '../../features/batch/batch-section';");
    expect(problems).toEqual([expect.stringContaining('through its entry')]);
  });

  it('keeps shared code below features and pages, and pages below the shell', async () => {
    expect(await problemsOf('src/ui/example.ts', "import { imported } from '../features/batch';")).toEqual([expect.stringContaining('shared code may not import feature code')]);
    expect(await problemsOf('src/pages/home/example.ts', "import { imported } from '../../app/static-pages';")).toEqual([expect.stringContaining('page code may not import shell code')]);
  });

  it('keeps the pure models off the browser', async () => {
    const problems = await problemsOf('src/label/example.ts', 'const imported = window.localStorage;');
    expect(problems.some((problem) => problem.includes('no browser globals'))).toBe(true);
  });

  it('keeps the address book’s model pure: storage is the device book feature’s', async () => {
    expect(await problemsOf('src/address-book/example.ts', "import { openDB } from 'idb';")).toEqual([expect.stringContaining('src/address-book is pure TypeScript')]);
  });
});
