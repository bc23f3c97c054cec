import { WorksOffline } from '@/components/layout/route-error';
import { ImageGrid } from '@/components/ui/image-grid';
import { ImageGridSkeleton } from '@lotto/site/home';
import { QueryState } from '@/components/ui/query-state/query-state';
import { t } from '@/i18n';
import { tipsQueryOptions, useTips } from '../api/get-tips';

/**
 * Tips as a 1–4 column grid: 'Loading tips...' and 'No tips found' as the spec words them; a failed
 * fetch says what went wrong with a Retry, never the empty text (issue 17).
 */
export function TipsGallery({ limit }: { limit?: number }) {
  const query = useTips();
  return (
    <QueryState
      query={query}
      what={t('home.whatTips')}
      queryKey={tipsQueryOptions().queryKey}
      scope={limit === undefined ? 'page' : 'card'}
      worksOffline={<WorksOffline current="/tips" />}
      loading={<ImageGridSkeleton count={limit ?? 4} text={t('home.loadingTips')} />}
      empty={<p className="state-text">{t('home.noTips')}</p>}
    >
      {(data) => (
        <ImageGrid
          items={limit === undefined ? data : data.slice(0, limit)}
          columns={4}
          itemLabel={t('home.tipItem')}
          label={t('home.tips')}
        />
      )}
    </QueryState>
  );
}
