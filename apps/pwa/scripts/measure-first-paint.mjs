// Measures the JavaScript the built app loads for `/` before React can paint the home page:
//   1. what dist/index.html loads (the entry script and its modulepreloads), and
//   2. that plus the app the entry starts (src/boot.ts imports src/main.tsx once the HTML shell has
//      painted: that chunk counts, whether or not index.html preloads it) and the lazily split
//      route chunks the router needs for `/` (the _site layout and the home page), each with
//      everything it imports statically, and the English catalog of texts (src/i18n), which the
//      app waits for before its first render.
// The HTML shell paints Home's first screen before any of it runs; React's Home still needs all of
// it, so all of it counts. Chunks loaded after React's first render (the clock's country, draw-day
// code, the tools) do not.
// Sizes are gzip (level 9), summed per file. Run after `vite build`: `node scripts/measure-first-paint.mjs [dist]`.
// Fails above FIRST_PAINT_BUDGET_KB (default 157.3: today's figure plus a little, so it only goes down;
// raised from 155 when the answers' schemas learnt the draws' disagreements and stated amounts, issue 25,
// and from 157 when the entry learnt to keep a first visit's tap made before the on-demand start had
// loaded, issue 36: 79 bytes; it was lost, and the visitor had to tap again; and from 157.1 when the
// query cache's persister left lib/query-client.ts for draws/query-persistence.ts: the same code, in
// another place in the `start` file, 28 bytes more gzip, over the old figure by 10; and from 157.2
// when Web Push came, issue 38: 116 bytes in `start`, the names of its chunks in the lazy routes'
// preload lists — its code itself loads after the first paint, with the offline plan).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
const budgetKb = Number(process.env.FIRST_PAINT_BUDGET_KB ?? 157.3);
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
const html = await readFile(join(dist, 'index.html'), 'utf8');

const htmlFiles = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g),
].map((m) => m[1]);

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

const routeKeys = Object.keys(manifest).filter((key) =>
  /^src\/routes\/(__root|_site|_site\/index)\.tsx(\?.*)?$/.test(key),
);
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The entry starts the app and the first part of the visitor's language catalog (src/boot.ts):
// count English's, the default (the others are within a kilobyte or two of it). The on-demand
// start and the offline plan's worker are a server page's on a first visit (src/boot.ts,
// src/lib/start-on-demand.ts, src/offline/offline-worker-start.ts): Home never loads them.
const started = (manifest[entryKey]?.dynamicImports ?? []).filter(
  (key) =>
    (!/lotto-catalog:/.test(key) || key.endsWith(':en/first')) &&
    !/src\/(lib\/start-on-demand|offline\/offline-worker-start)\.ts$/.test(key),
);
const homeFiles = closure([entryKey, ...started, ...routeKeys]);
for (const f of htmlFiles) homeFiles.add(f);

const gz = async (file) => gzipSync(await readFile(join(dist, file)), { level: 9 }).length;
const sum = async (files) => {
  let total = 0;
  const rows = [];
  for (const f of files) {
    const size = await gz(f);
    total += size;
    rows.push([f, size]);
  }
  return { total, rows: rows.sort((a, b) => b[1] - a[1]) };
};

const fromHtml = await sum(new Set(htmlFiles));
const toPaint = await sum(homeFiles);
const kb = (n) => (n / 1024).toFixed(1);
console.log(
  `index.html entry + modulepreloads: ${fromHtml.rows.length} files, ${kb(fromHtml.total)} kB gzip`,
);
console.log(
  `everything to paint / (with the _site and home route chunks): ${toPaint.rows.length} files, ${kb(toPaint.total)} kB gzip`,
);
for (const [f, size] of toPaint.rows.slice(0, Number(process.env.ROWS ?? 12)))
  console.log(`  ${kb(size).padStart(7)} kB  ${f}`);
if (toPaint.total / 1024 > budgetKb) {
  console.error(`over the ${budgetKb} kB budget`);
  process.exit(1);
}
