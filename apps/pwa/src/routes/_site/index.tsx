import { createFileRoute } from '@tanstack/react-router';
import { tipsQueryOptions } from '@/features/tips/api/get-tips';
import { noop } from '@/lib/noop';
import { TipsGallery } from '@/features/tips/components/tips-gallery';

export const Route = createFileRoute('/_site/')({
  loader: ({ context }) => {
    context.queryClient.query(tipsQueryOptions()).catch(noop);
  },
  component: HomePage,
});

function HomePage() {
  return (
    <section className="section" aria-labelledby="home-tips">
      <h2 id="home-tips">Tips</h2>
      <TipsGallery limit={8} />
    </section>
  );
}
