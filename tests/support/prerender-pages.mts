// Renders the given pages as the build does, in a process of its own (Vite's SSR loader, development React),
// and prints them as JSON: the hydration test takes them over in jsdom, where nothing the server renderer
// touched is shared with the browser side.
import { createServer } from 'vite';

const server = await createServer({ configLoader: 'runner', logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
try {
  const { prerenderPage } = (await server.ssrLoadModule('/src/app/prerender-page.tsx')) as typeof import('../../src/app/prerender-page');
  const { addressOf, staticPages } = (await server.ssrLoadModule('/src/app/static-pages.ts')) as typeof import('../../src/app/static-pages');
  const pages: Record<string, unknown> = {};
  for (const address of process.argv.slice(2)) {
    const page = staticPages.find((candidate) => addressOf(candidate) === address);
    if (!page) throw new Error(`No page is written for ${address}`);
    pages[address] = await prerenderPage(page);
  }
  process.stdout.write(JSON.stringify(pages));
} finally {
  await server.close();
}
