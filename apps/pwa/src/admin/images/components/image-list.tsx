import type { ImageItem } from '@lotto/contracts';
import { App } from 'antd';
import { formatDateTime } from '@/lib/format';
import { IMAGE_KINDS, useDeleteImage, useImages, type ImageKind } from '../api/admin-images';
import { failureReason, serverMessage } from '@/admin/session/error-text';
import { ConfirmButton } from '@/admin/shell/confirm-button';
import { LoadFailed } from '@/admin/shell/load-failed';

/** The current items of one collection, newest first, each with a Delete that asks first. */
export function ImageList({ kind }: { kind: ImageKind }) {
  const config = IMAGE_KINDS[kind];
  const { data, error, isPending, refetch } = useImages(kind);
  const remove = useDeleteImage(kind);
  const { message } = App.useApp();

  const onDelete = async (item: ImageItem) => {
    try {
      await remove.mutateAsync(item._id);
      void message.success(`${config.itemLabel} deleted`);
    } catch (e) {
      void message.error(`Could not delete: ${failureReason(e)}`);
    }
  };

  if (isPending) return <p className="state-text">Loading images...</p>;
  if (error) {
    return (
      <LoadFailed
        title={serverMessage(error) ?? 'Failed to load the images'}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.length === 0) return <p className="state-text">No images yet.</p>;
  return (
    <ul className="admin-image-list" aria-label={`Current ${config.itemLabel.toLowerCase()}s`}>
      {data.map((item, index) => {
        const label = `${config.itemLabel} ${index + 1}`;
        const created = Date.parse(item.createdAt);
        return (
          <li key={item._id} className="admin-image-item">
            <a href={item.imageUrl} target="_blank" rel="noopener noreferrer">
              <img
                src={item.imageUrl}
                alt={item.caption ?? label}
                loading="lazy"
                referrerPolicy="no-referrer"
              />
            </a>
            <div className="admin-image-meta">
              <span className="admin-image-url" title={item.imageUrl}>
                {item.imageUrl}
              </span>
              <span className={item.caption ? 'admin-image-caption' : 'admin-muted'}>
                {item.caption
                  ? `Caption: ${item.caption}`
                  : 'No caption: visitors hear a numbered name instead.'}
              </span>
              {Number.isFinite(created) && (
                <span className="admin-muted">Added {formatDateTime(created)}</span>
              )}
              <ConfirmButton
                action="Delete"
                label={`Delete ${label}`}
                question={`Delete ${label}?`}
                description="It disappears from the site at once."
                onConfirm={() => void onDelete(item)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
