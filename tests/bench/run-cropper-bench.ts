// npx tsx tests/bench/run-cropper-bench.ts [--runs N]: the label cropper's rows of npm run bench alone, on the built dist/.
import { runBenchPart } from './bench-part';
import { cropperRows } from './measure-cropper';

await runBenchPart(4793, cropperRows);
