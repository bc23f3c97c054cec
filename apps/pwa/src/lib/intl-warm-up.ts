/**
 * Starts the browser's ICU off the main thread. The first Intl object of a page loads ICU's data
 * (locales, calendars, zones): ≈ 70 ms at 4× CPU on a quiet machine, 200–300 ms on a busier one, in
 * one task nothing can split, inside the window Lighthouse measures. That data is the renderer
 * process's, shared by its threads: a worker that builds the formatters the page builds first
 * (the visitor's zone, numbers and dates in the page's language, a wall clock in the visitor's
 * zone) pays the start on another thread, and the main thread's first formatter then takes a few
 * milliseconds (measured at 4× CPU: 150–420 ms → 0.5–18 ms). The worker also reports the
 * visitor's time zone, so the main thread need not build a formatter just to read it.
 *
 * Without workers (or where a policy forbids a blob: worker) nothing happens: the first formatter
 * on the main thread starts ICU, as it always did.
 */
import { LOCALE_INFO, type Locale } from '@/i18n/locales';
import { rememberBrowserTimeZone } from './time-zone';

/** The worker's script: the formatters of src/i18n/format-locale.ts and src/draws/draw-time.ts. */
function workerSource(locale: Locale): string {
  const info = LOCALE_INFO[locale];
  const number = info.intl;
  const date = info.buddhistEra
    ? 'th-TH-u-ca-buddhist-nu-latn'
    : info.intl.replace('en-US', 'en-GB');
  return `let zone = '';
try {
  zone = Intl.DateTimeFormat().resolvedOptions().timeZone || '';
  new Intl.NumberFormat(${JSON.stringify(number)}).format(1234567);
  new Intl.DateTimeFormat(${JSON.stringify(date)}, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(0);
  if (zone) new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(0);
} catch {}
postMessage(zone);`;
}

export function warmUpIntl(locale: Locale): void {
  if (typeof Worker !== 'function' || typeof URL.createObjectURL !== 'function') return;
  let url: string | undefined;
  try {
    url = URL.createObjectURL(new Blob([workerSource(locale)], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const done = () => {
      worker.terminate();
      if (url) URL.revokeObjectURL(url);
    };
    worker.onmessage = (event: MessageEvent<unknown>) => {
      if (typeof event.data === 'string' && event.data) rememberBrowserTimeZone(event.data);
      done();
    };
    worker.onerror = (event) => {
      event.preventDefault();
      done();
    };
  } catch {
    // No worker from a blob here (a content security policy): ICU starts on first use.
    if (url) URL.revokeObjectURL(url);
  }
}
