import type { Result } from '@lotto/contracts';
import { Alert, App, Button, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { formatDrawDate } from '@/lib/format';
import { useDeleteResult, usePublishedResults } from '../api/results';
import { failureReason, serverMessage } from '../lib/error-text';

/**
 * The published draws below the result forms: each with Edit (opens it in 'Full results') and a
 * Delete that asks first.
 */
export function PublishedResults({
  onEdit,
  editing,
}: {
  /** Opens the draw of `date` for editing; without it there is no Edit button. */
  onEdit?: (date: string) => void;
  /** The period date of the draw being edited, marked in the list. */
  editing?: string | undefined;
} = {}) {
  const { data, error, isPending, refetch } = usePublishedResults();
  const remove = useDeleteResult();
  const { message } = App.useApp();

  const onDelete = async (result: Result) => {
    try {
      await remove.mutateAsync(result._id);
      void message.success(`Result of ${formatDrawDate(result.date)} deleted`);
    } catch (e) {
      void message.error(`Could not delete the result: ${failureReason(e)}`);
    }
  };

  const columns: TableColumnsType<Result> = [
    {
      title: 'Draw date',
      dataIndex: 'date',
      render: (date: string, result) => (
        <>
          {formatDrawDate(date)}
          {result.status === 'provisional' && (
            <Tag className="admin-row-tag" color="gold">
              Provisional
            </Tag>
          )}
        </>
      ),
    },
    {
      title: 'Prize 1',
      dataIndex: 'prize1',
      render: (n: string | undefined) => <span className="num">{n ?? '—'}</span>,
    },
    {
      title: 'Front 3',
      dataIndex: 'front3',
      render: (list: string[] | undefined) => (
        <span className="num">{list && list.length > 0 ? list.join(' ') : '—'}</span>
      ),
      responsive: ['sm'],
    },
    {
      title: 'Last 3',
      dataIndex: 'last3',
      render: (list: string[] | undefined) => (
        <span className="num">{list && list.length > 0 ? list.join(' ') : '—'}</span>
      ),
      responsive: ['sm'],
    },
    {
      title: 'Last 2',
      dataIndex: 'last2',
      render: (n: string | undefined) => <span className="num">{n ?? '—'}</span>,
    },
    {
      title: 'Action',
      key: 'action',
      render: (_: unknown, result) => (
        <Space size={6} wrap>
          {onEdit && (
            <Button
              size="small"
              type={editing === result.date ? 'primary' : 'default'}
              aria-label={`Edit result of ${formatDrawDate(result.date)}`}
              onClick={() => onEdit(result.date)}
            >
              Edit
            </Button>
          )}
          <Popconfirm
            title="Delete this result?"
            description={`The draw of ${formatDrawDate(result.date)} will be removed from the site.`}
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => void onDelete(result)}
          >
            <Button
              danger
              size="small"
              aria-label={`Delete result of ${formatDrawDate(result.date)}`}
            >
              Delete
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={serverMessage(error) ?? 'Failed to load the published results'}
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    );
  }
  return (
    <>
      {data && data.unreadable > 0 && (
        <Alert
          className="admin-alert"
          type="warning"
          showIcon
          title={`${data.unreadable} stored result(s) could not be read and are not listed.`}
        />
      )}
      <Table<Result>
        aria-label="Published results"
        rowKey="_id"
        scroll={{ x: 'max-content' }}
        size="small"
        loading={isPending}
        columns={columns}
        dataSource={data?.results ?? []}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{ emptyText: isPending ? 'Loading results...' : 'No results published yet.' }}
      />
    </>
  );
}
