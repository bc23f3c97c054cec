import { createFileRoute } from '@tanstack/react-router';
import { imagesQueryOptions } from '@/admin/images/api/admin-images';
import { ImageManager } from '@/admin/images/components/image-manager';
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
