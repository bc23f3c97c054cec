import type { Member, UserStatus } from '@lotto/contracts';
import { Alert, App, Button, Input, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useMembers, useSetMemberStatus } from '../api/users';
import { failureReason, serverMessage } from '../lib/error-text';
import { formatLastLogin } from '../lib/format-login';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { MemberCell } from './member-cell';
import { StatusBadge } from './status-badge';

/** Members with status and last login, searchable by name or e-mail; approve or set back to pending. */
export function MembersView() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const { data, error, isPending, isFetching, refetch } = useMembers(q);
  const setStatus = useSetMemberStatus();
  const { message } = App.useApp();

  const change = async (member: Member, status: UserStatus) => {
    try {
      await setStatus.mutateAsync({ id: member._id, status });
      void message.success(
        status === 'approved' ? `${member.email} approved` : `${member.email} set back to pending`,
      );
    } catch (e) {
      void message.error(`Could not change the status: ${failureReason(e)}`);
    }
  };

  const busyId = setStatus.isPending ? setStatus.variables.id : null;
  const columns: TableColumnsType<Member> = [
    {
      title: 'Name / Email',
      key: 'member',
      render: (_: unknown, member) => <MemberCell {...member} />,
    },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: string) => <StatusBadge status={status} />,
    },
    {
      title: 'Last login',
      dataIndex: 'lastLogin',
      render: formatLastLogin,
      className: 'admin-hide-phone',
    },
    {
      title: 'Action',
      key: 'action',
      render: (_: unknown, member) =>
        member.status === 'approved' ? (
          <Button
            size="small"
            loading={busyId === member._id}
            aria-label={`Set ${member.email} back to pending`}
            onClick={() => void change(member, 'pending')}
          >
            Set to pending
          </Button>
        ) : (
          <Button
            size="small"
            type="primary"
            loading={busyId === member._id}
            aria-label={`Approve ${member.email}`}
            onClick={() => void change(member, 'approved')}
          >
            Approve
          </Button>
        ),
    },
  ];

  return (
    <>
      <Input.Search
        className="admin-search"
        placeholder="Search by name or e-mail"
        aria-label="Search members"
        allowClear
        value={search}
        maxLength={100}
        loading={isFetching}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={(value) => setSearch(value)}
      />
      {error ? (
        <Alert
          type="error"
          showIcon
          title={serverMessage(error) ?? 'Failed to load the members'}
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      ) : (
        <Table<Member>
          aria-label="Members"
          rowKey="_id"
          size="small"
          loading={isPending}
          columns={columns}
          dataSource={data ?? []}
          pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
          locale={{
            emptyText: isPending
              ? 'Loading members...'
              : q
                ? `No member matches "${q}".`
                : 'No members yet.',
          }}
        />
      )}
    </>
  );
}
