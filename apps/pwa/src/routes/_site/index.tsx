import { Panel } from '@/components/ui/panel';
import { createFileRoute, Link } from '@tanstack/react-router';
import { LocalClock } from '@/features/clock/components/local-clock';
import { GameGenerator } from '@/features/number-tools/components/game-generator';
import { TotalSearch } from '@/features/number-tools/components/total-search';
import { latestResultQueryOptions } from '@/features/results/api/get-results';
import { LastResultCard } from '@/features/results/components/last-result-card';
import { successQueryOptions } from '@/features/success/api/get-success';
import { SuccessCarousel } from '@/features/success/components/success-carousel';
import { tipsQueryOptions } from '@/features/tips/api/get-tips';
import { TipsGallery } from '@/features/tips/components/tips-gallery';
import { noop } from '@/lib/noop';

export const HOME_TIPS = 8;

export const Route = createFileRoute('/_site/')({
  loader: ({ context }) => {
    const { queryClient } = context;
    queryClient.query(latestResultQueryOptions()).catch(noop);
    queryClient.query(tipsQueryOptions()).catch(noop);
    queryClient.query(successQueryOptions()).catch(noop);
  },
  component: HomePage,
});

function HomePage() {
  return (
    <div className="home">
      <div className="home-grid two section">
        <LastResultCard />
        <LocalClock />
      </div>
      <section className="section">
        <Panel
          title="Tips"
          extra={
            <Link to="/tips" className="card-link">
              All tips
            </Link>
          }
        >
          <TipsGallery limit={HOME_TIPS} />
        </Panel>
      </section>
      <section className="section">
        <SuccessCarousel />
      </section>
      <section className="section">
        <TotalSearch />
      </section>
      <section className="section">
        <GameGenerator />
      </section>
    </div>
  );
}
