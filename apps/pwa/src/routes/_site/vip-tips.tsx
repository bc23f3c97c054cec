import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { membershipQueryOptions } from '@/features/membership/api/get-membership';
import { MembershipGate } from '@/features/membership/components/membership-gate';
import { vipTipsQueryOptions } from '@/features/vip-tips/api/get-vip-tips';
import { VipTipsGallery } from '@/features/vip-tips/components/vip-tips-gallery';
import { isApiError } from '@/lib/api-client';
import { requireMember } from '@/lib/auth/guard';
import { noop } from '@/lib/noop';
import { PAGE_NAMES, usePageTitle } from '@/lib/page-title';
import { t } from '@/i18n';

export const Route = createFileRoute('/_site/vip-tips')({
  beforeLoad: requireMember,
  loader: ({ context }) => {
    const { queryClient, user } = context;
    // VIP tips are fetched for an approved member only.
    queryClient
      .query(membershipQueryOptions(user.uid))
      .then((membership) =>
        membership.status === 'approved'
          ? queryClient.query(vipTipsQueryOptions(user.uid))
          : undefined,
      )
      .catch(noop);
  },
  component: VipTipsPage,
});

function VipTipsPage() {
  const { user } = Route.useRouteContext();
  const queryClient = useQueryClient();
  usePageTitle(t(PAGE_NAMES.vipTips));
  // Watches the VIP list without fetching it: a 403 means the member was suspended meanwhile.
  const { error } = useQuery({ ...vipTipsQueryOptions(user.uid), enabled: false });
  const forbidden = isApiError(error) && error.status === 403;
  useEffect(() => {
    if (forbidden) {
      void queryClient.invalidateQueries({ queryKey: membershipQueryOptions(user.uid).queryKey });
    }
  }, [forbidden, queryClient, user.uid]);
  return (
    <>
      <h1 className="page-title">{t(PAGE_NAMES.vipTips)}</h1>
      <MembershipGate uid={user.uid}>
        <VipTipsGallery uid={user.uid} />
      </MembershipGate>
    </>
  );
}
