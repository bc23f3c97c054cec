import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The catalogs on disk (Node only: the app's build and the API read them; the app's bundle gets
 * them compiled by apps/pwa/build/vite-i18n-catalogs.ts). catalogs/<lang>/<namespace>.json are flat
 * maps of key → ICU message; English is the source (the spec's texts stay verbatim there).
 */

/** src/ and dist/ sit side by side with catalogs/. */
export const CATALOG_DIR = join(import.meta.dirname, '../catalogs');

export type RawCatalog = Record<string, string>;

/**
 * Every namespace of one language (or those `only` keeps), merged, ids prefixed with their
 * namespace (`results.drawDate`).
 */
export function readCatalog(
  locale: string,
  dir = CATALOG_DIR,
  only: (namespace: string) => boolean = () => true,
): RawCatalog {
  const folder = join(dir, locale);
  const merged: RawCatalog = {};
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const namespace = file.slice(0, -'.json'.length);
    if (!only(namespace)) continue;
    const path = join(folder, file);
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new Error(`${path} is not valid JSON: ${(error as Error).message}`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error(`${path} must hold one object of key → message`);
    for (const [key, message] of Object.entries(parsed)) {
      if (typeof message !== 'string')
        throw new Error(`${path}: "${key}" must be a string, not ${typeof message}`);
      merged[`${namespace}.${key}`] = message;
    }
  }
  return merged;
}
