import { API, BackupStatusSchema } from '@lotto/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupLogOf } from '../features/backup/backup-log.js';
import { type AuthedHttp, startTestApi, type TestApi } from '../test-support/test-api.js';

/* `GET /api/admin/backups` on this run's engine: the log is a file on the embedded store, a collection on MongoDB. */
describe('the last backup on the admin dashboard', () => {
  let api: TestApi;
  let asAdmin: AuthedHttp;

  beforeAll(async () => {
    api = await startTestApi();
    asAdmin = api.as(await api.loginAdmin());
  });
  afterAll(() => api.close());

  it('when no backup was taken, then it answers null; after backups, the newest', async () => {
    const path = API.admin.backups.path();
    expect((await api.as(null).get(path)).status).toBe(401);
    const none = await asAdmin.get(path);
    expect(none.status).toBe(200);
    expect(none.headers['cache-control']).toBe('no-store');
    expect(v.parse(BackupStatusSchema, none.body)).toEqual({ last: null });

    const log = backupLogOf(api.store);
    const older = {
      at: '2026-11-01T03:00:00.000Z',
      file: '/backups/lotto-2026-11-01.gz',
      bytes: 1000,
      counts: { results: 900 },
    };
    const newer = {
      ...older,
      at: '2026-11-08T03:00:00.000Z',
      file: '/backups/lotto-2026-11-08.gz',
    };
    await log.record(newer);
    await log.record(older);
    const last = await asAdmin.get(path);
    expect(v.parse(BackupStatusSchema, last.body)).toEqual({ last: newer });
  });
});
