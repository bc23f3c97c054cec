import type { BrowserContext, Request, TestInfo } from '@playwright/test';

/**
 * What a failed test prints beside its error, for the runs whose test-results/ nobody can open
 * (CI keeps only the output): per watched browser context, its last console errors, failed
 * requests and API calls (answer and time), then each open page's URL and the antd messages and dialogs
 * on screen. A toast that never came, a request refused or never answered, a page that navigated
 * away: the cause of a rare failure is then in the log of the run that had it.
 */

const KEEP = 40;

interface Watched {
  label: string;
  lines: string[];
  /** API calls sent and not answered yet, with the time they were sent. */
  open: Map<Request, string>;
}

const watchedOf = new WeakMap<TestInfo, Map<BrowserContext, Watched>>();

const time = () => new Date().toISOString().slice(11, 23);

/** Records `context`'s console errors, failed requests and API calls for {@link printFailureLog}. */
export function watchForFailure(context: BrowserContext, testInfo: TestInfo, label: string): void {
  let watched = watchedOf.get(testInfo);
  if (!watched) {
    watched = new Map();
    watchedOf.set(testInfo, watched);
  }
  const entry: Watched = { label, lines: [], open: new Map() };
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  watched.set(context, entry);
  const add = (line: string) => {
    entry.lines.push(`${time()} ${line}`);
    if (entry.lines.length > KEEP) entry.lines.shift();
  };
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      add(`console.${message.type()}: ${message.text().slice(0, 300)}`);
  });
  context.on('weberror', (error) => add(`page error: ${error.error().message.slice(0, 300)}`));
  context.on('request', (request) => {
    if (isApi(request)) entry.open.set(request, time());
  });
  context.on('requestfailed', (request) => {
    entry.open.delete(request);
    add(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
  });
  context.on('requestfinished', (request) => {
    entry.open.delete(request);
    if (!isApi(request)) return;
    const { pathname } = new URL(request.url());
    request
      .response()
      .then((response) => {
        const took = Math.round(request.timing().responseEnd);
        add(`${request.method()} ${pathname} → ${response?.status() ?? '?'} in ${took} ms`);
      })
      // The context closed as the request finished (a test's end): nothing left to log, and an
      // unhandled rejection here failed a passing test (page-parity, 1 run in 50).
      .catch(() => add(`${request.method()} ${pathname} finished as its browser closed`));
  });
}

/** Prints what {@link watchForFailure} recorded, when the test did not end as expected. */
export async function printFailureLog(testInfo: TestInfo): Promise<void> {
  const watched = watchedOf.get(testInfo);
  watchedOf.delete(testInfo);
  if (!watched || testInfo.status === testInfo.expectedStatus) return;
  const out: string[] = [`--- what the browser saw (${testInfo.title}) ---`];
  for (const [context, { label, lines, open }] of watched) {
    out.push(`[${label}]`, ...lines.map((line) => `  ${line}`));
    for (const [request, sent] of open)
      out.push(`  still unanswered: ${request.method()} ${request.url()} (sent ${sent})`);
    for (const page of context.pages()) {
      if (page.isClosed()) continue;
      const onScreen = await page
        .evaluate(() =>
          Array.from(
            document.querySelectorAll('.ant-message-notice, .ant-modal-title, [role="alert"]'),
            (element) => element.textContent.trim(),
          ).filter(Boolean),
        )
        .catch((error: unknown) => [`(could not read the page: ${String(error)})`]);
      out.push(`  page ${page.url()}`, ...onScreen.map((text) => `    on screen: ${text}`));
    }
  }
  console.log(out.join('\n'));
}
