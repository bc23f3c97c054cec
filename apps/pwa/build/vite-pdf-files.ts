import type { ManifestTransform } from 'workbox-build';
import type { Plugin } from 'vite';

/*
 * The number tools' PDF in Thai, Hindi or Urdu needs fontkit (≈ 330 kB gzip) and that language's
 * Noto font (11–87 kB). Every visitor's service worker downloads its whole precache, and most
 * visitors never make such a PDF: these files stay out of it (fonts are not in its glob patterns,
 * fontkit's chunk is in its glob ignores), and a runtime cache keeps them once fetched — when a PDF
 * is made, or by the offline plan for a visitor in one of those languages. This plugin finds
 * fontkit's chunk in the final bundle, fails the build when its name escapes those patterns, and
 * fails it when the precache holds it or a font all the same. It writes the chunk's URLs to
 * `PDF_FILES_LIST` (/pdf-files.json), from which the offline plan puts them on the device
 * (src/offline/offline-pdf-files.ts), in the app and on a server page without the app's bundle
 * alike: only that bundle knows them otherwise.
 */

const FONTKIT_MODULE =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@pdf-lib[\\/]fontkit[\\/]/;

/** fontkit's chunk, named after the module that the PDF imports it through (lib/shaper.ts). */
export const FONTKIT_CHUNK_GLOB = 'assets/shaper-*.js';
/** The file listing fontkit's chunks (a JSON array of their URLs), at the root of the build. */
export const PDF_FILES_LIST = 'pdf-files.json';
/** What the service worker's runtime route for these files matches: fontkit's chunk and the fonts. */
export const PDF_FILES = /\/assets\/(?:shaper-[\w-]+\.js|[\w.-]+\.woff2?)$/;

interface OutputLike {
  type: 'chunk' | 'asset';
  fileName: string;
  moduleIds?: string[];
}

/** The file names of the chunks that hold fontkit's modules. */
export function fontkitChunks(outputs: OutputLike[]): string[] {
  return outputs
    .filter((o) => o.type === 'chunk' && (o.moduleIds ?? []).some((id) => FONTKIT_MODULE.test(id)))
    .map((o) => o.fileName);
}

/** The precache entries that must not be there: fonts and the chunks named in `fontkit`. */
export function precachedPdfFiles(urls: string[], fontkit: ReadonlySet<string>): string[] {
  return urls
    .map((url) => url.replace(/^\//, ''))
    .filter((file) => /\.woff2?$/.test(file) || fontkit.has(file));
}

/** The plugin plus a workbox manifest transform that fails the build on a precached PDF file. */
export function pdfFiles(): { plugin: Plugin; manifestTransform: ManifestTransform } {
  const fontkit = new Set<string>();
  const plugin: Plugin = {
    name: 'lotto:pdf-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = fontkitChunks(Object.values(bundle));
      if (found.length === 0)
        this.error('fontkit was not found in any chunk (build/vite-pdf-files.ts)');
      const unmatched = found.filter((file) => !PDF_FILES.test(`/${file}`));
      if (unmatched.length > 0) {
        this.error(
          `fontkit's chunk is not named as the service worker expects (${FONTKIT_CHUNK_GLOB}): ${unmatched.join(', ')}`,
        );
      }
      fontkit.clear();
      for (const file of found) fontkit.add(file);
      this.emitFile({
        type: 'asset',
        fileName: PDF_FILES_LIST,
        source: JSON.stringify(found.map((file) => `/${file}`)),
      });
    },
  };
  const manifestTransform: ManifestTransform = (entries) => {
    const precached = precachedPdfFiles(
      entries.map((entry) => entry.url),
      fontkit,
    );
    if (precached.length > 0) {
      throw new Error(`The PDF's fonts or fontkit reached the precache: ${precached.join(', ')}`);
    }
    return { manifest: entries };
  };
  return { plugin, manifestTransform };
}
