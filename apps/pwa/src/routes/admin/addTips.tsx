import { createFileRoute } from '@tanstack/react-router';
import { imagesQueryOptions } from '@/admin/images/api/admin-images';
import { ImageManager } from '@/admin/images/components/image-manager';
import { noop } from '@/lib/noop';

export const Route = createFileRoute('/admin/addTips')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    context.queryClient.query(imagesQueryOptions('tips')).catch(noop);
  },
  component: AddTipsPage,
});

function AddTipsPage() {
  return <ImageManager kind="tips" />;
}
