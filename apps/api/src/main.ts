import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { connect, type Connections, StoreStartError } from './connect.js';
import { openFeedPoller } from './features/feed/open-poller.js';
import type { FeedPoller } from './features/feed/poller.js';
import { createLogger } from './shared/logger.js';
import { DataDirLockedError } from './store/data-dir-lock.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let loaded: ReturnType<typeof loadConfig>;
  try {
    loaded = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee apps/api/.env.example for every setting.\n`);
      process.exit(1);
    }
    throw error;
  }
  const { config, warnings } = loaded;
  const logger = createLogger(config.logLevel);
  for (const warning of warnings) logger.warn(warning);

  // Mutated by the signal handler while start-up awaits: an object, so no check is narrowed away.
  const state: {
    stopping: boolean;
    connections?: Connections;
    server?: Server;
    poller?: FeedPoller;
    /** Stops the push fan-outs' worker (set once the app is built). */
    closePush?: () => Promise<void>;
  } = {
    stopping: false,
  };
  const stopRequested = () => state.stopping;

  // Installed before anything starts: a signal that arrives during start-up or right after the
  // listening line must never meet the default handler (which would skip the shutdown).
  const stop = (signal: NodeJS.Signals) => {
    if (stopRequested()) return;
    state.stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.warn('requests still running after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // The feed's poller stops first (a fetch under way ends, the lease goes to another instance).
    const pollerStopped = (state.poller?.stop() ?? Promise.resolve()).catch((error: unknown) =>
      logger.warn({ err: error }, 'error while stopping the feed poller'),
    );
    // A push fan-out under way stops after its batch (resumed by another instance or the next start).
    const pushStopped = (state.closePush?.() ?? Promise.resolve()).catch((error: unknown) =>
      logger.warn({ err: error }, 'error while stopping the push fan-outs'),
    );
    const closeConnections = () => {
      void Promise.all([pollerStopped, pushStopped])
        .then(() => state.connections?.close())
        .then(
          () => {
            logger.info('stopped');
            process.exit(0);
          },
          (error: unknown) => {
            logger.error({ err: error }, 'error while closing connections');
            process.exit(1);
          },
        );
    };
    const listening = state.server;
    if (listening === undefined) {
      closeConnections();
      return;
    }
    // Keep-alive connections of requests that finish during the grace period must not hold the exit.
    const sweeper = setInterval(() => listening.closeIdleConnections(), 200);
    sweeper.unref();
    listening.close(() => {
      clearInterval(sweeper);
      closeConnections();
    });
    listening.closeIdleConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  try {
    state.connections = await connect(config, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal(error.message);
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    if (error instanceof StoreStartError) {
      process.stderr.write(`The API could not start: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (stopRequested()) return;
  const deps = { config, logger, ...state.connections };

  // The one composition root: the services and the app over them (nothing listens yet).
  const app = createApp(deps);
  state.closePush = () => app.services.push.close();
  try {
    // Loads (and compacts) the embedded files, or creates MongoDB's indexes, now rather than on the first request.
    await deps.store.warmUp();
    if (config.bootstrapAdmin !== undefined) {
      const created = await app.services.admins.ensureFirstAdmin(
        config.bootstrapAdmin.email,
        config.bootstrapAdmin.password,
      );
      if (created)
        logger.info(
          { email: config.bootstrapAdmin.email },
          'created the first admin from ADMIN_EMAIL',
        );
    }
  } catch (error) {
    // MongoDB answered a moment ago (connect waited for it): creating its indexes must work now.
    if (deps.store.kind === 'mongodb') {
      const message = `MongoDB's collections could not be prepared (indexes, first admin): ${(error as Error).message}`;
      logger.fatal({ err: error }, message);
      process.stderr.write(`The API could not start: ${message}\n`);
      process.exit(1);
    }
    // The embedded store's files may be unreadable at start: keep going, answer 503 until they are.
    logger.warn(
      { err: error },
      'document store not ready at start; requests will answer 503 until it is',
    );
  }
  if (stopRequested()) return;

  const started = app.listen(config.port, config.host);
  started.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    started.once('listening', resolve);
    started.once('error', reject);
  });
  state.server = started;
  if (stopRequested()) {
    started.close();
    return;
  }

  // The results feed fetches by itself when a source is configured (one instance per deployment).
  if (config.feed.gloUrl !== undefined || config.feed.communityUrl !== undefined) {
    const poller = await openFeedPoller({
      config,
      fetchDraw: (date) => app.services.feed.fetchDraw(date),
      calendar: app.services.calendar,
      logger,
    });
    app.services.feed.useSchedule(() => poller.status());
    state.poller = poller;
    if (stopRequested()) {
      await poller.stop();
      return;
    }
    poller.start();
  }

  const { port } = started.address() as AddressInfo;
  const listening = `listening on http://${config.host}:${port}`;
  // Scripts wait for this line, so it is printed even when LOG_LEVEL hides info messages.
  if (logger.isLevelEnabled('info'))
    logger.info({ store: deps.store.kind, sessions: deps.sessions.kind }, listening);
  else process.stdout.write(`${listening}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The API could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
