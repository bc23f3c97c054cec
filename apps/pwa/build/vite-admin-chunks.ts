import type { ManifestTransform } from 'workbox-build';
import type { Plugin } from 'vite';

/*
 * A visitor's phone must never download admin code. The router plugin code-splits every route, but
 * two things could still ship the panel to visitors: a shared chunk that the public pages load and
 * that happens to hold admin modules, and the service worker, which precaches every .js file it
 * finds. This plugin reads the final chunk graph, fails the build on the first, and hands the
 * service worker the list of admin-only files to leave out for the second.
 */

/** Modules of the panel: everything in `src/admin/` and the code-split parts of the /admin routes. */
const ADMIN_MODULE = /[\\/]src[\\/](admin[\\/]|routes[\\/]admin[^\\/]*(\.tsx|[\\/]).*\?tsr-split)/;

export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

/** The chunks reachable from `roots`, following the file names `next` gives for each chunk. */
export function reachableChunks(
  chunks: ChunkLike[],
  roots: ChunkLike[],
  next: (chunk: ChunkLike) => string[],
): ChunkLike[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const reached: ChunkLike[] = [];
  const queue = [...roots];
  for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    reached.push(chunk);
    for (const name of next(chunk)) {
      const found = byName.get(name);
      if (found) queue.push(found);
    }
  }
  return reached;
}

const isAdminEntry = (chunk: ChunkLike) =>
  chunk.facadeModuleId !== null && ADMIN_MODULE.test(chunk.facadeModuleId);

/**
 * Files reachable from the app's entry without passing through an admin route (what a visitor can
 * ever load), and the admin modules among them (must be none).
 */
export function publicFiles(chunks: ChunkLike[]): { files: Set<string>; leaks: string[] } {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const reached = reachableChunks(
    chunks,
    chunks.filter((c) => c.isEntry),
    (chunk) => [
      ...chunk.imports,
      ...chunk.dynamicImports.filter((name) => {
        const target = byName.get(name);
        return target !== undefined && !isAdminEntry(target);
      }),
    ],
  );
  const files = new Set<string>();
  const leaks: string[] = [];
  for (const chunk of reached) {
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    for (const id of chunk.moduleIds)
      if (ADMIN_MODULE.test(id)) leaks.push(`${id} (in ${chunk.fileName})`);
  }
  return { files, leaks };
}

/** The plugin plus a workbox manifest transform that drops the admin-only files from the precache. */
export function adminChunks(): { plugin: Plugin; manifestTransform: ManifestTransform } {
  const adminOnly = new Set<string>();
  const plugin: Plugin = {
    name: 'lotto:admin-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const outputs = Object.values(bundle);
      const chunks = outputs.filter((o): o is typeof o & ChunkLike => o.type === 'chunk');
      const { files, leaks } = publicFiles(chunks);
      if (leaks.length > 0) {
        this.error(`Admin code reached the public bundle:\n  ${leaks.join('\n  ')}`);
      }
      adminOnly.clear();
      for (const output of outputs) {
        const isCode = output.fileName.endsWith('.js') || output.fileName.endsWith('.css');
        if (isCode && !files.has(output.fileName)) adminOnly.add(output.fileName);
      }
    },
  };
  const manifestTransform: ManifestTransform = (entries) => ({
    manifest: entries.filter((entry) => !adminOnly.has(entry.url.replace(/^\//, ''))),
  });
  return { plugin, manifestTransform };
}
