import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where every bench writes its figures (git-ignored). */
export const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'results');

/** Writes `bench/results/<name>.json`: the time of the run, then `figures`. */
export async function writeResults(name: string, figures: object): Promise<void> {
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(
    join(RESULTS_DIR, `${name}.json`),
    JSON.stringify({ date: new Date().toISOString(), ...figures }, null, 2) + '\n',
  );
}
