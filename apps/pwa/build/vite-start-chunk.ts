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

export function startChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: 'lotto:start-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (pattern: RegExp) => {
        const root = ids.find((id) => pattern.test(id));
        if (!root) this.error(`No module matches ${pattern.source}: the start chunk cannot be cut`);
        const seen = new Set<string>();
        const queue = [root];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entry = closure(ENTRY);
      members = new Set([...closure(APP)].filter((id) => !entry.has(id)));
    },
  };
  return { plugin, test: (id) => members.has(id) };
}
