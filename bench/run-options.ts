/**
 * How a bench run is asked for, from the environment (so `pnpm bench` stays one command):
 *
 * - `BENCH_PARTS` — a comma-separated list of the parts to run (default: all of them), e.g.
 *   `BENCH_PARTS=lighthouse` measures only the Lighthouse pages and their first-visit bytes, a few
 *   minutes instead of the whole run. The parts: `api`, `device`, `js`, `lighthouse`, `offline`,
 *   `history`, `scan` (the ticket scan with a fake camera, bench/scan-bench.ts), `scale`, `push` (the
 *   Web Push fan-out, bench/api/push-bench.ts; scripts/bench.sh skips the API, scale and push steps
 *   not asked for), and
 *   `profile` (the long tasks of the pages at 4× CPU, bench/long-tasks.ts), which runs only when
 *   named.
 * - `BENCH_CPU=10` — Lighthouse's simulated CPU slowdown (default 4, its mobile default; 10 is a
 *   low-end phone on a machine like the build machine). Figures are only comparable at one setting.
 * - `BENCH_BUSY=1` — the busy-core mode: a separate process keeps one core at 100 % for the whole
 *   run (a tight loop in a child `node`), the "another process keeps one core busy" machine. The
 *   figures of a run are only comparable with those of a run in the same mode.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_PARTS = [
  'api',
  'device',
  'js',
  'lighthouse',
  'offline',
  'history',
  'scan',
  'scale',
  'push',
  'profile',
] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

/** Whether `BENCH_PARTS` is unset: the whole bench (every part but `profile`). */
export const wholeBench = (value = process.env.BENCH_PARTS): boolean => !value?.trim();

/** The parts `BENCH_PARTS` asks for (all but `profile` when unset); an unknown name is an error. */
export function benchParts(value = process.env.BENCH_PARTS): ReadonlySet<BenchPart> {
  if (wholeBench(value)) return new Set(BENCH_PARTS.filter((part) => part !== 'profile'));
  const parts = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = parts.filter((part) => !(BENCH_PARTS as readonly string[]).includes(part));
  if (unknown.length)
    throw new Error(
      `BENCH_PARTS: unknown part ${unknown.join(', ')} (the parts: ${BENCH_PARTS.join(', ')})`,
    );
  return new Set(parts as BenchPart[]);
}

/** Lighthouse's mobile default CPU slowdown. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** The CPU slowdown `BENCH_CPU` asks for (1–20; default 4); anything else is an error. */
export function cpuSlowdown(value = process.env.BENCH_CPU): number {
  if (!value?.trim()) return DEFAULT_CPU_SLOWDOWN;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 1 || n > 20) {
    throw new Error(`BENCH_CPU: ${JSON.stringify(value)} is not a CPU slowdown from 1 to 20`);
  }
  return n;
}

/** Whether `BENCH_BUSY` asks for the busy-core mode (`1`, `true`, `yes`). */
export const busyMode = (value = process.env.BENCH_BUSY): boolean =>
  /^(1|true|yes)$/i.test(value?.trim() ?? '');

/**
 * Starts `busy-core.mjs` in a child `node`: one core at 100 % until `stop()` (or until this process
 * ends).
 */
export function startBusyCore(): { pid: number; stop: () => void } {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'busy-core.mjs');
  const child = spawn(process.execPath, [script, String(process.pid)], { stdio: 'ignore' });
  if (child.pid === undefined) throw new Error('the busy-core process did not start');
  return {
    pid: child.pid,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** The machine's load, for every figure a run prints: `load 1.20 1.45 1.80`. */
export const loadLine = () =>
  `load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;
