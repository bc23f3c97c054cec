import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

export interface SpawnedApi {
  url: string;
  pid: number;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Output and exit of a process that was expected not to start. */
export interface FailedStart {
  code: number | null;
  output: string;
}

function launch(env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    BCRYPT_ROUNDS: '4',
    ...env,
  };
  // Each spawned server gets exactly the store the test names.
  if (env.MONGODB_URI === undefined) delete childEnv.MONGODB_URI;
  if (env.REDIS_URL === undefined) delete childEnv.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  return { child, exited, output: () => output };
}

/** Starts `src/main.ts` as a real process and waits for its `listening on http://…` line. */
export async function spawnApi(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<SpawnedApi> {
  const { child, exited, output } = launch(env);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`API did not start in time:\n${output()}`)),
      timeoutMs,
    );
    const check = () => {
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output());
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`API exited (${String(code)}) before listening:\n${output()}`));
    });
  });
  return {
    url,
    pid: child.pid ?? -1,
    child,
    output,
    exited,
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Starts `src/main.ts` expecting it to refuse to start; resolves with its exit code and output. */
export async function spawnApiExpectingFailure(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<FailedStart> {
  const { child, exited, output } = launch(env);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await exited;
  clearTimeout(timer);
  if (output().includes('listening on http'))
    throw new Error(`API started although it should not have:\n${output()}`);
  return { code: typeof code === 'number' ? code : null, output: output() };
}
