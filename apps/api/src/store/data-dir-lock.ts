import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'api.lock';

/** Another live process holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | undefined,
    detail: string,
  ) {
    super(
      `The embedded store in ${dataDir} is already in use by ${detail}. ` +
        'The embedded store serves one process only: stop the other process, give this one another ' +
        'DATA_DIR, or run several instances on MongoDB (MONGODB_URI) and Redis (REDIS_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockContent {
  pid: number;
  host: string;
  startedAt: string;
}

/** Folders locked by this process, so a second store in the same process is refused too. */
const heldHere = new Set<string>();

function parseLock(text: string): LockContent | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockContent>;
    if (typeof value.pid === 'number' && typeof value.host === 'string') {
      return { pid: value.pid, host: value.host, startedAt: value.startedAt ?? '' };
    }
  } catch {
    // An unreadable lock is treated as stale: it can only come from a crash while writing it.
  }
  return undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // After a container restart a dead holder's PID may belong to some unrelated program now.
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('node');
  } catch {
    return true;
  }
}

function tryCreate(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Takes the single-process lock of an embedded data folder: a `api.lock` file holding this PID.
 * A lock left by a dead process (crash, kill -9) is taken over; a live holder makes this throw
 * {@link DataDirLockedError}. Returns the release function (also run on process exit).
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  if (heldHere.has(path)) {
    throw new DataDirLockedError(dataDir, process.pid, `this same process (PID ${process.pid})`);
  }
  const mine: LockContent = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
  };
  const content = JSON.stringify(mine);

  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (tryCreate(path, content)) {
      heldHere.add(path);
      const release = () => {
        if (!heldHere.delete(path)) return;
        process.off('exit', release);
        try {
          if (parseLock(readOrUndefined(path) ?? '')?.pid === process.pid) unlinkSync(path);
        } catch {
          // Best effort: a lock left behind is taken over by the next start because this PID is gone.
        }
      };
      process.on('exit', release);
      return release;
    }

    const existingText = readOrUndefined(path);
    if (existingText === undefined) continue;
    const existing = parseLock(existingText);
    if (existing !== undefined) {
      if (existing.host !== mine.host) {
        throw new DataDirLockedError(
          dataDir,
          existing.pid,
          `PID ${existing.pid} on host ${existing.host} (delete ${path} only if you are sure it is gone)`,
        );
      }
      const sameProcessLeftover = existing.pid === process.pid;
      if (!sameProcessLeftover && isAlive(existing.pid)) {
        throw new DataDirLockedError(dataDir, existing.pid, `process ${existing.pid}`);
      }
    }

    // Stale: move it aside first so that two processes taking over at once cannot both win.
    const aside = `${path}.stale-${process.pid}`;
    try {
      renameSync(path, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const movedText = readOrUndefined(aside);
    if (movedText !== existingText) {
      // Someone else took it over between our read and our rename: put their lock back.
      renameSync(aside, path);
      continue;
    }
    unlinkSync(aside);
  }
  throw new DataDirLockedError(
    dataDir,
    undefined,
    'another process (the lock kept changing hands)',
  );
}
