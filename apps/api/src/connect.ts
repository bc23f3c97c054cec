import type { Logger } from 'pino';
import type { Config } from './config.js';
import { createMemorySessionStore } from './sessions/memory-session-store.js';
import type { SessionStore } from './sessions/session-store.js';
import { type CacheBus, openRedisCacheBus, processCacheBus } from './shared/http/cache-bus.js';
import { createFirebaseVerifier, type MemberTokenVerifier } from './shared/auth/member-tokens.js';
import { type FanOutQueueFactory, processFanOutQueue } from './features/push/fan-out-queue.js';
import { type DocumentStore, StoreUnavailableError } from './store/collection.js';
import { openEmbeddedStore } from './store/embedded-store.js';
import {
  embeddedRestoreTarget,
  mongoTargetOf,
  type RecoveryOutcome,
} from './store/restore-switch.js';

// The MongoDB and Redis clients are loaded only when configured: the embedded default starts faster.

/**
 * The store cannot be used at start (a MONGODB_URI the driver refuses, or a server that does not
 * answer within MONGODB_START_TIMEOUT_MS). Its message is the whole story: printed alone, no stack.
 */
export class StoreStartError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'StoreStartError';
  }
}

/** The URI without its password, for messages. */
function shownUri(uri: string): string {
  return uri.replace(/\/\/([^:@/]*):[^@/]*@/u, '//$1:***@');
}

/**
 * Resolves once `store` answers; throws the last failure when `timeoutMs` passed first. The driver
 * retries by itself within a ping (server selection), so one ping at a time is enough.
 */
async function waitUntilAnswering(store: DocumentStore, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  // It may fire between two pings, when nothing awaits it: the next race reads it.
  timedOut.catch(() => undefined);
  try {
    for (;;) {
      try {
        await Promise.race([store.ping(), timedOut]);
        return;
      } catch (error) {
        // A server that answers with an error (e.g. authentication failed) will not get better.
        if (!(error instanceof StoreUnavailableError) || Date.now() >= deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } finally {
    clearTimeout(timer);
  }
}

/**
 * MongoDB when MONGODB_URI is set, else the embedded store under DATA_DIR (one process only).
 * MongoDB must answer within its start timeout; later outages only make requests answer 503.
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
  const { uri, db, startTimeoutMs } = config.mongodb;
  const { openMongoStore } = await import('./store/mongo-store.js');
  let store: DocumentStore;
  try {
    store = openMongoStore({ uri, db }, logger);
  } catch (error) {
    throw new StoreStartError(
      `MONGODB_URI (${shownUri(uri)}) is not a connection string MongoDB's driver accepts: ${(error as Error).message}`,
      { cause: error },
    );
  }
  try {
    await waitUntilAnswering(store, startTimeoutMs);
  } catch (error) {
    await store.close().catch(() => undefined);
    const reason = (error as Error).message.replace(/\s+/gu, ' ');
    throw new StoreStartError(
      `MongoDB at ${shownUri(uri)} (database ${db}) did not answer within ${startTimeoutMs / 1000} s: ${reason}. ` +
        'Check MONGODB_URI and that the server is running (MONGODB_START_TIMEOUT_MS sets how long a start waits).',
      { cause: error },
    );
  }
  const { target, close } = await mongoTargetOf(config);
  try {
    reportRecovery(await target.recover(), logger);
  } catch (error) {
    // The server answered a moment ago: a failure here is a brief outage. The API starts (503 until
    // it is back); the next start or restore finishes the interrupted one.
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

/**
 * Redis pub/sub when REDIS_URL is set (several instances may share the database: each write is
 * announced to the others), else the single process's own bus (nobody else to tell).
 */
export async function openCacheBus(
  config: Pick<Config, 'redis'>,
  logger: Logger,
): Promise<CacheBus> {
  if (config.redis === undefined) return processCacheBus();
  return openRedisCacheBus(config.redis, logger);
}

/**
 * Where push fan-outs run: with REDIS_URL a BullMQ queue (one run per notice in the deployment,
 * workers on every instance), else this process (the embedded store's one process). Without VAPID
 * keys push is off: no queue, no connection.
 */
export async function openPushQueue(
  config: Pick<Config, 'redis' | 'push'>,
  logger: Logger,
): Promise<FanOutQueueFactory> {
  if (config.redis === undefined || config.push.vapid === undefined)
    return processFanOutQueue(logger);
  const { openRedisFanOutQueue } = await import('./features/push/redis-fan-out-queue.js');
  return openRedisFanOutQueue(config.redis, logger);
}

export interface Connections {
  store: DocumentStore;
  sessions: SessionStore;
  memberTokens: MemberTokenVerifier;
  cacheBus: CacheBus;
  /** The push fan-outs' queue (the app makes it; `app.services.push.close()` closes it). */
  pushQueue: FanOutQueueFactory;
  close(): Promise<void>;
}

/** Opens every backing service the API uses, as the config says. */
export async function connect(config: Config, logger: Logger): Promise<Connections> {
  const store = await openStore(config, logger);
  try {
    const sessions = await openSessions(config, logger);
    const cacheBus = await openCacheBus(config, logger);
    const pushQueue = await openPushQueue(config, logger);
    const memberTokens = createFirebaseVerifier(config.firebase);
    return {
      store,
      sessions,
      memberTokens,
      cacheBus,
      pushQueue,
      async close() {
        await Promise.allSettled([sessions.close(), memberTokens.close(), cacheBus.close()]);
        await store.close();
      },
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}
