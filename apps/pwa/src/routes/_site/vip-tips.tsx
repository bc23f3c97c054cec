import { createFileRoute } from '@tanstack/react-router';
import { vipTipsQueryOptions } from '@/features/vip-tips/api/get-vip-tips';
import { VipTipsGallery } from '@/features/vip-tips/components/vip-tips-gallery';
import { requireMember } from '@/lib/auth/guard';
import { noop } from '@/lib/noop';

export const Route = createFileRoute('/_site/vip-tips')({
  beforeLoad: requireMember,
  loader: ({ context }) => {
    context.queryClient.query(vipTipsQueryOptions(context.user.uid)).catch(noop);
  },
  component: VipTipsPage,
});

function VipTipsPage() {
  const { user } = Route.useRouteContext();
  return (
    <>
      <h2 className="page-title">VIP Tips</h2>
      <VipTipsGallery uid={user.uid} />
    </>
  );
}
