import { createReadStream, existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { securityHeaders } from '../app/security-headers';
import { staticFileCandidates } from './static-file-candidates';

/**
 * `vite preview` answers an address with no file the way static hosts do: 404.html with status 404,
 * rather than the home page (Vite's single-page fallback), whose prerendered HTML is another page's.
 */
export function notFoundPreviewPlugin(): Plugin {
  return {
    name: 'shiplabel:not-found-preview',
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir);
      const isFile = (path: string) => existsSync(join(root, path)) && statSync(join(root, path)).isFile();
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://preview');
        const path = decodeURIComponent(pathname);
        if (staticFileCandidates(path).some(isFile)) return next();
        response.statusCode = 404;
        for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        createReadStream(join(root, '404.html')).pipe(response);
      });
    },
  };
}
