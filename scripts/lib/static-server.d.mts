import type { Server } from 'node:http';

/** See static-server.mjs: the production-style static server of `npm start`, the e2e harness and the bench. */
export function createStaticServer(options: {
  root: string;
  mounts?: Record<string, string>;
  spa?: boolean;
}): Server;
