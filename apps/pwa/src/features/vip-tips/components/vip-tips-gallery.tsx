import { useEffect } from 'react';
import { ImageGrid } from '@/components/ui/image-grid';
import { rememberMemberImages } from '@/lib/auth/member-data';
import { useVipTips } from '../api/get-vip-tips';

/** VIP tips as a 1–3 column grid. A failed fetch is only logged and ends in the empty state (spec §4). */
export function VipTipsGallery({ uid }: { uid: string }) {
  const { data, isPending } = useVipTips(uid);
  // So sign-out can evict these images from the service worker's cache, even after a restart.
  useEffect(() => {
    if (data) rememberMemberImages(data.map((item) => item.imageUrl));
  }, [data]);
  if (isPending) return <p className="state-text">Loading VIP Tips...</p>;
  if (!data || data.length === 0) return <p className="state-text">No VIP Tips available.</p>;
  return <ImageGrid items={data} columns={3} itemLabel="VIP tip" label="VIP Tips" />;
}
