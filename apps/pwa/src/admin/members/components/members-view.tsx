import type { Member } from '@lotto/contracts';
import { App, Button, Input, Space, Table, type TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import { formatBaht } from '@/lib/format';
import { useMembers, useSetMemberStatus } from '../api/admin-members';
import { failureReason, serverMessage } from '@/admin/session/error-text';
import { LoadFailed } from '@/admin/shell/load-failed';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { memberColumns } from './member-columns';
import { MemberHistory } from './member-history';
import { PaymentDialog } from './payment-dialog';

type Dialog = { member: Member; mode: 'approve' | 'payment' } | null;

const shared = memberColumns<Member>();

/**
 * Members with status, payments and last login, searchable by name or e-mail. A pending or
 * suspended member is approved by recording their payment (or without one); an approved member can
 * get a further payment or be suspended. Each row opens the member's kept history.
 */
export function MembersView() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const { data, error, isPending, isFetching, refetch } = useMembers(q);
  const setStatus = useSetMemberStatus();
  const { message, modal } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);

  const suspend = (member: Member) => {
    modal.confirm({
      title: `Suspend ${member.email}?`,
      content:
        'VIP tips close for them at once. Their payments stay on record; approve them again any time.',
      okText: 'Suspend',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await setStatus.mutateAsync({ id: member._id, status: 'suspended' });
          void message.success(`${member.email} suspended`);
        } catch (e) {
          void message.error(`Could not suspend: ${failureReason(e)}`);
        }
      },
    });
  };

  const busyId = setStatus.isPending ? setStatus.variables.id : null;
  const columns: TableColumnsType<Member> = [
    shared.member,
    shared.status,
    {
      title: 'Paid',
      dataIndex: 'paid',
      align: 'right',
      render: (paid: number) => <span className="num">{formatBaht(paid)} ฿</span>,
      className: 'admin-hide-phone',
    },
    shared.lastLogin,
    {
      title: 'Action',
      key: 'action',
      render: (_: unknown, member) =>
        member.status === 'approved' ? (
          <Space wrap size={4}>
            <Button
              size="small"
              aria-label={`Record a payment of ${member.email}`}
              onClick={() => setDialog({ member, mode: 'payment' })}
            >
              Record payment
            </Button>
            <Button
              size="small"
              danger
              loading={busyId === member._id}
              aria-label={`Suspend ${member.email}`}
              onClick={() => suspend(member)}
            >
              Suspend
            </Button>
          </Space>
        ) : (
          <Button
            size="small"
            type="primary"
            aria-label={`Approve ${member.email}`}
            onClick={() => setDialog({ member, mode: 'approve' })}
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
        <LoadFailed
          title={serverMessage(error) ?? 'Failed to load the members'}
          onRetry={() => void refetch()}
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
          expandable={{
            expandedRowKeys: expanded,
            onExpandedRowsChange: (keys) => setExpanded(keys),
            expandedRowRender: (member) => <MemberHistory member={member} />,
            expandIcon: ({ expanded: open, record, onExpand }) => (
              <Button
                size="small"
                type="text"
                aria-expanded={open}
                aria-label={`${open ? 'Hide' : 'Show'} the history of ${record.email}`}
                onClick={(event) => onExpand(record, event)}
              >
                {open ? '▾' : '▸'}
              </Button>
            ),
          }}
          locale={{
            emptyText: isPending
              ? 'Loading members...'
              : q
                ? `No member matches "${q}".`
                : 'No members yet.',
          }}
        />
      )}
      {dialog ? (
        <PaymentDialog
          member={dialog.member}
          mode={dialog.mode}
          onClose={() => setDialog(null)}
          onDone={(text) => {
            setDialog(null);
            void message.success(text);
          }}
        />
      ) : null}
    </>
  );
}
