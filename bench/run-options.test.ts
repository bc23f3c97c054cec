import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cpuSlowdown, DEFAULT_CPU_SLOWDOWN } from './run-options.ts';

/** BENCH_CPU, Lighthouse's CPU slowdown. Run: `pnpm --filter @lotto/bench test`. */

await test('when BENCH_CPU is unset or blank, then Lighthouse keeps its mobile default', () => {
  assert.equal(cpuSlowdown(undefined), DEFAULT_CPU_SLOWDOWN);
  assert.equal(cpuSlowdown(' '), 4);
});

await test('when BENCH_CPU names a slowdown from 1 to 20, then that is the slowdown', () => {
  assert.equal(cpuSlowdown('10'), 10);
  assert.equal(cpuSlowdown('2.5'), 2.5);
});

await test('when BENCH_CPU is not a slowdown from 1 to 20, then the run stops naming the value', () => {
  for (const value of ['0', '21', 'fast', '-4', 'NaN']) {
    assert.throws(() => cpuSlowdown(value), new RegExp(`BENCH_CPU: "${value}"`));
  }
});
