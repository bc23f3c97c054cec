import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { API } from '../api-paths.js';
import { BACKUP_STALE_DAYS, backupIsStale, type BackupRecord } from '../backups.js';

const record: BackupRecord = {
  at: '2026-11-20T03:00:00.000Z',
  file: '/var/backups/lotto/lotto-2026-11-20.lotto-backup.gz',
  bytes: 183_204,
  counts: { results: 912, users: 3, admins: 1 },
};

describe('backups', () => {
  it('when the dashboard asks for the last backup, then the path is the admin one and the answer is validated', () => {
    expect(API.admin.backups).toMatchObject({ method: 'GET', route: '/api/admin/backups' });
    expect(v.parse(API.admin.backups.response, { last: record })).toEqual({ last: record });
    expect(v.parse(API.admin.backups.response, { last: null })).toEqual({ last: null });
    expect(
      v.safeParse(API.admin.backups.response, { last: { ...record, bytes: -1 } }).success,
    ).toBe(false);
    expect(
      v.safeParse(API.admin.backups.response, { last: { ...record, at: 'yesterday' } }).success,
    ).toBe(false);
    expect(v.safeParse(API.admin.backups.response, {}).success).toBe(false);
  });

  it('when no backup was ever taken or the last one is older than the limit, then it is stale', () => {
    const at = Date.parse(record.at);
    const day = 86_400_000;
    expect(backupIsStale(null, at)).toBe(true);
    expect(backupIsStale(record, at + day)).toBe(false);
    expect(backupIsStale(record, at + BACKUP_STALE_DAYS * day)).toBe(false);
    expect(backupIsStale(record, at + BACKUP_STALE_DAYS * day + 1)).toBe(true);
  });
});
