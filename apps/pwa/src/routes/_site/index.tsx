import { HOME_TIPS, HomeLayout, HomeTipsSection, ToolPlaceholders } from '@lotto/site/home';
import { HomePieces } from '@/links/home-pieces';
import { whileTakingOver } from '@/lib/takeover';
import { createFileRoute } from '@tanstack/react-router';
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
import { usePageTitle } from '@/lib/page-title';

// The tools use antd; Home's first screen does not. They load as the visitor nears them.
const HomeTools = lazy(() => import('@/features/number-tools/components/home-tools'));

export const Route = createFileRoute('/_site/')({
  staticData: {
    antd: false,
    offline: {
      label: 'Home',
      detail: 'the number tools, the next draw, and the last result and tips saved on this device',
      needs: [],
    },
  },
  loader: ({ context, preload }) => {
    const { queryClient } = context;
    const latest = queryClient.query(latestResultQueryOptions());
    latest.catch(noop);
    queryClient.query(tipsQueryOptions()).catch(noop);
    queryClient.query(successImagesQueryOptions()).catch(noop);
    // The server's Home is on screen: the first render shows its last result, not the skeleton.
    return whileTakingOver(preload, () => latest);
  },
  component: HomePage,
});

function HomePage() {
  // The title the server writes too (`homePageTitle`: the site's heading, not a bare 'Home').
  usePageTitle(t('home.heading'));
  return (
    <HomePieces>
      <HomeLayout
        lastResult={<LastResultCard />}
        clock={<LocalClock />}
        nextDraw={<NextDrawCard />}
      >
        <HomeTipsSection>
          <TipsGallery limit={HOME_TIPS} />
        </HomeTipsSection>
        <section className="section">
          <SuccessImagesCarousel />
        </section>
        <WhenNeeded placeholder={<ToolPlaceholders />}>
          <HomeTools />
        </WhenNeeded>
      </HomeLayout>
    </HomePieces>
  );
}
