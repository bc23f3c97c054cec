import { afterEach, describe, expect, it, vi } from 'vitest';
import { forEachInSlices, whenIdle, yieldToMain } from '../idle';

/** Keeps the thread busy for `ms` (a slow item). */
function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spin
  }
}

describe('forEachInSlices', () => {
  afterEach(() => vi.restoreAllMocks());

  it('when the list is quick to go through, then every item is visited in order in one task', async () => {
    // The clock stands still, so "quick" does not depend on how busy the machine is (under load the
    // process can be paused for longer than a slice between two items).
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now);
    const seen: number[] = [];
    let otherTask = false;
    setTimeout(() => (otherTask = true), 0);
    await forEachInSlices([1, 2, 3, 4], (item, index) => seen.push(item * 10 + index));
    expect(seen).toEqual([10, 21, 32, 43]);
    expect(otherTask).toBe(false);
  });

  it('when the items take long, then other tasks run between slices and every item is still visited in order', async () => {
    const events: string[] = [];
    const items = Array.from({ length: 8 }, (_, i) => i);
    setTimeout(() => events.push('other task'), 0);
    await forEachInSlices(items, (item) => {
      busy(5);
      events.push(String(item));
    });
    expect(events.filter((e) => e !== 'other task')).toEqual(items.map(String));
    const other = events.indexOf('other task');
    // Not before the first slice (≈ 12 ms) has run, nor after the last item.
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(events.length - 1);
  });
});

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the browser has scheduler.yield, then it is used', async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledOnce();
  });

  it('when it has not, then a task queued before resumes first', async () => {
    const events: string[] = [];
    setTimeout(() => events.push('queued'), 0);
    await yieldToMain();
    events.push('resumed');
    expect(events).toEqual(['queued', 'resumed']);
  });
});

describe('whenIdle', () => {
  it('when cancelled before the browser is idle, then the task never runs', async () => {
    const task = vi.fn();
    const cancel = whenIdle(task, { timeout: 50 });
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(task).not.toHaveBeenCalled();
  });

  it('when not cancelled, then the task runs', async () => {
    const task = vi.fn();
    whenIdle(task, { timeout: 50 });
    await vi.waitFor(() => expect(task).toHaveBeenCalledOnce(), { timeout: 1000 });
  });
});
