import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { CATALOG_NAMES } from '../../src/i18n/catalog-names';
import { activateLocale } from '../../src/i18n/catalogs';

// findBy… and waitFor wait for what they mean; on a machine busy with the rest of the suite that can take more than
// Testing Library's default second, so they wait up to five before a test fails.
configure({ asyncUtilTimeout: 5000 });

// A test ends once the page's lazy parts it asked for have arrived, taken in by React while act watches; one arriving
// after the file's environment is gone makes React finish its work without a window ("window is not defined").
afterEach(async () => {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  cleanup();
  document.head.innerHTML = '';
  document.title = '';
});

// The site speaks English unless a page says otherwise: the words come from the English catalog, as in the build.
await activateLocale('en', CATALOG_NAMES);
