import { createFileRoute } from '@tanstack/react-router';
import { tipsQueryOptions } from '@/features/tips/api/get-tips';
import { noop } from '@/lib/noop';
import { PAGE_NAMES, usePageTitle } from '@/lib/page-title';
import { TipsGallery } from '@/features/tips/components/tips-gallery';
import { t } from '@/i18n';

export const Route = createFileRoute('/_site/tips')({
  staticData: {
    offline: {
      label: 'Tips',
      detail: 'the tips saved on this device',
      needs: [tipsQueryOptions().queryKey],
    },
  },
  // Prefetch, not ensure: the page shows its own loading text and must open offline at once.
  loader: ({ context }) => {
    context.queryClient.query(tipsQueryOptions()).catch(noop);
  },
  component: TipsPage,
});

function TipsPage() {
  usePageTitle(t(PAGE_NAMES.tips));
  return (
    <>
      <h1 className="page-title">{t(PAGE_NAMES.tips)}</h1>
      <TipsGallery />
    </>
  );
}
