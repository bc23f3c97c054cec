import type { Dashboard } from '@lotto/contracts';
import { Card, Skeleton, Statistic, Table, type TableColumnsType } from 'antd';
import { useDashboard } from '../api/dashboard';
import { serverMessage } from '@/admin/session/error-text';
import { LoadFailed } from '@/admin/shell/load-failed';
import { memberColumns } from './member-columns';

type RecentMember = Dashboard['recentUsers'][number];

const shared = memberColumns<RecentMember>();
const columns: TableColumnsType<RecentMember> = [shared.member, shared.status, shared.lastLogin];

/** Spec §2 dashboard: the four counts (earnings with a $ prefix) and the ten most recent members. */
export function DashboardView() {
  const { data, error, isPending, refetch, isFetching } = useDashboard();

  if (error) {
    return (
      <LoadFailed
        title={serverMessage(error) ?? 'Failed to load dashboard data'}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (isPending) return <Skeleton active paragraph={{ rows: 6 }} aria-label="Loading dashboard" />;

  const stats = [
    { title: 'Total Users', value: data.totalUsers },
    { title: 'Approved Users', value: data.approvedUsers },
    { title: 'Pending Users', value: data.pendingUsers },
    { title: 'Total Earned', value: data.totalEarned, prefix: '$' },
  ];
  return (
    <>
      <section className="admin-stats" aria-label="Statistics">
        {stats.map((stat) => (
          <Card key={stat.title} size="small" className="admin-stat">
            <Statistic title={stat.title} value={stat.value} prefix={stat.prefix} />
          </Card>
        ))}
      </section>
      <p className="admin-muted admin-stats-note">
        Total Earned is the sum of the payments recorded on the Users page.
      </p>
      <Card title="Recent users" size="small" className="admin-section">
        <Table<RecentMember>
          aria-label="Recent users"
          rowKey="_id"
          size="small"
          columns={columns}
          dataSource={data.recentUsers}
          pagination={false}
          locale={{ emptyText: 'No members yet.' }}
        />
      </Card>
    </>
  );
}
