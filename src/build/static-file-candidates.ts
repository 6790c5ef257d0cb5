import { extname } from 'node:path';

/**
 * The files of dist/ that may answer an address, in order, as static hosts map them: the file itself,
 * `/contact` from `contact.html`, `/generator/` from `generator/index.html` or `generator.html`. None
 * found means 404.html with status 404.
 */
export const staticFileCandidates = (path: string): string[] =>
  path.endsWith('/') ? [`${path}index.html`, ...(path === '/' ? [] : [`${path.slice(0, -1)}.html`])] : [path, ...(extname(path) ? [] : [`${path}.html`])];
