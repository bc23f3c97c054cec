import { createFileRoute } from '@tanstack/react-router';
import { imagesQueryOptions } from '@/features/images/admin/api/admin-images';
import { ImageManager } from '@/features/images/admin/components/image-manager';
import { noop } from '@/lib/noop';

export const Route = createFileRoute('/admin/vipTips')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    context.queryClient.query(imagesQueryOptions('vipTips')).catch(noop);
  },
  component: VipTipsPage,
});

function VipTipsPage() {
  return <ImageManager kind="vipTips" />;
}
