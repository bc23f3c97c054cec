/*
 * The page's entry. The HTML shell (on `/`, Home's first screen: src/index.html's template) paints
 * before the app's code runs: evaluating React, the router and Home takes a cheap phone seconds,
 * and the browser paints nothing while a script runs. So the app starts after the next frame.
 * Its files are not modulepreloaded by index.html on purpose: requests started before the first
 * paint compete with it (Lighthouse's simulation of a slow network counts them all before FCP);
 * the import preloads them all at once, a frame after the HTML, when the shell is on screen.
 * On a server page a device's first visit reads, the app waits for the visitor instead
 * (src/lib/app-start.ts).
 *
 * The stylesheets the shell needs are imported here, so they are the entry's and go inline in the
 * HTML (vite.config.ts, lotto-inline-css): the app's and the next-draw card's.
 */
import './styles/app.css';
import './features/draw-calendar/draw-calendar.css';
import { loadCatalog } from './i18n/catalog-loader';
import { startLocale } from './i18n/locales';
import { REACHES, requestAtStart, startsOnDemand } from './lib/app-start';
import './lib/early-requests'; // types window.__lotto
import { warmUpIntl } from './lib/intl-warm-up';

let started = false;
function start() {
  if (started) return;
  started = true;
  // A server page: its first GETs now, and its answers if they were held back (index.html).
  window.__lotto?.start?.();
  // The texts in the visitor's language download beside the app (main.tsx waits for both).
  const locale = startLocale(location.pathname);
  loadCatalog(locale, 'first').catch(() => undefined);
  // Every page but Home waits for the second part too (src/routes/__root.tsx).
  if (location.pathname !== '/') loadCatalog(locale, 'later').catch(() => undefined);
  import('./main').catch((error: unknown) => {
    console.error('The app could not start', error);
  });
  // The first Intl object of a page starts the browser's ICU (70–300 ms on a cheap phone, one task,
  // whichever formatter comes first): a worker starts it on another thread while the scripts
  // download, and reads the visitor's zone (Home names it).
  warmUpIntl(locale);
}

/**
 * Calls `task` once, right after the page's next paint: rAF runs before the next paint and a task
 * queued from it after that paint. A hidden page gets no frames: at once then. Frames may be
 * throttled (a page opened in the background): never waits for one for long.
 */
function afterFirstPaint(task: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  if (document.visibilityState === 'hidden') {
    once();
    return;
  }
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 1000);
}

// The shell's menu button, pressed before the app is up (its code still downloading, or held back
// on a server page): the app opens the menu with its first render.
document.addEventListener(
  'click',
  (event) => {
    if (event.target instanceof Element && event.target.closest('.app-shell .hamburger'))
      requestAtStart('menu');
  },
  { capture: true },
);

if (startsOnDemand()) {
  // A first visit to a server page: the app waits for the visitor (src/lib/app-start.ts). What
  // does the waiting is a small file of its own (Home does not carry it), fetched after the page's
  // first paint like the app itself (above): a request beside the HTML slows that paint on a slow
  // network. What the visitor does meanwhile is kept for it, so a tap in that window is not lost.
  // The offline plan's worker starts once the page has loaded.
  const earlier: Event[] = [];
  const keep = (event: Event) => earlier.push(event);
  for (const type of REACHES) document.addEventListener(type, keep, true);
  afterFirstPaint(() => {
    import('./lib/start-on-demand')
      .then(({ startOnDemand, offlinePlanWhileWaiting }) => {
        for (const type of REACHES) document.removeEventListener(type, keep, true);
        startOnDemand({ start, whileWaiting: offlinePlanWhileWaiting, earlier });
      })
      .catch((error: unknown) => {
        // The page works as HTML; a visitor who reaches for it gets the app anyway.
        console.warn('The on-demand start could not load; starting the app', error);
        start();
      });
  });
} else {
  afterFirstPaint(start);
}
