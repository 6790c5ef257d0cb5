// The zebrash engine, its WebAssembly inlined (about 9 MB): a chunk of its own, named so the offline copy keeps it
// once fetched rather than with every visit's first download (src/build/offline-plugin.ts).
export { ready } from 'zpl-renderer-js';
