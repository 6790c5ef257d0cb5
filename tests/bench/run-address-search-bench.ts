// npx tsx tests/bench/run-address-search-bench.ts [--runs N]: the address book's rows of npm run bench alone, on the built dist/.
import { runBenchPart } from './bench-part';
import { addressSearchRows } from './measure-address-search';

await runBenchPart(4793, addressSearchRows);
