import { readFileSync } from 'node:fs';
type Node = { id: number; parent?: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] };
const p = JSON.parse(readFileSync('/tmp/cb/main.cpuprofile', 'utf8'));
const byId = new Map<number, Node>(p.nodes.map((n: Node) => [n.id, n]));
for (const n of p.nodes as Node[]) for (const c of n.children ?? []) byId.get(c)!.parent = n.id;
let t = p.startTime;
const samples: { t: number; id: number; dt: number }[] = [];
p.samples.forEach((id: number, i: number) => { t += p.timeDeltas[i]; samples.push({ t, id, dt: p.timeDeltas[i + 1] ?? 0 }); });
// busy runs: consecutive non-idle samples
const idle = (id: number) => ['(idle)'].includes(byId.get(id)!.callFrame.functionName);
let runs: { start: number; end: number; ids: number[] }[] = [];
let cur: any = null;
for (const s of samples) {
  if (!idle(s.id)) { if (!cur) cur = { start: s.t, end: s.t, ids: [] }; cur.end = s.t + s.dt; cur.ids.push(s.id); }
  else if (cur) { runs.push(cur); cur = null; }
}
runs = runs.filter((r) => r.end - r.start > 40000).sort((a, b) => b.end - b.start - (a.end - a.start));
for (const r of runs.slice(0, 4)) {
  console.log(`run at ${((r.start - p.startTime) / 1000).toFixed(0)} ms, ${((r.end - r.start) / 1000).toFixed(0)} ms`);
  const stacks = new Map<string, number>();
  for (const id of r.ids) {
    const names: string[] = [];
    for (let n: Node | undefined = byId.get(id); n; n = n.parent ? byId.get(n.parent) : undefined) names.push(`${n.callFrame.functionName || '?'}@${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`);
    const key = names.slice(0, 6).join(' < ');
    stacks.set(key, (stacks.get(key) ?? 0) + 1);
  }
  console.log([...stacks].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `   ${v}  ${k}`).join('\n'));
}
