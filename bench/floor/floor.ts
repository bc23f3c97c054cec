/**
 * The floor of the PWA bench: a bare Vite + React 19 page that renders one image (main.tsx), built
 * here with Vite's JS API (the workspace's Vite, React and React plugin) into a temp folder, with
 * Home's first tip image copied in, and served by the same static server as the PWA
 * (@lotto/http-kit's static server: compression, caching headers). What Lighthouse gives it is the
 * best this machine can score for "a React page that shows a picture".
 */
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { createStaticServer } from '@lotto/http-kit/static-server';

const here = dirname(fileURLToPath(import.meta.url));
/** The image the bench seeds as Home's first tip (`/icons/icon-512.png?tip=1`). */
const TIP_IMAGE = join(here, '../../apps/pwa/public/icons/icon-512.png');

export interface Floor {
  url: string;
  stop: () => Promise<void>;
}

export async function startFloor(): Promise<Floor> {
  const work = await mkdtemp(join(tmpdir(), 'lotto-floor-'));
  const outDir = join(work, 'dist');
  try {
    await build({
      root: here,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir, emptyOutDir: true },
    });
    await mkdir(join(outDir, 'icons'), { recursive: true });
    await copyFile(TIP_IMAGE, join(outDir, 'icons/icon-512.png'));
    const server: Server = createStaticServer({ root: outDir });
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(0, '127.0.0.1', ok);
    });
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('the floor server has no port');
    return {
      url: `http://127.0.0.1:${address.port}`,
      stop: async () => {
        server.closeAllConnections();
        await new Promise<void>((ok) => server.close(() => ok()));
        await rm(work, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}
