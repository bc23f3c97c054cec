import type { Plugin } from 'vite';
import { type ChunkLike, reachableChunks } from './vite-admin-chunks';

/*
 * Home must paint on a cheap phone without antd: its runtime (CSS-in-JS, ≈ 120 kB gzip) was most
 * of the main-thread work before the last result showed. This plugin follows the chunks that `/`
 * loads before painting (the entry, the root, `_site` layout and home route chunks, and what they
 * import statically) and fails the build if any of them holds an antd module. Lazy chunks (the home
 * tools, other pages, dialogs) may use antd freely.
 */

const FIRST_PAINT_ROUTE = /[\\/]src[\\/]routes[\\/](__root|_site|_site[\\/]index)\.tsx(\?.*)?$/;
const HEAVY_MODULE =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(antd|@ant-design|@rc-component|rc-[a-z-]+)[\\/]/;

/**
 * Files `/` needs before React paints it (the entry, the app it starts once the HTML shell has
 * painted — src/boot.ts's dynamic import of src/main.tsx —, the route chunks), and the antd
 * modules among them (must be none).
 */
export function firstPaintLeaks(chunks: ChunkLike[]): string[] {
  const entries = chunks.filter((c) => c.isEntry);
  const started = new Set(entries.flatMap((c) => c.dynamicImports));
  const roots = chunks.filter(
    (c) =>
      c.isEntry ||
      started.has(c.fileName) ||
      (c.facadeModuleId !== null && FIRST_PAINT_ROUTE.test(c.facadeModuleId)),
  );
  return reachableChunks(chunks, roots, (chunk) => chunk.imports).flatMap((chunk) =>
    chunk.moduleIds
      .filter((id) => HEAVY_MODULE.test(id))
      .map((id) => `${id} (in ${chunk.fileName})`),
  );
}

export function firstPaintGuard(): Plugin {
  return {
    name: 'lotto:first-paint-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (o): o is typeof o & ChunkLike => o.type === 'chunk',
      );
      const leaks = firstPaintLeaks(chunks);
      if (leaks.length > 0) {
        const shown = leaks.slice(0, 10).join('\n  ');
        this.error(
          `antd reached the chunks Home needs before it paints (${leaks.length} modules):\n  ${shown}`,
        );
      }
    },
  };
}
