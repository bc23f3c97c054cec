import type { Logger } from 'pino';
import type { Config } from './config.js';
import { createMemorySessionStore } from './sessions/memory-session-store.js';
import type { SessionStore } from './sessions/session-store.js';
import { createFirebaseVerifier, type MemberTokenVerifier } from './shared/auth/member-tokens.js';
import type { DocumentStore } from './store/collection.js';
import { openEmbeddedStore } from './store/embedded-store.js';
import { embeddedRestoreTarget, type RecoveryOutcome } from './store/restore-switch.js';

// The MongoDB and Redis clients are loaded only when configured: the embedded default starts faster.

/**
 * MongoDB when MONGODB_URI is set, else the embedded store under DATA_DIR (one process only).
 * A restore interrupted by a crash is finished (committed) or thrown away (not committed) before
 * anything reads the store (store/restore-switch.ts).
 */
export async function openStore(
  config: Pick<Config, 'mongodb' | 'dataDir'>,
  logger: Logger,
): Promise<DocumentStore> {
  if (config.mongodb === undefined) {
    const store = openEmbeddedStore(config.dataDir, logger);
    try {
      reportRecovery(await embeddedRestoreTarget(config.dataDir).recover(), logger);
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }
  const { openMongoStore } = await import('./store/mongo-store.js');
  const store = openMongoStore(config.mongodb, logger);
  const { mongoTargetOf } = await import('./features/backup/backup-service.js');
  const { target, close } = await mongoTargetOf(config);
  try {
    reportRecovery(await target.recover(), logger);
  } catch (error) {
    // MongoDB may be down at start: the API starts anyway (503 until it is back); the next start
    // or restore finishes the interrupted one.
    logger.warn({ err: error }, 'could not check for an interrupted restore');
  } finally {
    await close();
  }
  return store;
}

function reportRecovery(outcome: RecoveryOutcome, logger: Logger): void {
  if (outcome === 'finished')
    logger.warn(
      'finished a restore that was interrupted after its commit: the store holds the backup',
    );
  else if (outcome === 'discarded')
    logger.warn(
      'threw away an unfinished restore (interrupted before its commit): the store is as it was',
    );
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
