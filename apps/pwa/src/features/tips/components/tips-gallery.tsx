import { ImageGrid, ImageGridSkeleton } from '@/components/ui/image-grid';
import { useTips } from '../api/get-tips';

/** Tips as a 1–4 column grid. A failed fetch is only logged and ends in the empty state (spec §4). */
export function TipsGallery({ limit }: { limit?: number }) {
  const { data, isPending } = useTips();
  if (isPending) return <ImageGridSkeleton count={limit ?? 4} text="Loading tips..." />;
  const items = limit === undefined ? (data ?? []) : (data ?? []).slice(0, limit);
  if (items.length === 0) return <p className="state-text">No tips found</p>;
  return <ImageGrid items={items} columns={4} itemLabel="Tip" label="Tips" />;
}
