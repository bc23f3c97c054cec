/* @jsxRuntime automatic */
// Named here too: tsx run from another package (the bench) applies that package's tsconfig.
import type { DrawDetail } from '@lotto/contracts';
import { type Locale, pageHref, SERVER_PAGES, shareCardPath } from '@lotto/site';
import { DrawAwaited, DrawNotFound, DrawView } from '@lotto/site/draw-view';
import { isLive, LiveLine } from '@lotto/site/live-line';
import { PageLink } from '@lotto/site/page-links';
import { useWords } from '@lotto/site/words-context';
import type { PageText } from '../../shared/page-text.js';
import { renderPieces } from './site-pieces.js';

/*
 * A draw's page as the server sends it: the app's own draw view (`@lotto/site/draw-view`),
 * rendered to HTML, then links to the draws before and after (the server's: a crawler walks the
 * whole history). Pure: the draw, the words, today.
 */

/** What a draw page links to besides the draw: its neighbours and the page's own language. */
export interface DrawPageLinks {
  /** The language named in the URL (links keep it), or undefined (the x-default page). */
  urlLang: Locale | undefined;
  previous: string | undefined;
  next: string | undefined;
}

/** Links to the draws before and after, and to every draw. */
function DrawNav({ previous, next }: { previous: string | undefined; next: string | undefined }) {
  const words = useWords();
  return (
    <nav className="draw-nav" aria-label={words.t('serverPages.otherDraws')}>
      <ul className="draw-nav-links">
        {previous !== undefined && (
          <li>
            <PageLink to={`${SERVER_PAGES.drawPrefix}${previous}`} rel="prev">
              {words.t('serverPages.previousDraw', { date: words.drawDate(previous) })}
            </PageLink>
          </li>
        )}
        {next !== undefined && (
          <li>
            <PageLink to={`${SERVER_PAGES.drawPrefix}${next}`} rel="next">
              {words.t('serverPages.nextDraw', { date: words.drawDate(next) })}
            </PageLink>
          </li>
        )}
        <li>
          <PageLink to={SERVER_PAGES.results}>{words.t('serverPages.allResults')}</PageLink>
        </li>
      </ul>
    </nav>
  );
}

/** The draw page's content (what goes into `<main>`). */
export function drawMainHtml(
  text: PageText,
  draw: DrawDetail,
  today: string,
  links: DrawPageLinks,
): string {
  return renderPieces(
    text,
    links.urlLang,
    <div className="results-container draw-container">
      {/* Provisional: live, as the app's page says (it adds when it last asked). */}
      {isLive(draw) && <LiveLine />}
      <DrawView
        draw={draw}
        today={today}
        // The app's Share button makes this picture; without scripts the link opens it.
        share={
          <a className="btn" href={pageHref(shareCardPath(draw.date), text.lang)}>
            {text.t('results.share')}
          </a>
        }
      />
      <DrawNav previous={links.previous} next={links.next} />
    </div>,
  );
}

/** The page of a date without a draw (or not a date): the app's "not found" state. */
export function drawNotFoundHtml(
  text: PageText,
  date: string,
  validDate: boolean,
  urlLang: Locale | undefined,
): string {
  return renderPieces(
    text,
    urlLang,
    <div className="results-container draw-container">
      <DrawNotFound date={date} validDate={validDate} />
    </div>,
  );
}

/**
 * The live draw's page before its first numbers (draw day, `liveDrawAt`): the app's "under way"
 * state, with the live line the app's status starts from (it adds when it last asked, and the
 * notification button).
 */
export function drawAwaitedHtml(text: PageText, date: string, urlLang: Locale | undefined): string {
  return renderPieces(
    text,
    urlLang,
    <div className="results-container draw-container">
      <DrawAwaited date={date} status={<LiveLine />} />
    </div>,
  );
}
