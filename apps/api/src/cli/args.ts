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
