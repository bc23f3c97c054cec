import type { Server } from 'node:http';

/** See static-server.mjs: the production-style static server of `npm start`, the e2e harness and the bench. */
export function createStaticServer(options: {
  root: string;
  mounts?: Record<string, string>;
  spa?: boolean;
}): Server;

/** The codings an Accept-Encoding header accepts, best first (the API's rule). */
export function acceptedCodings(header: string | undefined): ('br' | 'gzip' | 'identity')[];
