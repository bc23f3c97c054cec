import type { Plugin } from 'vite';

/*
 * One file for the app that every page starts (src/boot.ts imports src/main.tsx once the HTML shell
 * has painted), instead of the thirty-odd the bundler cuts by default: it gives every module the
 * lazy pages share with the app a chunk of its own (most under 1 kB), so that no page loads code it
 * does not need — but every page runs the app first, so they all have those modules anyway. Each
 * file cost a cheap phone a request and a `<link rel=modulepreload>` that Vite's preload helper
 * adds to the document on the main thread (30 of them were a 150 ms task at 4× CPU slowdown), and
 * small files compress worse. This plugin collects what src/main.tsx imports statically (once the
 * build has read every module) for the `start` chunk group in vite.config.ts, leaving out what the
 * entry itself imports (it runs before the shell paints and stays in the entry's small file). The
 * framework group keeps React, the router and React Query apart.
 */

const APP = /[\\/]src[\\/]main\.tsx$/;
const ENTRY = /[\\/]src[\\/]boot\.ts$/;
/** A workspace package's index (`@lotto/contracts` …): it only re-exports its modules. */
const BARREL = /[\\/]packages[\\/]([a-z-]+)[\\/]src[\\/]index\.ts$/;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The names `code` takes from `specifier` (`import { a, b as c } from '…'`, `export { … } from`),
 * or 'all' when it takes the whole module (`import * as`, `export * from`) or cannot be read.
 */
export function namesFrom(code: string | null, specifier: string): string[] | 'all' {
  if (code === null) return 'all';
  const from = `\\s*from\\s*['"]${escapeRegExp(specifier)}['"]`;
  if (
    new RegExp(
      `(?:import\\s*\\*\\s*as\\s+[\\w$]+|export\\s*\\*(?:\\s*as\\s+[\\w$]+)?)${from}`,
    ).test(code)
  )
    return 'all';
  const names: string[] = [];
  for (const match of code.matchAll(
    new RegExp(`(?:import|export)\\s+(type\\s+)?(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}${from}`, 'g'),
  )) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (name === '' || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0] ?? name);
    }
  }
  return names;
}

export function startChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: 'lotto:start-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      /**
       * The modules `root` imports, statically and on. Through a workspace package's index only
       * to the modules that export what the importer takes from it: the index names every module
       * of the package, and the app would otherwise count the admin's or the tools' contracts as
       * its own.
       */
      const closure = (pattern: RegExp) => {
        const root = ids.find((id) => pattern.test(id));
        if (!root) this.error(`No module matches ${pattern.source}: the start chunk cannot be cut`);
        const seen = new Set<string>();
        const queue = [root];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          // A package's index is not followed: its importers chose its parts (below).
          if (BARREL.test(id)) continue;
          const info = this.getModuleInfo(id);
          for (const dep of info?.importedIds ?? []) {
            const barrel = BARREL.exec(dep);
            if (!barrel) {
              queue.push(dep);
              continue;
            }
            queue.push(dep);
            const names = namesFrom(info?.code ?? null, `@lotto/${barrel[1] ?? ''}`);
            const parts = this.getModuleInfo(dep)?.importedIds ?? [];
            for (const part of parts) {
              const exported = this.getModuleInfo(part)?.exports ?? [];
              if (names === 'all' || exported.some((name) => names.includes(name)))
                queue.push(part);
            }
          }
        }
        return seen;
      };
      const entry = closure(ENTRY);
      members = new Set([...closure(APP)].filter((id) => !entry.has(id)));
    },
  };
  return { plugin, test: (id) => members.has(id) };
}
