import { createHash } from 'node:crypto';
import { build, type PluginOption } from 'vite';
import { resolve } from './vite-resolve';

/*
 * The service worker's push handler (src/push-worker/push-worker.ts) is TypeScript that shares
 * the app's words, the checker's verdict and the device store; the generated service worker
 * (workbox's generateSW) can only load plain scripts beside it (`importScripts`). So the handler is
 * built here on its own, with Vite, into one classic script (IIFE: no chunks, no module loading,
 * which `importScripts` cannot do), named by its content's hash — a new handler is a new URL, so
 * `sw.js` changes with it and browsers install the update — and added to the worker's
 * `importScripts`. It is no chunk of the app: nothing a page loads imports it, so it stays out of
 * the first paint; the browser fetches it with the service worker.
 */

export interface PushWorkerOptions {
  /** The handler's entry (relative to the app's root). */
  entry: string;
  /** The Vite plugins its imports need (the catalogs' virtual modules). */
  plugins: PluginOption[];
  /**
   * The service worker's `workbox.importScripts` list: the handler's URL is added to this very
   * array (vite-plugin-pwa reads it when it writes sw.js, after the bundle).
   */
  importScripts: string[];
}

/** The file name of the handler's script (`assets/push-worker-<hash>.js`). */
export const PUSH_WORKER_GLOB = 'assets/push-worker-*.js';

export function pushWorker({ entry, plugins, importScripts }: PushWorkerOptions): PluginOption {
  let root = process.cwd();
  let mode = 'production';
  let envDir: string | false = root;
  return {
    name: 'lotto:push-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      envDir = config.envDir;
    },
    async generateBundle() {
      const built = await build({
        configFile: false,
        root,
        mode,
        envDir,
        logLevel: 'warn',
        resolve,
        plugins,
        publicDir: false,
        // Libraries the handler bundles (Lingui) choose their production build by it.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          sourcemap: false,
          reportCompressedSize: false,
          lib: { entry, formats: ['iife'], name: 'lottoPushWorker', fileName: () => 'push.js' },
        },
      });
      const outputs = (Array.isArray(built) ? built : [built]).flatMap((result) =>
        'output' in result ? result.output : [],
      );
      const chunks = outputs.filter((output) => output.type === 'chunk');
      const [script] = chunks;
      if (script === undefined || chunks.length !== 1) {
        this.error(`The push worker must build into one script, got ${chunks.length}`);
      }
      const hash = createHash('sha256').update(script.code).digest('hex').slice(0, 12);
      const fileName = `assets/push-worker-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: script.code });
      // A rebuild (watch mode) replaces the URL of the one before.
      const before = importScripts.findIndex((url) => url.startsWith('/assets/push-worker-'));
      if (before >= 0) importScripts.splice(before, 1);
      importScripts.push(`/${fileName}`);
    },
  };
}
