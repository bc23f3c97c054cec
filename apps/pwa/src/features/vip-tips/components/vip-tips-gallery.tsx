import { useEffect } from 'react';
import { WorksOffline } from '@/components/layout/route-error';
import { ImageGrid } from '@/components/ui/image-grid';
import { QueryState } from '@/components/ui/query-state/query-state';
import { t } from '@/i18n';
import { rememberMemberImages } from '@/lib/auth/member-data';
import { useVipTips, vipTipsQueryOptions } from '../api/get-vip-tips';

/**
 * VIP tips as a 1–3 column grid: 'Loading VIP Tips...' and 'No VIP Tips available.' as the spec
 * words them; a failed fetch says what went wrong with a Retry (issue 17).
 */
export function VipTipsGallery({ uid }: { uid: string }) {
  const query = useVipTips(uid);
  const { data } = query;
  // So sign-out can evict these images from the service worker's cache, even after a restart.
  useEffect(() => {
    if (data) rememberMemberImages(data.map((item) => item.imageUrl));
  }, [data]);
  return (
    <QueryState
      query={query}
      what={t('members.vipTipsWhat')}
      worksOffline={<WorksOffline current="/vip-tips" />}
      queryKey={vipTipsQueryOptions(uid).queryKey}
      loading={<p className="state-text">{t('members.loadingVipTips')}</p>}
      empty={<p className="state-text">{t('members.noVipTips')}</p>}
    >
      {(items) => (
        <ImageGrid
          items={items}
          columns={3}
          itemLabel={t('members.vipTip')}
          label={t('members.vipTipsLabel')}
        />
      )}
    </QueryState>
  );
}
