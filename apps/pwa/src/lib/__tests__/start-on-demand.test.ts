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
import { startOnDemand, worksWithoutApp } from '../start-on-demand';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
  document.documentElement.removeAttribute(APP_START_ATTRIBUTE);
  clearStartRequest();
  localStorage.clear();
});

/** A server page's body: a paragraph, a link, the plain /check form, the shell's menu button. */
function page() {
  document.body.innerHTML = `
    <p id="text">Prize 1 <b>123456</b></p>
    <a id="link" href="/result/2024-12-01"><span id="in-link">1 Dec</span></a>
    <form method="get" action="/check"><input id="number" name="number" /></form>
    <button id="menu" class="hamburger" type="button">Menu</button>`;
  const get = (id: string) => document.getElementById(id) as HTMLElement;
  return { text: get('text'), link: get('in-link'), number: get('number'), menu: get('menu') };
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
