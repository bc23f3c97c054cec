import { createFileRoute } from '@tanstack/react-router';
import { imagesQueryOptions } from '@/features/admin/api/images';
import { ImageManager } from '@/features/admin/components/image-manager';
import { noop } from '@/lib/noop';

export const Route = createFileRoute('/admin/addSuccess')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    context.queryClient.query(imagesQueryOptions('success')).catch(noop);
  },
  component: AddSuccessPage,
});

function AddSuccessPage() {
  return <ImageManager kind="success" />;
}
