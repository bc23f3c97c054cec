import type { Result } from '@lotto/contracts';
import { Alert, App, Button, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { formatDrawDate } from '@/lib/format';
import { useDeleteResult, usePublishedResults } from '../api/admin-results';
import { failureReason, serverMessage } from '@/admin/session/error-text';
import { ConfirmButton } from '@/admin/shell/confirm-button';
import { LoadFailed } from '@/admin/shell/load-failed';

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
  const [query, setQuery] = useState('');
  // The whole history is published (875 draws since 1990): find a draw by its date as shown or as
  // YYYY-MM-DD, or by a year or month ('2024', '11/2024').
  const shown = useMemo(() => {
    const q = query.trim();
    const results = data?.results ?? [];
    if (q === '') return results;
    return results.filter((r) => r.date.includes(q) || formatDrawDate(r.date).includes(q));
  }, [data, query]);
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
          <ConfirmButton
            action="Delete"
            label={`Delete result of ${formatDrawDate(result.date)}`}
            question="Delete this result?"
            description={`The draw of ${formatDrawDate(result.date)} will be removed from the site.`}
            onConfirm={() => void onDelete(result)}
          />
        </Space>
      ),
    },
  ];

  if (error) {
    return (
      <LoadFailed
        title={serverMessage(error) ?? 'Failed to load the published results'}
        onRetry={() => void refetch()}
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
      <Input.Search
        className="admin-find-draw"
        allowClear
        aria-label="Find a draw by date"
        placeholder="Find a draw: 16/11/2024, 2024-11-16, 2024…"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      <Table<Result>
        aria-label="Published results"
        rowKey="_id"
        scroll={{ x: 'max-content' }}
        size="small"
        loading={isPending}
        columns={columns}
        dataSource={shown}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{
          emptyText: isPending
            ? 'Loading results...'
            : query.trim() !== ''
              ? `No published draw matches “${query.trim()}”.`
              : 'No results published yet.',
        }}
      />
    </>
  );
}
