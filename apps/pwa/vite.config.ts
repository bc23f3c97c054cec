import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { adminChunks } from './build/vite-admin-chunks';
import { startChunk } from './build/vite-start-chunk';
import { serviceWorkerApiPatterns, withEarlyRequestPaths } from './build/vite-api-routes';
import { FONTKIT_CHUNK_GLOB, PDF_FILES, pdfFiles } from './build/vite-pdf-files';
import { firstPaintGuard } from './build/vite-first-paint-guard';
import { OCR_CACHE, OCR_FILES, OCR_FILES_GLOBS, ocrFiles } from './build/vite-ocr-files';
import { i18nCatalogs } from './build/vite-i18n-catalogs';
import { PUSH_WORKER_GLOB, pushWorker } from './build/vite-push-worker';
import { resolve } from './build/vite-resolve';
import { LANG_PARAM, PAGE_DATA_ID } from '@lotto/site';
import { SHARED_PHOTO } from '@lotto/site/shared-photo';
import { LATER_NAMESPACES, LOCALE_INFO, PUSH_WORKER_NAMESPACES } from './src/i18n/locales';
import { SERVER_RESOURCES } from './src/links/server-resources';
import { APP_START_ATTRIBUTE, APP_START_ON_DEMAND, APP_STARTED_KEY } from './src/lib/app-start';

