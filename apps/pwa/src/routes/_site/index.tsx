import { Panel } from '@/components/ui/panel';
import { createFileRoute, Link } from '@tanstack/react-router';
import { LocalClock } from '@/features/clock/components/local-clock';
import { NextDrawCard } from '@/features/draw-calendar/components/next-draw-card';
import { lazy } from 'react';
import { WhenNeeded } from '@/components/ui/when-needed';
import { latestResultQueryOptions } from '@/draws/get-results';
import { LastResultCard } from '@/features/results/components/last-result-card';
import { successImagesQueryOptions } from '@/features/success-images/api/get-success-images';
import { SuccessImagesCarousel } from '@/features/success-images/components/success-images-carousel';
import { tipsQueryOptions } from '@/features/tips/api/get-tips';
import { TipsGallery } from '@/features/tips/components/tips-gallery';
import { noop } from '@/lib/noop';
import { t } from '@/i18n';
import { PAGE_NAMES, usePageTitle } from '@/lib/page-title';

export const HOME_TIPS = 8;

// The tools use antd; Home's first screen does not. They load as the visitor nears them.
const HomeTools = lazy(() => import('@/features/number-tools/components/home-tools'));

function ToolsPlaceholder() {
  return (
    <>
      <section className="section">
        <Panel title={t('home.totalPaperSearch')}>
          <p className="state-text tool-placeholder">{t('home.loadingTool')}</p>
        </Panel>
      </section>
      <section className="section">
        <Panel title={t('home.gameGenerator')}>
          <p className="state-text tool-placeholder">{t('home.loadingTool')}</p>
        </Panel>
      </section>
    </>
  );
}

export const Route = createFileRoute('/_site/')({
  staticData: {
    antd: false,
    offline: {
      label: 'Home',
      detail: 'the number tools, the next draw, and the last result and tips saved on this device',
      needs: [],
    },
  },
  loader: ({ context }) => {
    const { queryClient } = context;
    queryClient.query(latestResultQueryOptions()).catch(noop);
    queryClient.query(tipsQueryOptions()).catch(noop);
    queryClient.query(successImagesQueryOptions()).catch(noop);
  },
  component: HomePage,
});

function HomePage() {
  usePageTitle(t(PAGE_NAMES.home));
  return (
    <div className="home">
      {/* Home shows no title of its own: its h1 is for screen readers and the page outline. */}
      <h1 className="sr-only">{t('home.heading')}</h1>
      <div className="home-grid two section">
        <LastResultCard />
        {/* The next draw sits with the visitor's clock: both speak of their own time. */}
        <div className="home-side">
          <LocalClock />
          <NextDrawCard />
        </div>
      </div>
      <section className="section">
        <Panel
          title={t('home.tips')}
          extra={
            <Link to="/tips" className="card-link">
              {t('home.allTips')}
            </Link>
          }
        >
          <TipsGallery limit={HOME_TIPS} />
        </Panel>
      </section>
      <section className="section">
        <SuccessImagesCarousel />
      </section>
      <WhenNeeded placeholder={<ToolsPlaceholder />}>
        <HomeTools />
      </WhenNeeded>
    </div>
  );
}
