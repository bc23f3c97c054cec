import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from '../store/data-dir-lock.js';
import { spawnApi, spawnApiExpectingFailure, type SpawnedApi } from '../test-support/spawn-api.js';
import { tempDir } from '../test-support/services.js';

const running: SpawnedApi[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const api of running.splice(0)) await api.kill();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The PID of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

describe('one process per embedded data folder', () => {
  it('when a second API starts on the same DATA_DIR, then it refuses with a clear message; after a kill -9 a new one takes over', async () => {
    const dir = await tempDir('lock');
    cleanups.push(dir.remove);
    const first = await spawnApi({ DATA_DIR: dir.path });
    running.push(first);

    const refused = await spawnApiExpectingFailure({ DATA_DIR: dir.path });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`already in use by process ${first.pid}`);
    expect(refused.output).toContain('one process only');
    expect((await fetch(`${first.url}/health`)).status).toBe(200);

    await first.kill('SIGKILL');
    const third = await spawnApi({ DATA_DIR: dir.path });
    running.push(third);
    const lock = JSON.parse(await readFile(join(dir.path, LOCK_FILE), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(third.pid);
    // Three API processes started one after the other: a loaded 2-core machine needs more than 30 s.
  }, 90_000);

  it('when the API stops gracefully, then it removes its lock', async () => {
    const dir = await tempDir('lock-clean');
    cleanups.push(dir.remove);
    const api = await spawnApi({ DATA_DIR: dir.path });
    await api.kill('SIGTERM');
    expect(await api.exited, api.output()).toBe(0);
    await expect(readFile(join(dir.path, LOCK_FILE), 'utf8')).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('when the lock names a dead PID or is unreadable, then it is taken over', async () => {
    const dir = await tempDir('lock-stale');
    cleanups.push(dir.remove);
    const { hostname } = await import('node:os');
    await writeFile(
      join(dir.path, LOCK_FILE),
      JSON.stringify({ pid: await deadPid(), host: hostname(), startedAt: '' }),
    );
    const release = acquireDataDirLock(dir.path);
    expect(
      (JSON.parse(await readFile(join(dir.path, LOCK_FILE), 'utf8')) as { pid: number }).pid,
    ).toBe(process.pid);
    release();

    await writeFile(join(dir.path, LOCK_FILE), '{"pid": 12');
    const releaseAgain = acquireDataDirLock(dir.path);
    releaseAgain();
  });

  it('when the lock names a live process or another host, then it is refused', async () => {
    const dir = await tempDir('lock-live');
    cleanups.push(dir.remove);
    const { hostname } = await import('node:os');
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    cleanups.push(() => void sleeper.kill('SIGKILL'));
    await writeFile(
      join(dir.path, LOCK_FILE),
      JSON.stringify({ pid: sleeper.pid, host: hostname(), startedAt: '' }),
    );
    expect(() => acquireDataDirLock(dir.path)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir.path)).toThrow(
      `already in use by process ${String(sleeper.pid)}`,
    );

    await writeFile(
      join(dir.path, LOCK_FILE),
      JSON.stringify({ pid: 1, host: 'another-machine', startedAt: '' }),
    );
    expect(() => acquireDataDirLock(dir.path)).toThrow(/on host another-machine/);
  });
});
