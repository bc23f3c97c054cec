import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_STARTED_KEY,
  clearStartRequest,
  markAppStarted,
  requestAtStart,
  startRequest,
  startsOnDemand,
  APP_START_ATTRIBUTE,
  APP_START_ON_DEMAND,
} from '../app-start';
import {
  afterTakeover,
  appOnlyPoint,
  focusFieldAt,
  startOnDemand,
  worksWithoutApp,
} from '../start-on-demand';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
  document.documentElement.removeAttribute(APP_START_ATTRIBUTE);
  clearStartRequest();
  localStorage.clear();
});

/** The element of the page with that id. */
function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id} on the page`);
  return element;
}

/** A server page's body: a paragraph, a link, the plain /check form, the shell's menu button. */
function page() {
  document.body.innerHTML = `
    <p id="text">Prize 1 <b>123456</b></p>
    <a id="link" href="/result/2024-12-01"><span id="in-link">1 Dec</span></a>
    <form method="get" action="/check"><input id="number" name="number" /></form>
    <button id="menu" class="hamburger" type="button">Menu</button>`;
  return { text: byId('text'), link: byId('in-link'), number: byId('number'), menu: byId('menu') };
}

const press = (element: Element) =>
  element.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));

describe('the app started on demand on a server page', () => {
  it('when the visitor taps the page, then the app starts, once', () => {
    const { text, menu } = page();
    const start = vi.fn();
    startOnDemand({ start, register: () => Promise.resolve() });
    expect(start).not.toHaveBeenCalled();
    press(text);
    expect(start).toHaveBeenCalledTimes(1);
    press(menu);
    menu.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('when the visitor tapped before this module had loaded, then the app starts at once, and a tap on a link before it starts nothing', () => {
    const { text, link } = page();
    const start = vi.fn();
    const tap = (element: Element) => {
      const event = new Event('pointerdown', { bubbles: true, composed: true });
      element.dispatchEvent(event);
      return event;
    };
    const first = startOnDemand({ start, register: () => Promise.resolve(), earlier: [tap(link)] });
    expect(start).not.toHaveBeenCalled();
    first();
    // Kept by src/boot.ts while this module loaded: a link, then two taps on the text.
    const earlier = [tap(link), tap(text), tap(text)];
    const cancel = startOnDemand({ start, register: () => Promise.resolve(), earlier });
    expect(start).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('when the visitor follows a link or types into the plain form, then the app does not start', () => {
    const { link, number } = page();
    const start = vi.fn();
    startOnDemand({ start, register: () => Promise.resolve() });
    press(link);
    number.focus();
    number.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: '1' }));
    expect(start).not.toHaveBeenCalled();
    expect(worksWithoutApp(link)).toBe(true);
    expect(worksWithoutApp(number)).toBe(true);
    expect(worksWithoutApp(document.body)).toBe(false);
  });

  it('when a key is pressed or a control focused outside links and the plain form, then the app starts', () => {
    const { menu } = page();
    const start = vi.fn();
    startOnDemand({ start, register: () => Promise.resolve() });
    menu.focus();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('when the page has loaded, then the service worker is registered and the waiting work runs until the app starts', async () => {
    vi.useFakeTimers();
    const { text } = page();
    const register = vi.fn(() => Promise.resolve());
    const stop = vi.fn();
    const whileWaiting = vi.fn(() => stop);
    const start = vi.fn();
    // jsdom's document has loaded by now: the registration follows after a moment of quiet.
    expect(document.readyState).toBe('complete');
    startOnDemand({ start, register, whileWaiting });
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(register).toHaveBeenCalledTimes(1);
    // The waiting work starts in a task of its own, after the registration's.
    expect(whileWaiting).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(whileWaiting).toHaveBeenCalledTimes(1);
    expect(stop).not.toHaveBeenCalled();
    press(text);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('when the app starts before the page has settled, then neither the registration nor the waiting work happen here', async () => {
    vi.useFakeTimers();
    const { text } = page();
    const register = vi.fn(() => Promise.resolve());
    const whileWaiting = vi.fn(() => () => undefined);
    startOnDemand({ start: () => undefined, register, whileWaiting });
    press(text);
    await vi.advanceTimersByTimeAsync(1000);
    expect(register).not.toHaveBeenCalled();
    expect(whileWaiting).not.toHaveBeenCalled();
  });

  it('when the registration fails, then it is reported and the page keeps waiting for the visitor', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { text } = page();
    const start = vi.fn();
    startOnDemand({ start, register: () => Promise.reject(new Error('blocked')) });
    await vi.advanceTimersByTimeAsync(500);
    expect(warn).toHaveBeenCalledWith(
      'The service worker could not be registered',
      expect.any(Error),
    );
    press(text);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('a tap on what only the app works, before it is up', () => {
  /** The server's inert search field, 100 px down the page, 40 px high. */
  function appOnlyField() {
    document.body.innerHTML = `<div id="root"><div class="site app-shell">
      <div data-app-only inert id="toolbar"><input id="search" /></div></div></div>`;
    const toolbar = byId('toolbar');
    vi.spyOn(toolbar, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 100, width: 400, height: 40 }),
    );
    return toolbar;
  }
  const pointerDown = (clientX: number, clientY: number) =>
    new MouseEvent('pointerdown', { bubbles: true, clientX, clientY });

  it('when the tap lands on an app-only part, then its point is kept; elsewhere, or a key, nothing is', () => {
    appOnlyField();
    expect(appOnlyPoint(document, pointerDown(20, 120))).toEqual({ x: 20, y: 120 });
    expect(appOnlyPoint(document, pointerDown(20, 300))).toBeUndefined();
    expect(appOnlyPoint(document, new KeyboardEvent('keydown', { key: 'a' }))).toBeUndefined();
  });

  it('when the app is up, then its field at that point takes the focus, and nothing inert does', () => {
    appOnlyField();
    const field = document.createElement('input');
    document.body.append(field);
    const at = vi.fn<(x: number, y: number) => Element | null>(() => field);
    document.elementFromPoint = at;
    focusFieldAt(document, { x: 20, y: 120 });
    expect(at).toHaveBeenCalledWith(20, 120);
    expect(document.activeElement).toBe(field);

    field.blur();
    at.mockReturnValue(document.getElementById('search'));
    focusFieldAt(document, { x: 20, y: 120 });
    expect(document.activeElement).toBe(document.body);
  });

  it('when the app’s first render replaces the server’s page, then what waits for it runs, once', async () => {
    appOnlyField();
    const then = vi.fn();
    afterTakeover(document, then);
    expect(then).not.toHaveBeenCalled();
    const root = byId('root');
    root.append(document.createElement('p'));
    await Promise.resolve();
    expect(then).not.toHaveBeenCalled();
    const site = document.createElement('div');
    site.className = 'site';
    root.replaceChildren(site);
    await vi.waitFor(() => expect(then).toHaveBeenCalledTimes(1));
    root.append(document.createElement('p'));
    await Promise.resolve();
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe('the marks of the app’s start', () => {
  it('when the app has started, then the device is marked, and refused storage is no error', () => {
    expect(localStorage.getItem(APP_STARTED_KEY)).toBeNull();
    markAppStarted();
    expect(localStorage.getItem(APP_STARTED_KEY)).toBe('1');
    const refusing = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(() => markAppStarted(refusing)).not.toThrow();
  });

  it('when index.html held the app back, then the page says so', () => {
    expect(startsOnDemand()).toBe(false);
    document.documentElement.setAttribute(APP_START_ATTRIBUTE, APP_START_ON_DEMAND);
    expect(startsOnDemand()).toBe(true);
  });

  it('when the menu was pressed before the app was up, then the request is read until cleared', () => {
    expect(startRequest()).toBeUndefined();
    requestAtStart('menu');
    expect(startRequest()).toBe('menu');
    expect(startRequest()).toBe('menu');
    clearStartRequest();
    expect(startRequest()).toBeUndefined();
  });
});
