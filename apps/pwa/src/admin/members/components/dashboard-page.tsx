import type { QueryClient } from '@tanstack/react-query';
import { backupStatusQueryOptions } from '@/admin/backups/api/admin-backups';
import { BackupPanel } from '@/admin/backups/components/backup-panel';
import { botsStatusQueryOptions } from '@/admin/bots/api/admin-bots';
import { BotsPanel } from '@/admin/bots/components/bots-panel';
import { FeedPanel } from '@/admin/feed/components/feed-panel';
import { feedStatusQueryOptions } from '@/admin/feed/api/admin-feed';
import { AdminPage } from '@/admin/shell/admin-page';
import { pushStatusQueryOptions } from '@/admin/push/api/admin-push';
import { PushPanel } from '@/admin/push/components/push-panel';
import { noop } from '@/lib/noop';
import { dashboardQueryOptions } from '../api/dashboard';
import { DashboardView } from './dashboard-view';

/** Starts the dashboard's request while the route's code loads (the screen shows its own states). */
export function prefetchDashboard(queryClient: QueryClient): void {
  queryClient.query(dashboardQueryOptions()).catch(noop);
  queryClient.query(feedStatusQueryOptions()).catch(noop);
  queryClient.query(backupStatusQueryOptions()).catch(noop);
  queryClient.query(botsStatusQueryOptions()).catch(noop);
  queryClient.query(pushStatusQueryOptions()).catch(noop);
}

/**
 * The overview, at both /admin and /admin/dashboard (spec route table), the results feed, the last
 * backup, the draw-day notifications and the chat bots.
 */
export function DashboardPage() {
  return (
    <AdminPage title="Dashboard">
      <DashboardView />
      <FeedPanel />
      <BackupPanel />
      <PushPanel />
      <BotsPanel />
    </AdminPage>
  );
}
