// npx tsx tests/bench/run-zpl-bench.ts [--runs N]: the ZPL rows of npm run bench alone, on the built dist/.
import { runBenchPart } from './bench-part';
import { zplRows } from './measure-zpl';

await runBenchPart(4795, zplRows);
