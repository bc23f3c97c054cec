import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

export const REPO_DIR = resolve(import.meta.dirname, '../../..');
export const API_DIR = join(REPO_DIR, 'apps/api');
/** The built API (`pnpm --filter @lotto/api build`): what the e2e stacks and component tests run. */
export const API_MAIN_DIST = join(API_DIR, 'dist/main.js');
/** The API's source entry, run through tsx: what the API's own process tests run. */
export const API_MAIN_SOURCE = join(API_DIR, 'src/main.ts');
/**
 * The Node flags that run the API's TypeScript source: tsx, and the `@lotto/source` export
 * condition so the workspace packages are read from their source too (as `pnpm dev` and the
 * API's Vitest config read them); without it Node takes their `dist`.
 */
export const SOURCE_NODE_ARGS: readonly string[] = [
  '--conditions=@lotto/source',
  '--import',
  'tsx',
];

export interface SpawnApiOptions {
  /** `dist` (default) or `source` (no build needed: tsx, the packages from source too). */
  from?: 'dist' | 'source';
  /**
   * Settings over the defaults (NODE_ENV=test, PORT=0, HOST=127.0.0.1, BCRYPT_ROUNDS=4) and this
   * process's environment. MONGODB_URI and REDIS_URL are never inherited: each API gets exactly
   * the store and sessions its test names.
   */
  env?: Readonly<Record<string, string>>;
  /** How long to wait for the `listening on http://…` line (default 30 s). */
  timeoutMs?: number;
  /** Node flags before the entry, e.g. `--max-semi-space-size=32` (the API bench's BENCH_API_NODE_FLAGS). */
  nodeArgs?: readonly string[];
}

export interface SpawnedApi {
  /** e.g. `http://127.0.0.1:41235` */
  url: string;
  pid: number;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** Sends `signal` (default SIGKILL) unless it has ended, and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** A graceful stop: SIGCONT (a frozen process keeps a SIGTERM pending) then SIGTERM; waits. */
  stop(): Promise<void>;
}

/** Output and exit of a process that was expected not to start. */
export interface FailedStart {
  code: number | null;
  output: string;
}

/** Everything `child` prints, stdout and stderr as they come, readable at any time. */
export function collectOutput(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

/**
 * Runs a command to its end (a CLI, a build): resolves with what it printed, rejects with that when
 * it exits with anything but 0. `env` defaults to this process's environment.
 */
export function runToEnd(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<string> {
  return new Promise((ok, fail) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = collectOutput(child);
    child.once('error', fail);
    child.once('exit', (code) => {
      if (code === 0) ok(output());
      else fail(new Error(`${command} ${args.join(' ')} failed with code ${code}:\n${output()}`));
    });
  });
}

function launch(options: SpawnApiOptions) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    BCRYPT_ROUNDS: '4',
  };
  delete env.MONGODB_URI;
  delete env.REDIS_URL;
  Object.assign(env, options.env);
  const args = [
    ...(options.nodeArgs ?? []),
    ...(options.from === 'source' ? [...SOURCE_NODE_ARGS, API_MAIN_SOURCE] : [API_MAIN_DIST]),
  ];
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  const exited = new Promise<number | NodeJS.Signals | null>((done) =>
    child.once('exit', (code, signal) => done(code ?? signal)),
  );
  return { child, exited, output };
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Starts the real API as a process and waits for its `listening on http://…` line. */
export async function spawnApi(options: SpawnApiOptions = {}): Promise<SpawnedApi> {
  const { child, exited, output } = launch(options);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`API did not start within ${timeoutMs / 1000}s:\n${output()}`));
    }, timeoutMs);
    const check = () => {
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output());
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        child.stdout.off('data', check);
        ok(match[1]);
      }
    };
    child.stdout.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`API exited (${String(code)}) before listening:\n${output()}`));
    });
  });
  return {
    url,
    pid: child.pid ?? -1,
    child,
    output,
    exited,
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      if (running(child)) child.kill(signal);
      await exited;
    },
    async stop() {
      if (running(child)) {
        child.kill('SIGCONT');
        child.kill('SIGTERM');
      }
      await exited;
    },
  };
}

/** Starts the API expecting it to refuse to start; resolves with its exit code and output. */
export async function spawnApiExpectingFailure(
  options: SpawnApiOptions = {},
): Promise<FailedStart> {
  const { child, exited, output } = launch(options);
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 30_000);
  const code = await exited;
  clearTimeout(timer);
  if (output().includes('listening on http'))
    throw new Error(`API started although it should not have:\n${output()}`);
  return { code: typeof code === 'number' ? code : null, output: output() };
}
