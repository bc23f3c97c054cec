import type { TableColumnType } from 'antd';
import { formatLastLogin } from '../lib/format-login';
import { MemberCell } from './member-cell';
import { StatusBadge } from './status-badge';

/** What the member tables (the dashboard's recent members, the Users page) show of a member. */
interface MemberRow {
  name: string;
  email: string;
  status: string;
  lastLogin: string;
}

/**
 * The columns the member tables share: 'Name / Email' (with the last login under it on a phone),
 * 'Status' and 'Last login' (hidden on a phone).
 */
export function memberColumns<T extends MemberRow>(): {
  member: TableColumnType<T>;
  status: TableColumnType<T>;
  lastLogin: TableColumnType<T>;
} {
  return {
    member: {
      title: 'Name / Email',
      key: 'member',
      render: (_: unknown, member) => <MemberCell {...member} />,
    },
    status: {
      title: 'Status',
      dataIndex: 'status',
      render: (status: string) => <StatusBadge status={status} />,
    },
    lastLogin: {
      title: 'Last login',
      dataIndex: 'lastLogin',
      render: formatLastLogin,
      className: 'admin-hide-phone',
    },
  };
}
