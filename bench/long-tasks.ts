/**
 * The long tasks of a page's first seconds at 4× CPU slowdown (a benchmark aid, never a test): a
 * fresh browser opens the page with Chromium's CPU throttling, records a trace with the CPU profiler
 * for `windowMs`, and lists every top-level main-thread task over 50 ms — when it started, how long
 * it ran, what kind of work it was (script evaluation, a timer, a frame, a message) and the
 * functions with the most self time in it, mapped to the app's sources when the build has source
 * maps (`SOURCEMAP=1`). This is how the bench finds what lands inside Lighthouse's window.
 */
import { SourceMap } from 'node:module';
import { openPhone } from './phone.ts';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'toplevel',
  'loading',
];
const LONG_TASK_US = 50_000;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

export interface LongTask {
  /** Since navigation start, ms. */
  startMs: number;
  durationMs: number;
  /** The task's first-level work: `EvaluateScript start-….js 120 ms`, `TimerFire 80 ms`, … */
  work: string[];
  /** The functions with the most self time in the task: `name (file:line) 40 ms`. */
  top: string[];
}

export interface LongTaskProfile {
  url: string;
  tasks: LongTask[];
  /** The tasks' time over 50 ms each (Lighthouse's TBT before its network simulation). */
  blockingMs: number;
}

const fileOf = (url: string) => url.replace(/^.*\//, '').replace(/\?.*$/, '') || url;

/** Source maps of the page's scripts, fetched once; undefined where the build has none. */
async function sourceMaps(urls: Iterable<string>): Promise<Map<string, SourceMap>> {
  const maps = new Map<string, SourceMap>();
  for (const url of urls) {
    if (!/^https?:.*\.js$/.test(url)) continue;
    const res = await fetch(`${url}.map`).catch(() => undefined);
    if (!res?.ok) continue;
    try {
      maps.set(
        url,
        new SourceMap((await res.json()) as ConstructorParameters<typeof SourceMap>[0]),
      );
    } catch {
      // Not a source map (the static server's index.html fallback): names stay minified.
    }
  }
  return maps;
}

function frameName(frame: CallFrame, maps: Map<string, SourceMap>): string {
  const map = maps.get(frame.url);
  const found = map?.findEntry(frame.lineNumber, frame.columnNumber);
  const entry = found && 'originalSource' in found ? found : undefined;
  const name = frame.functionName || '(anonymous)';
  if (entry?.originalSource)
    return `${name} (${entry.originalSource.replace(/^.*?(src|node_modules)\//, '$1/')}:${entry.originalLine + 1})`;
  return `${name} (${frame.url ? `${fileOf(frame.url)}:${frame.lineNumber + 1}` : 'native'})`;
}

/** Opens `url` in a fresh browser at `cpuRate`× CPU and lists its long tasks in the first `windowMs`. */
export async function longTasks(
  url: string,
  { cpuRate = 4, windowMs = 8000 }: { cpuRate?: number; windowMs?: number } = {},
): Promise<LongTaskProfile> {
  const { browser, context } = await openPhone();
  let trace: TraceEvent[];
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(windowMs);
    const buffer = await browser.stopTracing();
    trace = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }

  // The page's main thread: the renderer main thread that ran the most task time.
  const mains = trace.filter((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain');
  const taskTime = (pid: number, tid: number) =>
    trace
      .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = mains.sort((a, b) => taskTime(b.pid, b.tid) - taskTime(a.pid, a.tid))[0];
  if (!main) throw new Error(`no renderer main thread in the trace of ${url}`);
  const onMain = trace.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const navigation = trace.find(
    (e) => e.pid === main.pid && (e.name === 'navigationStart' || e.name === 'markAsMainFrame'),
  );
  const origin = navigation?.ts ?? Math.min(...onMain.map((e) => e.ts));

  // CPU samples: the Profile event names the thread and start; its chunks carry nodes and deltas.
  const profile = trace.find(
    (e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid,
  );
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  if (profile) {
    let ts = (profile.args?.data as { startTime?: number } | undefined)?.startTime ?? 0;
    for (const chunk of trace.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id)) {
      const data = chunk.args?.data as
        | { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
        | undefined;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      ids.forEach((node, i) => {
        ts += deltas[i] ?? 0;
        samples.push({ ts, node });
      });
    }
  }
  const maps = await sourceMaps(new Set([...nodes.values()].map((n) => n.callFrame.url)));

  const runTasks = onMain
    .filter((e) => e.name === 'RunTask' && e.ts >= origin && e.ts < origin + windowMs * 1000)
    .sort((a, b) => a.ts - b.ts);
  // Top-level only: a task inside another (a nested run loop) is part of it.
  const topLevel: TraceEvent[] = [];
  for (const task of runTasks) {
    const last = topLevel.at(-1);
    if (last && task.ts < last.ts + (last.dur ?? 0)) continue;
    topLevel.push(task);
  }
  const WORK = new Set([
    'EvaluateScript',
    'v8.compileModule',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'FireAnimationFrame',
    'FireIdleCallback',
    'EventDispatch',
    'ParseHTML',
    'ParseAuthorStyleSheet',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'V8.GCFinalizeMC',
    'MajorGC',
    'MinorGC',
    'v8.run',
  ]);
  const tasks: LongTask[] = [];
  for (const task of topLevel) {
    const dur = task.dur ?? 0;
    if (dur <= LONG_TASK_US) continue;
    const end = task.ts + dur;
    const inside = onMain.filter((e) => e.ts >= task.ts && e.ts < end && e !== task);
    const kinds = new Map<string, number>();
    for (const e of inside) {
      if (!WORK.has(e.name)) continue;
      const data = e.args?.data as { url?: string; functionName?: string } | undefined;
      const label = `${e.name}${data?.url ? ` ${fileOf(data.url)}` : ''}${data?.functionName ? ` ${data.functionName}` : ''}`;
      kinds.set(label, (kinds.get(label) ?? 0) + (e.dur ?? 0));
    }
    const self = new Map<string, number>();
    samples.forEach((sample, i) => {
      const next = samples[i + 1];
      if (sample.ts < task.ts || sample.ts >= end || !next) return;
      const node = nodes.get(sample.node);
      if (!node || node.callFrame.functionName === '(idle)') return;
      const name = frameName(node.callFrame, maps);
      self.set(name, (self.get(name) ?? 0) + (next.ts - sample.ts));
    });
    const ms = (us: number) => `${Math.round(us / 1000)} ms`;
    tasks.push({
      startMs: Math.round((task.ts - origin) / 1000),
      durationMs: Math.round(dur / 1000),
      work: [...kinds]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([label, us]) => `${label} ${ms(us)}`),
      top: [...self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, us]) => `${name} ${ms(us)}`),
    });
  }
  return {
    url,
    tasks,
    blockingMs: tasks.reduce((sum, t) => sum + t.durationMs - 50, 0),
  };
}

export function printLongTasks(profile: LongTaskProfile) {
  console.log(
    `\nLong tasks of ${profile.url} (4× CPU, a fresh browser, the first 8 s): ${profile.tasks.length}, ${profile.blockingMs} ms over 50 ms each`,
  );
  for (const task of profile.tasks) {
    console.log(
      `  at ${String(task.startMs).padStart(5)} ms  ${String(task.durationMs).padStart(4)} ms`,
    );
    console.log(`      work: ${task.work.join('; ')}`);
    console.log(`      self: ${task.top.join('; ')}`);
  }
}
