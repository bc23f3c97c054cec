import { SERVER_PAGE_ATTRIBUTE } from '@lotto/site';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTakeover, plainCheckInput, TAKEOVER_WAIT_MS } from '../takeover';

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

describe('plainCheckInput', () => {
  /** A page with the server's plain /check form as check-html.ts writes it. */
  function pageWithPlainForm(): Document {
    const doc = document.implementation.createHTMLDocument('check');
    doc.body.innerHTML =
      '<main id="main"><form method="get" action="/check" aria-label="Check a ticket">' +
      '<input id="check-number" name="number" type="text" value="" />' +
      '<select id="check-draw" name="draw"><option value="2026-11-16" selected>16/11/2026</option>' +
      '<option value="2026-11-01">01/11/2026</option></select>' +
      '<button type="submit">Check</button></form></main>';
    return doc;
  }

  it('when nothing was typed or picked, then there is nothing to carry over', () => {
    expect(plainCheckInput(pageWithPlainForm())).toBeUndefined();
    expect(plainCheckInput(document.implementation.createHTMLDocument('no form'))).toBeUndefined();
  });

  it('when a number was typed and another draw picked, then both are carried over, with the focus', () => {
    const doc = pageWithPlainForm();
    // In the window's own document, where an element can hold the focus.
    document.body.replaceChildren(
      ...[...doc.body.childNodes].map((n) => document.importNode(n, true)),
    );
    try {
      const number = document.getElementById('check-number') as HTMLInputElement;
      const draw = document.getElementById('check-draw') as HTMLSelectElement;
      number.value = '12345';
      draw.value = '2026-11-01';
      number.focus();
      expect(plainCheckInput(document)).toEqual({
        number: '12345',
        draw: '2026-11-01',
        focused: true,
      });
      number.blur();
      expect(plainCheckInput(document)).toEqual({
        number: '12345',
        draw: '2026-11-01',
        focused: false,
      });
    } finally {
      document.body.replaceChildren();
    }
  });

  it("when the app's own form is on the page (no GET form to /check), then nothing is read from it", () => {
    const doc = document.implementation.createHTMLDocument('app');
    doc.body.innerHTML =
      '<form aria-label="Check a ticket"><input name="number" value="" /></form>';
    const input = doc.querySelector('input');
    if (!input) throw new Error('no input');
    input.value = '999999';
    expect(plainCheckInput(doc)).toBeUndefined();
  });
});
