import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANG_PARAM, PAGE_DATA_ID, type PageData } from '@lotto/site';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_INFO, LOCALE_STORAGE_KEY } from '../src/i18n/locales';
import {
  APP_START_ATTRIBUTE,
  APP_START_ON_DEMAND,
  APP_STARTED_KEY,
  startsOnDemand,
} from '../src/lib/app-start';
import { withEarlyRequestPaths } from './vite-api-routes';

/*
 * index.html's first inline script, run as the browser runs it before the page paints: the page's
 * language and the early answers a server-rendered page hands to the app.
 */

const API_URL = 'http://api.test';

/** The head script with the build's placeholders filled in (the shell's texts left out). */
function headScript(): string {
  const html = withEarlyRequestPaths(
    readFileSync(join(import.meta.dirname, '../index.html'), 'utf8'),
  );
  const script = /<head>[\s\S]*?<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('index.html has no inline script in its head');
  const dirs = Object.fromEntries(Object.entries(LOCALE_INFO).map(([code, i]) => [code, i.dir]));
  return script
    .replace('%LOTTO_I18N%', JSON.stringify({ dirs, texts: {} }))
    .replaceAll('%LOTTO_API_URL%', API_URL)
    .replaceAll('%LOTTO_PAGE_DATA_ID%', PAGE_DATA_ID)
    .replaceAll('%LOTTO_LANG_PARAM%', LANG_PARAM)
    .replaceAll('%LOTTO_APP_STARTED_KEY%', APP_STARTED_KEY)
    .replaceAll('%LOTTO_APP_START_ATTRIBUTE%', APP_START_ATTRIBUTE)
    .replaceAll('%LOTTO_APP_START_ON_DEMAND%', APP_START_ON_DEMAND);
}

function runAt(path: string, page?: PageData) {
  window.history.replaceState(null, '', path);
  document.getElementById(PAGE_DATA_ID)?.remove();
  if (page) {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = PAGE_DATA_ID;
    data.textContent = JSON.stringify(page);
    document.head.prepend(data);
  }
  runHeadScript();
}

/** Runs the head script in this page, as the browser runs it. */
function runHeadScript() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own script
  const run = new Function(headScript()) as () => void;
  run();
}

const fetchMock = vi.fn((_url: string) => Promise.resolve(new Response('[]')));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  // A server page's GETs wait for a frame: each test's own, none left over from another.
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) =>
    setTimeout(() => frame(performance.now()), 16),
  );
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.getElementById(PAGE_DATA_ID)?.remove();
  delete window.__lotto;
  document.documentElement.removeAttribute(APP_START_ATTRIBUTE);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

const draw = { date: '2024-12-16', prize1: '097863' };
const thaiDrawPage: PageData = {
  kind: 'draw',
  lang: 'th',
  langFromUrl: false,
  answers: [{ path: '/results/2024-12-16', body: draw }],
  fetch: ['/results/claimable'],
};

describe("index.html's head script", () => {
  it("when the page is a server page, then the shell speaks the page's language where the device keeps none", () => {
    runAt('/result/2024-12-16', thaiDrawPage);
    expect(document.documentElement.lang).toBe('th');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('when the device keeps a language, then the shell speaks it, as the app and the server (its cookie) do', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ur');
    runAt('/result/2024-12-16', thaiDrawPage);
    expect(document.documentElement.lang).toBe('ur');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('when the page is a server page on a device the app has run on, then the answers it was made from wait for the app as early answers', async () => {
    localStorage.setItem(APP_STARTED_KEY, '1');
    runAt('/result/2024-12-16', thaiDrawPage);
    expect(startsOnDemand()).toBe(false);
    const answer = window.__lotto?.early?.[`${API_URL}/results/2024-12-16`];
    expect(answer).toBeDefined();
    const response = await answer;
    expect(response?.status).toBe(200);
    expect(response?.headers.get('Content-Type')).toBe('application/json');
    expect(await response?.json()).toEqual(draw);
  });

  it('when the page is a server page on a device the app has run on, then its other first GETs start with the app (after its first paint), once, and none it already holds', () => {
    localStorage.setItem(APP_STARTED_KEY, '1');
    runAt('/check', {
      ...thaiDrawPage,
      kind: 'check',
      answers: [{ path: '/results', body: [] }],
      fetch: ['/results', '/results/claimable'],
    });
    // Not beside the HTML, whose paint they would slow on a slow network: src/boot.ts starts them
    // with the app, after the first paint.
    vi.advanceTimersByTime(2000);
    expect(fetchMock).not.toHaveBeenCalled();
    window.__lotto?.start?.();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`${API_URL}/results/claimable`]);
    expect(window.__lotto?.early?.[`${API_URL}/results/claimable`]).toBeDefined();
    window.__lotto?.start?.();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when a first visit opens a server page, then the app is held back with its early answers and GETs until the entry starts it', async () => {
    runAt('/check', {
      ...thaiDrawPage,
      kind: 'check',
      answers: [{ path: '/results', body: [] }],
      fetch: ['/results', '/results/claimable'],
    });
    expect(startsOnDemand()).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__lotto?.early?.[`${API_URL}/results`]).toBeUndefined();
    // src/boot.ts, when the visitor reaches for the page:
    window.__lotto?.start?.();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`${API_URL}/results/claimable`]);
    expect(await (await window.__lotto?.early?.[`${API_URL}/results`])?.json()).toEqual([]);
  });

  it('when a first visit opens the live draw’s page, then the app starts at once to follow it', () => {
    runAt('/result/2024-12-16', { ...thaiDrawPage, live: true });
    expect(startsOnDemand()).toBe(false);
    expect(window.__lotto?.early?.[`${API_URL}/results/2024-12-16`]).toBeDefined();
  });

  it('when a page has no page data but its address names a language, then the kept choice comes first, the address next', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
    runAt('/tips?lang=ur');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    localStorage.removeItem(LOCALE_STORAGE_KEY);
    runAt('/tips?lang=ur');
    expect(document.documentElement.lang).toBe('ur');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('when the address names a language the site does not speak, then the kept choice stands', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
    runAt('/tips?lang=fr');
    expect(document.documentElement.lang).toBe('hi');
  });

  it("when the page data cannot be read, then the page starts as any other and Home's GETs still start", () => {
    window.history.replaceState(null, '', '/');
    const broken = document.createElement('script');
    broken.type = 'application/json';
    broken.id = PAGE_DATA_ID;
    broken.textContent = '{not json';
    document.head.prepend(broken);
    localStorage.setItem(LOCALE_STORAGE_KEY, 'th');
    runHeadScript();
    expect(document.documentElement.lang).toBe('th');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when the admin panel opens with ?lang=, then it stays English', () => {
    runAt('/admin/results?lang=th');
    expect(document.documentElement.lang).toBe('en');
  });
});
