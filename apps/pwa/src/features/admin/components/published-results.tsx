import type { Result } from '@lotto/contracts';
import { Alert, App, Button, Popconfirm, Table, type TableColumnsType } from 'antd';
import { formatDrawDate } from '@/lib/format';
import { useDeleteResult, usePublishedResults } from '../api/results';
import { failureReason, serverMessage } from '../lib/error-text';

/** The published draws below the Add Result form, each with a Delete that asks first. */
export function PublishedResults() {
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
    { title: 'Draw date', dataIndex: 'date', render: (date: string) => formatDrawDate(date) },
    {
      title: 'Prize 1',
      dataIndex: 'prize1',
      render: (n: string) => <span className="num">{n}</span>,
    },
    {
      title: 'Front 3',
      dataIndex: 'front3',
      render: (list: string[]) => <span className="num">{list.join(' ') || '—'}</span>,
      responsive: ['sm'],
    },
    {
      title: 'Last 3',
      dataIndex: 'last3',
      render: (list: string[]) => <span className="num">{list.join(' ')}</span>,
      responsive: ['sm'],
    },
    {
      title: 'Last 2',
      dataIndex: 'last2',
      render: (n: string) => <span className="num">{n}</span>,
    },
    {
      title: 'Action',
      key: 'action',
      render: (_: unknown, result) => (
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
