import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for what they mean; on a machine busy with the rest of the suite that can take more than
// Testing Library's default second, so they wait up to five before a test fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  document.title = '';
});
