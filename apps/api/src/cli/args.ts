import { type Config, ConfigError, loadConfig } from '../config.js';
import { openStore } from '../connect.js';
import { createLogger } from '../shared/logger.js';
import type { DocumentStore } from '../store/collection.js';

/**
 * The script's arguments. `pnpm run x -- …` passes the `--` through to the script; it is dropped
 * here so that `--email` after it still counts as an option.
 */
export function scriptArgs(argv: string[] = process.argv.slice(2)): string[] {
  return argv[0] === '--' ? argv.slice(1) : argv;
}

/** Prints `message` to stderr and exits with status 1. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * The configuration (from the environment) and the store it names, for a CLI: a bad setting or a
 * store that cannot be opened ends the script with the reason.
 */
export async function openCliStore(): Promise<{
  config: Config;
  logger: ReturnType<typeof createLogger>;
  store: DocumentStore;
}> {
  let config: Config;
  try {
    ({ config } = loadConfig());
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
  const logger = createLogger('warn');
  try {
    return { config, logger, store: await openStore(config, logger) };
  } catch (error) {
    fail((error as Error).message);
  }
}
