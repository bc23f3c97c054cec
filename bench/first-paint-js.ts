/**
 * The build's own measure of the JS before first paint on `/` (apps/pwa/scripts/measure-first-paint.mjs:
 * index.html's scripts, the app the entry starts and the route chunks `/` needs, gzip level 9) taken on
 * the very build the bench serves: its index.html, Vite manifest and scripts are fetched from the static
 * server into a temp folder and the script runs on that folder. One source for the figure.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runToEnd } from '@lotto/test-kit';

const here = dirname(fileURLToPath(import.meta.url));
const SCRIPT = join(here, '../apps/pwa/scripts/measure-first-paint.mjs');

export interface FirstPaintJs {
  /** What index.html loads (entry + modulepreloads), kB gzip. */
  htmlKb: number;
  htmlFiles: number;
  /** Everything to paint `/` (the build's figure), kB gzip. */
  totalKb: number;
  files: number;
  output: string;
}

async function fetchTo(appUrl: string, path: string, dir: string) {
  const res = await fetch(`${appUrl}/${path}`, { headers: { 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`${path} → ${res.status}`);
  const file = join(dir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, Buffer.from(await res.arrayBuffer()));
}

export async function firstPaintJs(appUrl: string): Promise<FirstPaintJs> {
  const dir = await mkdtemp(join(tmpdir(), 'lotto-first-paint-'));
  try {
    await fetchTo(appUrl, 'index.html', dir);
    await fetchTo(appUrl, '.vite/manifest.json', dir);
    const manifest = JSON.parse(await readFile(join(dir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const files = new Set(Object.values(manifest).map((chunk) => chunk.file));
    for (const file of files) if (file.endsWith('.js')) await fetchTo(appUrl, file, dir);

    const output = await runToEnd(process.execPath, [SCRIPT, dir], {
      // The build enforces its budget; the bench only reports the figure.
      env: { ...process.env, FIRST_PAINT_BUDGET_KB: '100000' },
    });
    const html = /modulepreloads: (\d+) files, ([\d.]+) kB gzip/.exec(output);
    const total = /everything to paint \/[^:]*: (\d+) files, ([\d.]+) kB gzip/.exec(output);
    if (!html || !total)
      throw new Error(`measure-first-paint printed no figure I can read:\n${output}`);
    return {
      htmlFiles: Number(html[1]),
      htmlKb: Number(html[2]),
      files: Number(total[1]),
      totalKb: Number(total[2]),
      output,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
