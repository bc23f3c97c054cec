import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DrawInput, parseShippedDraws } from '@lotto/contracts';
import { addImage, listResults, type ImageKind } from './api';
import { REPO_DIR, type Stack } from './stack';

/** Draws in the shipped history (data/history/draws.ndjson): 16 Jan 1990 to 1 Aug 2026. */
export const HISTORY_SIZE = 875;

/** The seeded images' URLs by kind, newest first (as the lists come back). */
export type SeededImages = Record<ImageKind, string[]>;

const seeded = new WeakMap<Stack, Promise<SeededImages>>();

/**
 * Adds the images once through the admin API: 3 tips, 12 success images, 2 VIP tips (the app's own
 * icons: same origin as the app, distinct URLs). The draws are the shipped history, which the stack
 * loads before its API starts (`startStack({ history: true })`). Idempotent per stack.
 */
export function seedContent(stack: Stack): Promise<SeededImages> {
  let promise = seeded.get(stack);
  if (!promise) {
    promise = (async () => {
      // Other specs on the same stack may have published draws of their own since.
      const count = (await listResults(stack)).length;
      if (count < HISTORY_SIZE) {
        throw new Error(
          `expected the shipped history (${HISTORY_SIZE} draws) on the stack, found ${count}`,
        );
      }
      const images: SeededImages = { tips: [], successImages: [], vipTips: [] };
      const add = async (kind: ImageKind, count: number, icon: string) => {
        for (let i = 1; i <= count; i++) {
          const url = `${stack.appUrl}/icons/${icon}?${kind}=${i}`;
          await addImage(stack, kind, url);
          images[kind].push(url);
        }
      };
      await add('tips', 3, 'icon-512.png');
      await add('successImages', 12, 'maskable-512.png');
      await add('vipTips', 2, 'icon-192.png');
      // Lists come back newest first.
      images.tips.reverse();
      images.successImages.reverse();
      images.vipTips.reverse();
      return images;
    })();
    seeded.set(stack, promise);
  }
  return promise;
}

/**
 * The history the product ships (`data/history/draws.ndjson`, newest first), each draw as a
 * `POST /api/results/add` body: period and draw date, status and every tier on file (the source
 * list and the importer's corrections stay behind). Fails on any line the contracts reject.
 */
export async function shippedDraws(): Promise<DrawInput[]> {
  const text = await readFile(join(REPO_DIR, 'data/history/draws.ndjson'), 'utf8');
  return parseShippedDraws(text).map((row) => {
    if (!row.ok) throw new Error(`draws.ndjson line ${row.line}: ${row.reason}`);
    const { sources: _sources, corrections: _corrections, ...draw } = row.draw;
    return draw;
  });
}
