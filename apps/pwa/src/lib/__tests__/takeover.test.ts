import { SERVER_PAGE_ATTRIBUTE } from '@lotto/site';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTakeover, scrollRestorationRule, TAKEOVER_WAIT_MS } from '../takeover';

function serverPage(kind: string | null): HTMLElement {
  const html = document.createElement('html');
  if (kind !== null) html.setAttribute(SERVER_PAGE_ATTRIBUTE, kind);
  return html;
}

/** Whether `promise` has settled by now (after the microtasks queued so far). */
async function settled(promise: Promise<unknown> | undefined): Promise<boolean> {
  if (!promise) throw new Error('nothing to wait for');
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

afterEach(() => vi.useRealTimers());

describe('the takeover of a server page', () => {
  it('when the page is the server’s, then the first load waits for its data, and only the first', async () => {
    const takeover = createTakeover(serverPage('draw'));
    let answer!: () => void;
    const data = new Promise<void>((resolve) => (answer = resolve));
    vi.useFakeTimers();
    const first = takeover(false, () => data);
    expect(first).toBeInstanceOf(Promise);
    expect(await settled(first)).toBe(false);
    answer();
    expect(await settled(first)).toBe(true);
    // A later navigation only starts its requests, as on any page.
    expect(takeover(false, () => data)).toBeUndefined();
  });

  it('when the data fails, then the wait ends too (the page shows the failure)', async () => {
    const takeover = createTakeover(serverPage('results'));
    await expect(takeover(false, () => Promise.reject(new Error('offline')))).resolves.toBe(
      undefined,
    );
  });

  it('when the data does not come, then the page renders after the bounded wait', async () => {
    vi.useFakeTimers();
    const takeover = createTakeover(serverPage('check'));
    const first = takeover(false, () => new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(TAKEOVER_WAIT_MS - 1);
    expect(await settled(first)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(first)).toBe(true);
  });

  it('when a link is only preloaded, then it neither waits nor uses up the first load', () => {
    const takeover = createTakeover(serverPage('draw'));
    expect(takeover(true, () => Promise.resolve())).toBeUndefined();
    expect(takeover(false, () => Promise.resolve())).toBeInstanceOf(Promise);
  });

  it('when the page is the app’s own shell, then nothing waits', () => {
    const load = vi.fn(() => Promise.resolve());
    expect(createTakeover(serverPage(null))(false, load)).toBeUndefined();
    expect(createTakeover(undefined)(false, load)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('scrollRestorationRule', () => {
  it('when the page is the server’s, then the first render keeps the scroll and later ones restore it', () => {
    const rule = scrollRestorationRule(serverPage('home'));
    expect([rule(), rule(), rule()]).toEqual([false, true, true]);
  });

  it('when the page is the app’s shell, then every render restores the scroll', () => {
    const rule = scrollRestorationRule(serverPage(null));
    expect([rule(), rule()]).toEqual([true, true]);
  });
});
