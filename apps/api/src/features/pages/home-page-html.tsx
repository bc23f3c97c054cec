/* @jsxRuntime automatic */
// Named here too: tsx run from another package (the bench) applies that package's tsconfig.
import type { Result } from '@lotto/contracts';
import type { ScheduledDraw } from '@lotto/number-tools';
import { APP_WHEN_SEEN_ATTRIBUTE, type Locale } from '@lotto/site';
import {
  ClockPanel,
  CountryPending,
  HOME_TIPS,
  HomeLayout,
  HomeTipsSection,
  ImageGridSkeleton,
  LastResultActions,
  LastResultLoaded,
  LastResultPanel,
  NextDrawPanel,
  SuccessPanel,
  ToolPlaceholders,
} from '@lotto/site/home';
import { isLive, LiveLine } from '@lotto/site/live-line';
import type { PageText } from '../../shared/page-text.js';
import { APP_ONLY_PROPS } from './html.js';
import { renderPieces } from './site-pieces.js';

/**
 * On a part of Home only the app fills (the tips, the success strip, the tools, 'Add to
 * calendar'): `data-app-only` (inert until the app is up, hidden with scripts off: html.ts) and
 * `data-app-when-seen` — a first visit's app starts when the visitor scrolls it into view (the
 * app's src/lib/start-on-demand.ts), so what a phone shows first costs it no script.
 */
const APP_WHEN_SEEN = { ...APP_ONLY_PROPS, [APP_WHEN_SEEN_ATTRIBUTE]: '' } as const;

/** What Home's first screen is rendered from. */
export interface HomeInput {
  /** The newest draw not after today, or none yet. */
  latest: Result | null;
  /** The next draw (or the one under way), with the announced changes applied. */
  next: ScheduledDraw;
  underWay: boolean;
  /** The moment of the render (the countdown's start; index.html's script ticks it on). */
  now: Date;
  /** The date of the draw under way (`liveDrawAt`), if one is. */
  liveDate: string | null;
}

/**
 * Home as the app's first render has it (`@lotto/site/home`, the same components): the last result,
 * the clock (filled and ticked by index.html's script: the server knows neither the visitor's time
 * nor zone), the next draw with its countdown's start, and the places of what the app fills.
 */
export function homeMainHtml(
  text: PageText,
  { latest, next, underWay, now, liveDate }: HomeInput,
  urlLang: Locale | undefined,
): string {
  return renderPieces(
    text,
    urlLang,
    <HomeLayout
      lastResult={
        <LastResultPanel>
          {/* Draw day: live, as the app's card says (it adds when it last asked). */}
          {isLive(latest, liveDate) && <LiveLine />}
          {latest === null ? (
            <>
              <p className="state-text">{text.t('results.noneYet')}</p>
              <LastResultActions />
            </>
          ) : (
            <LastResultLoaded result={latest} />
          )}
        </LastResultPanel>
      }
      clock={<ClockPanel country={<CountryPending />} />}
      nextDraw={
        <NextDrawPanel
          draw={next}
          underWay={underWay}
          now={now}
          schedule="announced"
          actions={
            <span className="btn next-draw-ics" {...APP_WHEN_SEEN}>
              {text.t('home.addToCalendar')}
            </span>
          }
        />
      }
    >
      <div {...APP_WHEN_SEEN}>
        <HomeTipsSection>
          <ImageGridSkeleton count={HOME_TIPS} text={text.t('home.loadingTips')} />
        </HomeTipsSection>
        <section className="section">
          <SuccessPanel>
            <p className="state-text">{text.t('home.loadingSuccessTips')}</p>
          </SuccessPanel>
        </section>
        <ToolPlaceholders />
      </div>
    </HomeLayout>,
  );
}
