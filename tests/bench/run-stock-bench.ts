// npx tsx tests/bench/run-stock-bench.ts [--runs N]: the label-stock rows of npm run bench alone, on the built dist/.
import { runBenchPart } from './bench-part';
import { stockBatchRows } from './stock-batch-rows';

await runBenchPart(4792, stockBatchRows);
