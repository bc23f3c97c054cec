import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from '@/config/env';
import { markAppStarted } from '@/lib/app-start';
import { hasSessionHint, loadFirebase, useAuthStore } from '@/lib/auth/auth-store';
import { registerMemberDataCleanup } from '@/lib/auth/member-data';
import { whenIdle, yieldToMain } from '@/lib/idle';
import { explainOfflineChunkFailures } from '@/lib/offline-chunks';
import { showUpdate } from '@/lib/update-store';
import { startLocale } from '@/i18n/locales';
import { activateLocale } from '@/i18n/activate';
import { I18nRoot } from '@/i18n/i18n-root';
import { createAppRouter } from './router';

document.documentElement.dataset.appVersion = env.appVersion;
// This device now runs the app: its next server page starts the app at once (lib/app-start.ts).
markAppStarted();

registerMemberDataCleanup();
explainOfflineChunkFailures();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/*
 * The app's start, in tasks a cheap phone can answer a tap between (each `yieldToMain`): evaluating
 * the app's modules, then the language, then the router, then the route's code and requests, then
 * React's first render (a transition: React slices it itself).
 */
async function start(container: HTMLElement) {
  await yieldToMain();
  // The visitor's language before the first render (src/boot.ts started its catalog's download
  // with this file's; the admin panel is English); should that one fail to load, English, which
  // every page can show.
  const locale = startLocale(location.pathname);
  try {
    await activateLocale(locale, { first: true });
  } catch (error) {
    console.warn(`The ${locale} texts could not be loaded; showing English`, error);
    await activateLocale('en', { first: true });
  }
  // The language's catalog and the router's route tree are each a few tens of milliseconds on a
  // cheap phone: two tasks, not one.
  await yieldToMain();
  const router = createAppRouter();
  // Guards run in beforeLoad; when the member signs in or out, run them again.
  useAuthStore.subscribe((state, previous) => {
    if (state.user?.uid !== previous.user?.uid) void router.invalidate();
  });
  await yieldToMain();
  // The route's code and data requests before the first render: React's first render is then the
  // whole page, not a frame the router's store fills in with a second render React cannot split.
  try {
    await router.load();
  } catch (error) {
    // The router keeps a failed route's error for its error component, which the render shows.
    console.warn('The first route did not load', error);
  }
  await yieldToMain();
  // The shell in index.html stays on screen meanwhile, so the first render can be a transition:
  // React then works in small slices a slow phone can still scroll and tap between.
  const reactRoot = createRoot(container);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <I18nRoot>
          <RouterProvider router={router} />
        </I18nRoot>
      </StrictMode>,
    );
  });
}
// Not a top-level await: that makes the bundler cut the app into dozens of chunks to keep its order.
start(root).catch((error: unknown) => {
  console.error('The app could not start', error);
});

// Firebase is big and not needed to paint: start it once the first frame is up, and only when a
// member may be signed in on this device (see hasSessionHint).
if (hasSessionHint()) whenIdle(() => void loadFirebase());
// The service worker precaches the whole app (≈ 2.2 MB): register it once the page has loaded and
// the main thread is idle, so that download never competes with the first visit's own work. On a
// server page that waited for its visitor the page registered it already (lib/start-on-demand.ts):
// the one registration (lib/service-worker.ts, imported here, not statically, so the waiting page
// can load it without the app's files) then only hands the app an update found meanwhile.
const register = () => {
  import('@/lib/service-worker')
    .then(({ onUpdateReady, registerServiceWorker }) => {
      onUpdateReady(showUpdate);
      return registerServiceWorker();
    })
    .catch((error: unknown) => {
      // The next visit tries again; the site works meanwhile, only not offline yet.
      console.warn('The service worker could not be registered', error);
    });
};
const registerWhenIdle = () => whenIdle(register, { timeout: 3000, fallbackMs: 500 });
if (document.readyState === 'complete') registerWhenIdle();
else window.addEventListener('load', registerWhenIdle, { once: true });
