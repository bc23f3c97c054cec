/**
 * The stretches a thread's event loop was busy without a break, from a V8 CPU profile (a benchmark
 * aid, never a test): `tsx api/cpu-profile-blocks.ts <file.cpuprofile> [from-s] [to-s]`. A run of
 * the API with `BENCH_API_NODE_FLAGS="--cpu-prof --cpu-prof-dir=<dir>"` writes one profile per
 * thread at its exit (`CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile`, thread 0 the API's own).
 *
 * A stretch is a run of samples that are not `(idle)`: while it lasts no request is answered, so
 * its length is what a request that arrives at its start waits. Printed: the busy share, how many
 * stretches were over 20, 50, 100 and 500 ms, the longest, and each stretch over `SHOW_MS`
 * (default 20) between `from` and `to` seconds into the profile with the functions it spent most
 * in (inclusive), so the work behind a slow percentile has a name.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface Stretch {
  /** ms into the profile */
  start: number;
  ms: number;
  inclusive: Map<string, number>;
}

const [file, fromText, toText] = process.argv.slice(2);
if (file === undefined) {
  console.error('usage: tsx api/cpu-profile-blocks.ts <file.cpuprofile> [from-s] [to-s]');
  process.exit(2);
}
const from = Number(fromText ?? 0) * 1000;
const to = toText === undefined ? Infinity : Number(toText) * 1000;
const showMs = Number(process.env.SHOW_MS ?? 20);

const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);
const nameOf = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
};
/** Frames that every stretch has: left out of the names a stretch is shown with. */
const GENERIC =
  /^\((root|program|garbage collector|anonymous)\)|^(processTicksAndRejections|runMicrotasks|listOnTimeout|processTimers|emit) /;

const stretches: Stretch[] = [];
let current: Stretch | undefined;
let at = 0;
let busy = 0;
let total = 0;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  // A sample stands for the time until the next one.
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  total += ms;
  const node = byId.get(id);
  if (node === undefined || node.callFrame.functionName === '(idle)') {
    if (current !== undefined) stretches.push(current);
    current = undefined;
    return;
  }
  busy += ms;
  current ??= { start: at / 1000, ms: 0, inclusive: new Map() };
  current.ms += ms;
  const seen = new Set<string>();
  for (let frame: number | undefined = id; frame !== undefined; frame = parentOf.get(frame)) {
    const frameNode = byId.get(frame);
    if (frameNode === undefined) break;
    const name = nameOf(frameNode);
    if (seen.has(name)) continue;
    seen.add(name);
    current.inclusive.set(name, (current.inclusive.get(name) ?? 0) + ms);
  }
});
if (current !== undefined) stretches.push(current);

const inWindow = stretches.filter((s) => s.start >= from && s.start < to);
const over = (ms: number) => inWindow.filter((s) => s.ms >= ms).length;
const longest = [...inWindow].sort((a, b) => b.ms - a.ms);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
console.log(
  `${file}: ${seconds(total)} s profiled, busy ${seconds(busy)} s (${Math.round((100 * busy) / total)} %)`,
);
console.log(
  `window ${seconds(from)}–${to === Infinity ? 'end' : seconds(to)} s: ${inWindow.length} busy stretches; ≥ 20 ms: ${over(20)}, ≥ 50 ms: ${over(50)}, ≥ 100 ms: ${over(100)}, ≥ 500 ms: ${over(500)}`,
);
console.log(
  `longest: ${longest
    .slice(0, 10)
    .map((s) => `${Math.round(s.ms)} ms at ${seconds(s.start)} s`)
    .join(', ')}`,
);
console.log(`\nstretches ≥ ${showMs} ms, in time order (the functions each spent most in):`);
for (const s of inWindow.filter((x) => x.ms >= showMs)) {
  const names = [...s.inclusive.entries()]
    .filter(([name]) => !GENERIC.test(name) && !/^\S+ :0$/.test(name) && !name.includes(' node:'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, ms]) => `${name.split(' ')[0] ?? name} ${Math.round(ms)}`)
    .join(', ');
  console.log(
    `${seconds(s.start).padStart(7)} s ${String(Math.round(s.ms)).padStart(5)} ms  ${names}`,
  );
}
