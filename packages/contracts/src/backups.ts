import * as v from 'valibot';

/** A backup older than this many days shows as a warning on the admin dashboard. */
export const BACKUP_STALE_DAYS = 7;

/** One backup the `backup` command wrote (apps/api README, "Backups"). */
export const BackupRecordSchema = v.object({
  /** When the backup was written (ISO instant). */
  at: v.pipe(v.string(), v.isoTimestamp()),
  /** The backup file as the command was given it (absolute path on the machine that wrote it). */
  file: v.pipe(v.string(), v.nonEmpty()),
  /** The file's size in bytes. */
  bytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Documents per collection. */
  counts: v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type BackupRecord = v.InferOutput<typeof BackupRecordSchema>;

/** `GET /api/admin/backups`: the last backup taken of this store, or null when none ever was. */
export const BackupStatusSchema = v.object({
  last: v.nullable(BackupRecordSchema),
});
export type BackupStatus = v.InferOutput<typeof BackupStatusSchema>;

/** True when `last` is missing or older than {@link BACKUP_STALE_DAYS} at `now` (ms). */
export function backupIsStale(last: BackupRecord | null, now: number): boolean {
  if (last === null) return true;
  return now - Date.parse(last.at) > BACKUP_STALE_DAYS * 86_400_000;
}
