import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResultInput } from '@lotto/contracts';
import { addImage, addResult, listResults, type ImageKind } from './api';
import { REPO_DIR, type Stack } from './stack';

/** The 48 real draws the repo ships for the demo (1 Aug 2026 back to 16 Aug 2024). */
export async function demoDraws(): Promise<ResultInput[]> {
  return JSON.parse(
    await readFile(join(REPO_DIR, 'data/demo/draws.json'), 'utf8'),
  ) as ResultInput[];
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Older draws to reach a history as long as the real one (≈ 875): twice a month before 16 Aug
 * 2024, with made-up numbers (only the list's length and shape matter where they are used), in
 * the right era format (before 2015-09-01: no front-3, four last-3).
 */
export function syntheticOlderDraws(count: number): ResultInput[] {
  const draws: ResultInput[] = [];
  let year = 2024;
  let month = 8;
  let day = 1;
  for (let i = 0; i < count; i++) {
    const date = `${year}-${pad(month, 2)}-${pad(day, 2)}`;
    const modern = date >= '2015-09-01';
    draws.push({
      date,
      prize1: pad((i * 7919 + 13) % 1_000_000, 6),
      front3: modern ? [pad((i * 13) % 1000, 3), pad((i * 17 + 5) % 1000, 3)] : [],
      last3: modern
        ? [pad((i * 19) % 1000, 3), pad((i * 23 + 7) % 1000, 3)]
        : [
            pad(i % 1000, 3),
            pad((i * 3 + 1) % 1000, 3),
            pad((i * 5 + 2) % 1000, 3),
            pad((i * 11 + 3) % 1000, 3),
          ],
      last2: pad((i * 7) % 100, 2),
    });
    if (day === 16) day = 1;
    else {
      day = 16;
      month -= 1;
      if (month === 0) {
        month = 12;
        year -= 1;
      }
    }
  }
  return draws;
}

export const HISTORY_SIZE = 878;

async function inBatches<T>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<unknown>,
) {
  for (let i = 0; i < items.length; i += size)
    await Promise.all(items.slice(i, i + size).map(work));
}

export interface SeededImages {
  tips: string[];
  success: string[];
  viptips: string[];
}

const seeded = new WeakMap<Stack, Promise<SeededImages>>();

/**
 * Fills an empty stack once through the admin API: 878 draws (48 real + synthetic older ones),
 * 3 tips, 12 success images, 2 VIP tips. Images are the app's own icons (same origin as the app,
 * distinct URLs). Idempotent per stack.
 */
export function seedContent(stack: Stack): Promise<SeededImages> {
  let promise = seeded.get(stack);
  if (!promise) {
    promise = (async () => {
      const existing = new Set((await listResults(stack)).map((r) => r.date));
      const draws = [...(await demoDraws()), ...syntheticOlderDraws(HISTORY_SIZE - 48)];
      await inBatches(
        draws.filter((d) => !existing.has(d.date)),
        25,
        (d) => addResult(stack, d),
      );
      const images: SeededImages = { tips: [], success: [], viptips: [] };
      const add = async (kind: ImageKind, count: number, icon: string) => {
        for (let i = 1; i <= count; i++) {
          const url = `${stack.appUrl}/icons/${icon}?${kind}=${i}`;
          await addImage(stack, kind, url);
          images[kind].push(url);
        }
      };
      await add('tips', 3, 'icon-512.png');
      await add('success', 12, 'maskable-512.png');
      await add('viptips', 2, 'icon-192.png');
      // Lists come back newest first.
      images.tips.reverse();
      images.success.reverse();
      images.viptips.reverse();
      return images;
    })();
    seeded.set(stack, promise);
  }
  return promise;
}