/** React, the router and React Query (not the table virtualiser, only /result uses it). */
const FRAMEWORK =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|use-sync-external-store|@lingui[\\/](?:core|react)|@tanstack[\\/](?!react-virtual|virtual-core)[^\\/]+)[\\/]/;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const apiUrl = (env.VITE_API_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, '');
  const apiOrigin = new URL(apiUrl).origin;
  // The API answers the service worker keeps (NetworkFirst), from the contracts' cached GETs.
  const apiPatterns = serviceWorkerApiPatterns(apiOrigin);

  // Keeps the admin panel off visitors' phones: fails the build if admin code joins the public
  // chunks, and leaves the admin-only files out of the service worker's precache.
  const admin = adminChunks();
  const start = startChunk();
  // Keeps the PDF's fonts and fontkit out of the precache that every visitor downloads.
  const pdf = pdfFiles();
  // Keeps the checker's OCR (tesseract.js, several MB, on the visitor's consent) out of it too.
  const ocr = ocrFiles();
  // The scripts the generated service worker loads: tapping a draw's notification opens that draw
  // (public/sw-notifications.js); a photo shared to the app is kept for the checker
  // (public/sw-share-target.js: a POST, which workbox's routes, GET only, never see); and Web Push,
  // built from src/push-worker/ into one hashed script that the plugin adds here.
  const importScripts = ['/sw-notifications.js', '/sw-share-target.js'];
  const catalogs = () =>
    i18nCatalogs(LOCALE_INFO, LATER_NAMESPACES, { 'push-worker': PUSH_WORKER_NAMESPACES });

  // API answers the service worker keeps are stamped with the time they were saved, so that when the
  // network fails and the worker answers from its cache, the app can tell that answer apart from a
  // fresh one and show its age (src/lib/api-client.ts, SAVED_AT_HEADER). Workbox serialises these
  // functions into sw.js: they must not use anything outside themselves.
  const stampSavedCopy = {
    cacheWillUpdate: async ({ response }: { response: Response }) => {
      if (response.status !== 200) return null;
      const headers = new Headers(response.headers);
      headers.set('X-Lotto-Saved-At', new Date().toISOString());
      return new Response(await response.blob(), {
        status: 200,
        statusText: response.statusText,
        headers,
      });
    },
  };
  /** A NetworkFirst rule for API answers, each saved copy stamped (`stampSavedCopy`). */
  const savedApiAnswers = (
    urlPattern: RegExp,
    cacheName: string,
    { maxEntries, maxAgeDays }: { maxEntries: number; maxAgeDays: number },
  ) => ({
    urlPattern,
    handler: 'NetworkFirst' as const,
    options: {
      plugins: [stampSavedCopy],
      cacheName,
      networkTimeoutSeconds: 6,
      expiration: { maxEntries, maxAgeSeconds: 60 * 60 * 24 * maxAgeDays },
      cacheableResponse: { statuses: [200] },
    },
  });

  return {
    resolve,
    plugins: [
      catalogs(),
      {
        // The app's own stylesheet (≈ 4 kB gzip) goes inline: the shell then paints as soon as the
        // HTML arrives, without waiting one more round trip for a render-blocking file.
        name: 'lotto-inline-css',
        apply: 'build',
        transformIndexHtml: {
          order: 'post',
          handler(html: string, ctx) {
            const bundle = ctx.bundle ?? {};
            return html.replace(
              /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
              (tag, file: string) => {
                const asset = bundle[file];
                if (asset?.type !== 'asset') return tag;
                // The disabled link is never fetched (HTML: a disabled stylesheet link is not
                // loaded); it tells Vite's preload helper, which looks for a stylesheet link of that
                // name before loading a lazy chunk's CSS, that this one is on the page already.
                return `<style>${String(asset.source)}</style><link rel="stylesheet" href="/${file}" disabled>`;
              },
            );
          },
        },
      },
      {
        // The shell in index.html shows the brand with the year, as the React header does,
        // preloads Home's two API calls (paths from the contracts) from the API the app is built
        // for, and reads a server page's data and ?lang= by the names @lotto/site gives them, and the
        // marks of the app's start on a server page by those of src/lib/app-start.ts.
        name: 'lotto-shell-year',
        transformIndexHtml: (html: string) =>
          withEarlyRequestPaths(html)
            .replaceAll('%LOTTO_BUILD_YEAR%', String(new Date().getFullYear()))
            .replaceAll('%LOTTO_API_URL%', apiUrl)
            .replaceAll('%LOTTO_PAGE_DATA_ID%', PAGE_DATA_ID)
            .replaceAll('%LOTTO_LANG_PARAM%', LANG_PARAM)
            .replaceAll('%LOTTO_APP_STARTED_KEY%', APP_STARTED_KEY)
            .replaceAll('%LOTTO_APP_START_ATTRIBUTE%', APP_START_ATTRIBUTE)
            .replaceAll('%LOTTO_APP_START_ON_DEMAND%', APP_START_ON_DEMAND),
      },
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        quoteStyle: 'single',
        codeSplittingOptions: {
          // Home and its layout render in the same pass as the entry: splitting them would cost a
          // cheap phone two more round trips and two more render passes before the last result.
          splitBehavior: ({ routeId }) =>
            routeId === '/_site' || routeId === '/_site/' ? [] : undefined,
        },
      }),
      react(),
      admin.plugin,
      start.plugin,
      pdf.plugin,
      ocr.plugin,
      firstPaintGuard(),
      pushWorker({ entry: 'src/push-worker/push-worker.ts', plugins: [catalogs()], importScripts }),
      VitePWA({
        // Registered by src/lib/service-worker.ts (the one registration: the app's and a waiting
        // server page's) through workbox-window, so the app can prompt.
        injectRegister: false,
        registerType: 'prompt',
        includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
        manifest: {
          id: '/',
          name: 'Lotto — Thai lottery results and tips',
          short_name: 'Lotto',
          description:
            'Thai government lottery results, a ticket checker, tips and number tools that work offline.',
          lang: 'en',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'any',
          theme_color: '#b71c1c',
          background_color: '#fff8f0',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            {
              src: '/icons/maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
          // 'Share' a photo of a ticket to the installed app (issue 37): the phone POSTs it here, the
          // service worker keeps it and opens the checker, which reads it (public/sw-share-target.js).
          share_target: {
            action: SHARED_PHOTO.action,
            method: 'POST',
            enctype: 'multipart/form-data',
            params: { files: [{ name: SHARED_PHOTO.field, accept: ['image/*'] }] },
          },
        },
        workbox: {
          clientsClaim: true,
          skipWaiting: true,
          cleanupOutdatedCaches: true,
          // Not the PDF heading's fonts (woff) nor fontkit's chunk, nor the OCR's files: the runtime
          // routes below keep them.
          globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
          // Nor the push handler: the browser keeps it with the service worker (importScripts).
          globIgnores: [
            '**/node_modules/**/*',
            FONTKIT_CHUNK_GLOB,
            ...OCR_FILES_GLOBS,
            PUSH_WORKER_GLOB,
          ],
          navigateFallback: '/index.html',
          // Every page opens as the app, offline too; the sitemap, robots.txt and the share
          // pictures are the server's files, never the app's shell.
          navigateFallbackDenylist: [...SERVER_RESOURCES],
          importScripts,
          manifestTransforms: [
            admin.manifestTransform,
            pdf.manifestTransform,
            ocr.manifestTransform,
          ],
          runtimeCaching: [
            savedApiAnswers(apiPatterns.lists, 'lotto-api-lists', {
              maxEntries: 30,
              maxAgeDays: 60,
            }),
            savedApiAnswers(apiPatterns.draws, 'lotto-api-draws', {
              maxEntries: 100,
              maxAgeDays: 60,
            }),
            // The light list's years by version. A past year's URL is immutable (the browser's HTTP
            // cache keeps it too); the current year gets a new URL on every draw day, and its old
            // ones expire as the least recently used.
            savedApiAnswers(apiPatterns.years, 'lotto-api-years', {
              maxEntries: 100,
              maxAgeDays: 365,
            }),
            {
              // The PDF heading's fonts and fontkit, for a PDF in Thai, Hindi or Urdu: fetched when
              // one is made or by the offline plan in that language (offline-pdf-files.ts), then kept.
              // File names carry a hash: a new build's files are new entries, the old ones expire.
              urlPattern: PDF_FILES,
              handler: 'CacheFirst',
              options: {
                cacheName: 'lotto-pdf-fonts',
                expiration: {
                  maxEntries: 8,
                  maxAgeSeconds: 60 * 60 * 24 * 180,
                  purgeOnQuotaError: true,
                },
                cacheableResponse: { statuses: [200] },
              },
            },
            {
              // The ticket code reader's WebAssembly (ZXing, ≈ 1 MB; the checker's 'Read a ticket's
              // photo' fetches it on first use, src/features/ticket-checker/lib/code-reader.ts): not
              // in the precache, which every visitor downloads; kept once a visitor has used it.
              urlPattern: /\/assets\/zxing_reader-[\w-]+\.wasm$/,
              handler: 'CacheFirst',
              options: {
                cacheName: 'lotto-code-reader',
                expiration: { maxEntries: 2, maxAgeSeconds: 60 * 60 * 24 * 180 },
                cacheableResponse: { statuses: [200] },
              },
            },
            {
              // The OCR of a ticket's printed number (tesseract.js: its chunk, worker, core and
              // English model, ≈ 4 MB gzip; lib/number-ocr.ts): downloaded once a visitor agrees
              // to, then kept, so that it reads offline. The names carry a hash of the files: a new
              // version is new entries, and the old ones go as the least recently used.
              urlPattern: OCR_FILES,
              handler: 'CacheFirst',
              options: {
                cacheName: OCR_CACHE,
                expiration: {
                  maxEntries: 10,
                  maxAgeSeconds: 60 * 60 * 24 * 180,
                  purgeOnQuotaError: true,
                },
                cacheableResponse: { statuses: [200] },
              },
            },
            {
              urlPattern: ({ request }) => request.destination === 'image',
              handler: 'CacheFirst',
              options: {
                cacheName: 'lotto-images',
                expiration: {
                  maxEntries: 120,
                  maxAgeSeconds: 60 * 60 * 24 * 30,
                  purgeOnQuotaError: true,
                },
                // Tip images live on other hosts and come back opaque (status 0) without CORS.
                cacheableResponse: { statuses: [0, 200] },
              },
            },
          ],
        },
      }),
    ],
    // The offline plan's worker (src/offline/offline-worker-start.ts) is a module worker: it runs the
    // app's code, whose lazy imports need chunks, which only an ES module worker can load. Its
    // files land in assets/ like the app's and so in the service worker's precache.
    worker: { format: 'es' as const },
    // The manifest lets scripts/measure-first-paint.mjs follow the chunk graph of `/`.
    build: {
      target: 'es2022',
      sourcemap: process.env.SOURCEMAP === '1',
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Every page needs React, the router and React Query: one file of them compresses
            // better than the dozen small ones automatic splitting cuts around the lazy pages
            // (measured: 5 kB gzip more before Home paints). And every page runs the app: one
            // `start` file for it (vite-start-chunk.ts). Each group takes only the modules it
            // names: the app shares a few with the entry (src/boot.ts), which stay in its file.
            includeDependenciesRecursively: false,
            groups: [
              { name: 'framework', test: FRAMEWORK, priority: 2 },
              { name: 'start', test: start.test, priority: 1 },
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
  };
});
