// node tests/tools/side-by-side.mjs <npm script>...: runs the package's scripts at once (the typecheck and lint each keep
// one core busy), prints each one's output whole when it ends, and fails if any of them does.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);

/** Runs one npm script with its output held, and resolves with its exit code and that output. */
const run = (script) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${script}: ${code === 0 ? 'passed' : `failed (exit code ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });

const codes = await Promise.all(scripts.map(run));
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
