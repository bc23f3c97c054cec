import { createFileRoute } from '@tanstack/react-router';
import { imagesQueryOptions } from '@/features/images/admin/api/admin-images';
import { ImageManager } from '@/features/images/admin/components/image-manager';
import { noop } from '@/lib/noop';

export const Route = createFileRoute('/admin/addSuccess')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    context.queryClient.query(imagesQueryOptions('successImages')).catch(noop);
  },
  component: AddSuccessPage,
});

function AddSuccessPage() {
  return <ImageManager kind="successImages" />;
}
