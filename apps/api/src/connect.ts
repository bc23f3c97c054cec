import type { Logger } from 'pino';
import type { Config } from './config.js';
import { createMemorySessionStore } from './sessions/memory-session-store.js';
import type { SessionStore } from './sessions/session-store.js';
import { createFirebaseVerifier, type MemberTokenVerifier } from './shared/auth/member-tokens.js';
import type { DocumentStore } from './store/collection.js';
import { openEmbeddedStore } from './store/embedded-store.js';

// The MongoDB and Redis clients are loaded only when configured: the embedded default starts faster.

/** MongoDB when MONGODB_URI is set, else the embedded store under DATA_DIR (one process only). */
export async function openStore(
  config: Pick<Config, 'mongodb' | 'dataDir'>,
  logger: Logger,
): Promise<DocumentStore> {
  if (config.mongodb === undefined) return openEmbeddedStore(config.dataDir, logger);
  const { openMongoStore } = await import('./store/mongo-store.js');
  return openMongoStore(config.mongodb, logger);
}

/** Redis when REDIS_URL is set, else sessions in this process's memory. */
export async function openSessions(
  config: Pick<Config, 'redis'>,
  logger: Logger,
): Promise<SessionStore> {
  if (config.redis === undefined) return createMemorySessionStore();
  const { openRedisSessionStore } = await import('./sessions/redis-session-store.js');
  return openRedisSessionStore(config.redis, logger);
}

export interface Connections {
  store: DocumentStore;
  sessions: SessionStore;
  memberTokens: MemberTokenVerifier;
  close(): Promise<void>;
}

/** Opens every backing service the API uses, as the config says. */
export async function connect(config: Config, logger: Logger): Promise<Connections> {
  const store = await openStore(config, logger);
  try {
    const sessions = await openSessions(config, logger);
    const memberTokens = createFirebaseVerifier(config.firebase);
    return {
      store,
      sessions,
      memberTokens,
      async close() {
        await Promise.allSettled([sessions.close(), memberTokens.close()]);
        await store.close();
      },
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}
