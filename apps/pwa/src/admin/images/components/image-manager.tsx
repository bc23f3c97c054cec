import { IMAGE_KINDS, type ImageKind } from '../api/admin-images';
import { AdminPage } from '@/admin/shell/admin-page';
import { ImageForm } from './image-form';
import { ImageList } from './image-list';

/** Add Tips / VIP Tips / Add Success: the form with its preview, then the current items. */
export function ImageManager({ kind }: { kind: ImageKind }) {
  const config = IMAGE_KINDS[kind];
  return (
    <AdminPage title={config.title} intro={`Images saved here are shown on ${config.shownOn}.`}>
      <ImageForm kind={kind} />
      <h2 className="admin-subtitle">Current images</h2>
      <ImageList kind={kind} />
    </AdminPage>
  );
}
