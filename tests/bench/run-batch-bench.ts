// npx tsx tests/bench/run-batch-bench.ts [--runs N] [--port P]: issue 32's batch rows of npm run bench alone, on the built
// dist/: 10,000 labels click to file, and the page's long tasks during 1,000.
import { runBenchPart } from './bench-part';
import { batchScaleRows } from './batch-scale-rows';

const portAt = process.argv.indexOf('--port');
await runBenchPart(portAt >= 0 ? Number(process.argv[portAt + 1]) : 4794, batchScaleRows);
