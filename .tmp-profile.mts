import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './tests/e2e/support/chromium';
import { serveStatic } from './tests/support/static-server';
import { letterLabelPages } from './tests/support/carrier-pages/letter-label-pages';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const server = await serveStatic(join(process.cwd(), 'dist'), 4795);
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const big = await letterLabelPages(100);
const small = await letterLabelPages(1);
const context = await browser.newContext({ acceptDownloads: true });
const page = await context.newPage();
await page.addInitScript(() => {
  (window as any).lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).lt.push([Math.round(e.startTime), Math.round(e.duration), JSON.stringify((e as any).attribution?.map((a: any) => a.containerType + a.name))]); }).observe({ type: 'longtask', buffered: true });
});
await page.goto('http://127.0.0.1:4795/label-cropper');
await page.waitForFunction(() => { const i = document.querySelector('input[type="file"]'); return i !== null && Object.keys(i).some((k) => k.startsWith('__reactProps$')); });
await page.getByLabel('Label size').selectOption({ label: '4 × 6 in thermal label' });
await page.getByLabel('Choose files').setInputFiles({ name: 'warm.pdf', mimeType: 'application/pdf', buffer: Buffer.from(small.bytes) });
await page.waitForFunction(() => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Download PDF')?.getAttribute('aria-disabled') === 'false');
await page.getByRole('button', { name: 'Remove warm.pdf' }).click();

const cdp = await browser.newBrowserCDPSession();
const { targetInfos } = await cdp.send('Target.getTargets');
const target = targetInfos.find((info) => info.type === 'worker' && info.title === 'cropper-worker');
if (!target) throw new Error('no worker ' + JSON.stringify(targetInfos.map((t) => [t.type, t.title])));
const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
let next = 0;
const answers = new Map<number, (result: any) => void>();
cdp.on('Target.receivedMessageFromTarget', (event) => {
  const message = JSON.parse(event.message);
  if (message.id !== undefined) answers.get(message.id)?.(message.result);
});
const send = async (method: string, params: object = {}) => {
  const id = (next += 1);
  const answer = new Promise<any>((resolve) => answers.set(id, resolve));
  await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
  return answer;
};
await send('Profiler.enable');
await send('Profiler.setSamplingInterval', { interval: 500 });
const main = await context.newCDPSession(page);
await main.send('Profiler.enable');
await main.send('Profiler.setSamplingInterval', { interval: 500 });
await send('Profiler.start');
await main.send('Profiler.start');
const t0 = await page.evaluate(() => performance.now());
(await import('node:fs')).writeFileSync('/tmp/cb/' + big.fileName, big.bytes);
await page.getByLabel('Choose files').setInputFiles('/tmp/cb/' + big.fileName);
await page.waitForFunction(() => document.querySelectorAll('[role="group"][aria-label^="Crop box of"]').length >= 100 && [...document.querySelectorAll('button')].find((b) => b.textContent === 'Download PDF')?.getAttribute('aria-disabled') === 'false', undefined, { polling: 100, timeout: 120000 });
const t1 = await page.evaluate(() => performance.now());
await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
const t2 = await page.evaluate(() => performance.now());
const worker: Profile = (await send('Profiler.stop')).profile;
const mainProfile = (await main.send('Profiler.stop')).profile as unknown as Profile;
console.log('detect', Math.round(t1 - t0), 'pdf', Math.round(t2 - t1));
console.log('long tasks since t0', JSON.stringify(await page.evaluate((t0) => (window as any).lt.filter((l: number[]) => l[0] >= t0 - 1000).map((l: number[]) => [l[0] - t0, l[1], l[2]]), t0)));
writeFileSync('/tmp/cb/worker.cpuprofile', JSON.stringify(worker));
writeFileSync('/tmp/cb/main.cpuprofile', JSON.stringify(mainProfile));

function summarize(name: string, profile: Profile, from?: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const byUrl = new Map<string, number>();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const n = byId.get(id)!;
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    const u = n.callFrame.url.split('/').pop() || n.callFrame.functionName;
    byUrl.set(u, (byUrl.get(u) ?? 0) + dt);
  });
  const total = (profile.endTime - profile.startTime) / 1000;
  console.log(`\n== ${name}: ${total.toFixed(0)} ms profiled`);
  console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `  ${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`).join('\n'));
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `  ${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`).join('\n'));
}
summarize('worker', worker);
summarize('main', mainProfile);
await browser.close();
server.close();
