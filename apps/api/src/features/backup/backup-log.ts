import { closeSync, fsyncSync, openSync, writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type BackupRecord, BackupRecordSchema } from '@lotto/contracts';
import * as v from 'valibot';
import { type Doc, type DocumentStore, newId } from '../../store/collection.js';

/**
 * The record of the backups taken of a store, for the admin dashboard. On MongoDB it is the
 * `backups` collection. On the embedded store it is the file `backups.ndjson` in DATA_DIR, one
 * line per backup: the `backup` command runs beside the API, which holds the folder's lock and the
 * collections' contents in its memory, so the command appends to a file of its own that the API
 * reads when asked.
 */
export interface BackupLog {
  record(entry: BackupRecord): Promise<void>;
  /** The newest backup, or null when none was ever recorded. */
  latest(): Promise<BackupRecord | null>;
}

export const BACKUP_LOG_FILE = 'backups.ndjson';

interface BackupDoc extends Doc, BackupRecord {}

function newest(records: readonly BackupRecord[]): BackupRecord | null {
  let best: BackupRecord | null = null;
  for (const record of records) if (best === null || record.at > best.at) best = record;
  return best;
}

/** The backup log of an embedded folder (readable and appendable while the API runs). */
export function fileBackupLog(dataDir: string): BackupLog {
  const path = join(dataDir, BACKUP_LOG_FILE);
  return {
    record(entry) {
      // One small append, flushed before the command reports success.
      const fd = openSync(path, 'a', 0o644);
      try {
        writeSync(fd, `${JSON.stringify(entry)}\n`);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      return Promise.resolve();
    },
    async latest() {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const records: BackupRecord[] = [];
      for (const line of text.split('\n')) {
        if (line.trim() === '') continue;
        try {
          const parsed = v.safeParse(BackupRecordSchema, JSON.parse(line));
          if (parsed.success) records.push(parsed.output);
        } catch {
          // A line cut short by a crash during its append: that backup was never reported done.
        }
      }
      return newest(records);
    },
  };
}

/** The backup log in a MongoDB store's `backups` collection. */
export function storeBackupLog(store: DocumentStore): BackupLog {
  const collection = store.collection<BackupDoc>('backups', [{ field: 'at' }]);
  return {
    async record(entry) {
      await collection.insertOne({ _id: newId(), ...entry });
    },
    async latest() {
      const [doc] = await collection.find({}, { sort: { at: -1 }, limit: 1 });
      if (doc === undefined) return null;
      const { _id, ...record } = doc;
      return record;
    },
  };
}

/** The backup log of `store`: its file on the embedded engine, its collection on MongoDB. */
export function backupLogOf(store: DocumentStore): BackupLog {
  return store.kind === 'embedded' && store.dataDir !== undefined
    ? fileBackupLog(store.dataDir)
    : storeBackupLog(store);
}
