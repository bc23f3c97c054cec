import { createFileRoute } from '@tanstack/react-router';
import { Typography } from 'antd';
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
      <Typography.Title level={2} className="page-title">
        VIP Tips
      </Typography.Title>
      <VipTipsGallery uid={user.uid} />
    </>
  );
}
