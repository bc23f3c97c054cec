import { API } from '@lotto/contracts';
import { sendPrivateJson } from '../../shared/http/json-cache.js';
import type { AppMiddleware, AppRouter } from '../../shared/http/router.js';
import type { BackupLog } from './backup-log.js';

/** The admin's view of the backups: when the last one was taken. */
export function registerBackupRoutes(
  router: AppRouter,
  deps: { backups: BackupLog; requireAdmin: AppMiddleware },
): void {
  router.get(API.admin.backups.route, deps.requireAdmin, async (ctx) => {
    sendPrivateJson(ctx, { last: await deps.backups.latest() });
  });
}
