import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';
import { staticFileCandidates } from '../../src/build/static-file-candidates';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.ttf': 'font/ttf',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt', '.csv', '.webmanifest']);

/**
 * Serves dist/ the way a static host or CDN does: gzip for text, `/contact` from `contact.html`,
 * `404.html` with status 404 for any other path, long caching for hashed assets. Port 0 picks a free port
 * (read it from `server.address()`).
 */
export function serveStatic(root: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const found = staticFileCandidates(path).map((candidate) => join(root, candidate)).find((file) => existsSync(file) && statSync(file).isFile());
    const file = found ?? join(root, '404.html');
    const extension = extname(file);
    response.statusCode = found ? 200 : 404;
    response.setHeader('Content-Type', types[extension] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    const gzip = compressible.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding']));
    if (gzip) response.setHeader('Content-Encoding', 'gzip');
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip({ level: 9 })) : stream).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
