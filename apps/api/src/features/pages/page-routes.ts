import {
  API,
  type CacheKeyInput,
  type CacheRule,
  type Draw,
  type UpcomingDraws,
  type DrawDetail,
  DrawDateSchema,
  newestNotAfter,
  type Result,
  withinDrawMove,
} from '@lotto/contracts';
import { drawScheduleAt, liveDrawAt, namesLiveDraw, type ScheduledDraw } from '@lotto/number-tools';
import {
  CHECK_FORM,
  DEFAULT_LOCALE,
  langOfSearch,
  type Locale,
  localeOfCookie,
  matchLocale,
  type PageAnswer,
  RESULTS_YEAR_PARAM,
  SERVER_PAGES,
} from '@lotto/site';
import { SHARED_PHOTO, SHARED_PHOTO_UNSENT_HREF, sharedPhotoState } from '@lotto/site/shared-photo';
import { yearText } from '@lotto/site/titles';
import type { Context } from 'koa';
import * as v from 'valibot';
import { NotFoundError } from '../../shared/errors.js';
import type { PublicAnswers } from '../../shared/http/cached-get.js';
import { publicAnswer } from '../../shared/http/json-cache.js';
import type { AppRouter } from '../../shared/http/router.js';
import { readCheckRequest } from './check-request.js';
import type { PageCache, PageSource, RenderedPage } from './page-cache.js';
import { fillTemplate, type PageTemplate } from './page-template.js';
import { pageText } from '../../shared/page-text.js';
import {
  checkPageView,
  drawPageView,
  homePageView,
  neighboursOf,
  offeredDraws,
  type PageContext,
  type PageView,
  resultsPageView,
} from './page-views.js';
import { robotsTxt, type SitemapDraw, sitemapXml } from './sitemap.js';

/*
 * The server-rendered pages (issue 27; docs/architecture.md says why the API renders them): every
 * draw's page, /result, /check, /sitemap.xml and /robots.txt, rendered from the same draws the
 * results routes answer, into the app's own index.html. Each page is rendered and compressed once
 * per version of the draws, language and Bangkok day (page-cache.ts).
 */

/**
 * Pages are revalidated on every load (a 304 while the draws are unchanged, the ETag a hash of the
 * bytes), as the JSON answers are: kept a minute, a page reopened seconds after the admin corrected
 * its draw showed the old number for that minute (admin-results.spec, issue 36).
 */
export const PAGE_CACHE_CONTROL = 'public, no-cache';
export const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * The draws the pages show, as the results service tells them (app.ts passes it): the pages read
 * the same answers the results routes send.
 */
export interface PageDraws {
  /** The light list, newest first (`{}`: every draw). */
  list(query: Record<string, never>): Promise<Result[]>;
  /** `GET /results/latest`'s answer; throws NotFoundError without a draw. */
  latest(): Promise<Result>;
  /** `GET /results/:date`'s answer; throws NotFoundError without such a draw. */
  detail(date: string): Promise<DrawDetail>;
  /** The draws still claimable today, newest first. */
  claimable(): Promise<Draw[]>;
  /** Every stored draw with its history (the sitemap's last changes). */
  all(): Promise<
    readonly {
      date: string;
      drawDate: string;
      correctedAt?: string | undefined;
      changes: readonly { at: string; kind: string }[];
    }[]
  >;
}

export interface PageRouteDeps {
  results: PageDraws;
  answers: PublicAnswers;
  pages: PageCache;
  /** The app's index.html, cut where pages fill it (re-read when the file changes). */
  template: () => PageTemplate;
  /** The site's origin, for canonical, alternate, Open Graph and sitemap URLs. */
  siteUrl: string;
  /**
   * The draw whose numbers may be coming in now (draw day: `liveDrawAt` with the announced moves),
   * else null: its page has no numbers yet but is awaited, not missing.
   */
  liveDraw: () => Promise<ScheduledDraw | null>;
  /** `GET /draws/upcoming`'s answer (Home's next draw applies its announced changes). */
  upcoming: () => Promise<UpcomingDraws>;
  /** The current instant (Home's countdown starts from it). */
  now: () => Date;
}

/**
 * The language a request's page is in, by the site's one rule (the app's too, src/i18n/locales.ts):
 * the visitor's saved choice (`LOCALE_COOKIE`), else `?lang=` when it names one, else
 * Accept-Language's best. `langFromUrl`: the page is the URL's language version (its canonical URL
 * names it).
 */
export function pageLanguage(
  search: string,
  acceptLanguage: string | undefined,
  cookies?: string,
): { lang: Locale; langFromUrl: boolean } {
  const fromUrl = langOfSearch(search);
  const saved = localeOfCookie(cookies);
  if (saved !== undefined) return { lang: saved, langFromUrl: fromUrl === saved };
  if (fromUrl !== undefined) return { lang: fromUrl, langFromUrl: true };
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const lang = matchLocale(tag);
    if (lang !== undefined) return { lang, langFromUrl: false };
  }
  return { lang: DEFAULT_LOCALE, langFromUrl: false };
}

/** Sends a rendered page: 304 when If-None-Match names it, else the best accepted coding. */
function sendPage(ctx: Context, page: RenderedPage, varyLanguage: boolean): void {
  const { notModified, representation } = publicAnswer(page.bytes, ctx.req.headers);
  // The API's own Content-Security-Policy is for JSON; a page runs the app's scripts and styles.
  ctx.remove('Content-Security-Policy');
  ctx.status = page.status;
  ctx.set({
    ETag: representation.etag,
    'Cache-Control': PAGE_CACHE_CONTROL,
    'Content-Type': page.contentType,
    // The saved language's cookie decides the language before the URL and the header.
    Vary: varyLanguage ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding, Cookie',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
  if (notModified && page.status === 200) {
    ctx.status = 304;
    return;
  }
  if (representation.coding !== 'identity') ctx.set('Content-Encoding', representation.coding);
  ctx.body = representation.body;
}

/** Registers the page routes. */
export function registerPageRoutes(router: AppRouter, deps: PageRouteDeps): void {
  const { results, answers, pages, template, siteUrl, liveDraw, upcoming, now } = deps;

  /** Every draw on file, newest first (the light list), kept as long as a page. */
  const allDraws = (): Promise<Result[]> => pages.data('draws', () => results.list({}));

  /**
   * A public GET's answer from the API's own cache (the bytes the JSON route sends, loaded by
   * `load` on a miss), parsed; null when `load` finds nothing (NotFoundError).
   */
  const cachedAnswer = async <T>(
    rule: CacheRule,
    params: CacheKeyInput['params'],
    load: () => Promise<unknown>,
  ): Promise<T | null> => {
    try {
      // Never a stale copy (another instance's write): the page is kept longer than the copy.
      const json = await answers.cache.fresh(
        rule.tag,
        rule.key({ params, query: {}, day: answers.today() }),
        load,
      );
      return JSON.parse(json.body.toString('utf8')) as T;
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  };

  /** The draw's `GET /results/:date` answer (null: no such draw). */
  const drawDetail = (date: string) =>
    cachedAnswer<DrawDetail>(API.results.detail.cache, { date }, () => results.detail(date));

  /** `GET /results/latest`'s answer (null: no draw yet). */
  const latestDraw = () =>
    cachedAnswer<Result>(API.results.latest.cache, {}, () => results.latest());

  /** `GET /draws/upcoming`'s answer (it always has one: the calendar). */
  const upcomingDraws = async (): Promise<UpcomingDraws> => {
    const answer = await cachedAnswer<UpcomingDraws>(API.draws.upcoming.cache, {}, upcoming);
    if (answer === null) throw new Error('The draw calendar answered nothing');
    return answer;
  };

  // The header's words in the page's language (the brand names the year as the language counts it).
  const shellText = (lang: Locale) => {
    const text = pageText(lang);
    const year = yearText(answers.today().slice(0, 4), lang);
    return (id: string): string | undefined => {
      try {
        return text.t(id, { year });
      } catch {
        return undefined; // an id the catalogs lack keeps the template's English
      }
    };
  };

  const render = (lang: Locale, page: PageView): PageSource => ({
    status: page.status,
    contentType: HTML_TYPE,
    body: fillTemplate(template(), {
      kind: page.kind,
      lang,
      head: page.head,
      main: page.main,
      data: page.data,
      shellText: lang === 'en' ? undefined : shellText(lang),
    }),
  });

  const contextOf = (lang: Locale, langFromUrl: boolean): PageContext => ({
    text: pageText(lang),
    langFromUrl,
    siteUrl,
    today: answers.today(),
  });

  const keyOf = (ctx: Context, lang: Locale, langFromUrl: boolean, search = '') =>
    `${ctx.path}?${search}|${lang}|${langFromUrl ? 'url' : 'header'}|${answers.today()}|${template().version}`;

  router.get(`${SERVER_PAGES.drawPrefix}:date`, async (ctx) => {
    const { lang, langFromUrl } = pageLanguage(
      ctx.querystring,
      ctx.get('Accept-Language'),
      ctx.get('Cookie'),
    );
    const date = ctx.params.date ?? '';
    const valid = v.is(DrawDateSchema, date);
    // A date near today with no draw on file may be the live draw's, whose page is awaited until
    // its first numbers: that page changes by the hour, not by the day, so the live state is part
    // of its key. Only then is the calendar asked (a draw on file needs no schedule).
    const awaited =
      valid &&
      withinDrawMove(date, answers.today()) &&
      !(await allDraws()).some((d) => d.date === date) &&
      namesLiveDraw(date, await liveDraw());
    const key = keyOf(ctx, lang, langFromUrl) + (awaited ? '|awaited' : '');
    const rendered = await pages.get(key, async () => {
      const draw = valid ? await drawDetail(date) : null;
      const neighbours =
        draw === null
          ? { previous: undefined, next: undefined }
          : neighboursOf(await allDraws(), date);
      return render(
        lang,
        drawPageView(contextOf(lang, langFromUrl), date, draw, neighbours, { awaited }),
      );
    });
    sendPage(ctx, rendered, !langFromUrl);
  });

  router.get(SERVER_PAGES.home, async (ctx) => {
    const { lang, langFromUrl } = pageLanguage(
      ctx.querystring,
      ctx.get('Accept-Language'),
      ctx.get('Cookie'),
    );
    const at = now();
    // The countdown's start is part of the page: kept a minute (index.html's script sets its clock
    // to the second as the page loads); the draw under way changes it at its start, a minute too.
    const minute = Math.floor(at.getTime() / 60_000);
    const rendered = await pages.get(`${keyOf(ctx, lang, langFromUrl)}|${minute}`, async () => {
      const latest = await latestDraw();
      const schedule = await upcomingDraws();
      const { next, underWay } = drawScheduleAt(at, schedule.overrides);
      // Draw day: the app, which follows the draw, starts at once (as on the live draw's page).
      // The draw under way from the schedule just read (not the calendar asked again).
      const liveDate = liveDrawAt(at, schedule.overrides)?.date ?? null;
      const live = latest?.status === 'provisional' || liveDate !== null;
      const answered: PageAnswer[] = [{ path: API.draws.upcoming.path(), body: schedule }];
      // Live, the app polls the latest draw with its ETag: it asks for it through the browser's
      // cache first, so the next minute's poll is a 304 rather than the whole draw again.
      if (latest !== null && !live)
        answered.push({ path: API.results.latest.path(), body: latest });
      return render(
        lang,
        homePageView(contextOf(lang, langFromUrl), {
          latest,
          next: underWay ?? next,
          underWay: underWay !== null,
          now: at,
          liveDate,
          answers: answered,
          live,
        }),
      );
    });
    sendPage(ctx, rendered, !langFromUrl);
  });

  router.get(SERVER_PAGES.results, async (ctx) => {
    const { lang, langFromUrl } = pageLanguage(
      ctx.querystring,
      ctx.get('Accept-Language'),
      ctx.get('Cookie'),
    );
    const raw =
      typeof ctx.query[RESULTS_YEAR_PARAM] === 'string' ? ctx.query[RESULTS_YEAR_PARAM] : undefined;
    const year = raw !== undefined && /^\d{4}$/.test(raw) ? raw : undefined;
    const rendered = await pages.get(keyOf(ctx, lang, langFromUrl, year ?? ''), async () =>
      render(lang, resultsPageView(contextOf(lang, langFromUrl), await allDraws(), year)),
    );
    sendPage(ctx, rendered, !langFromUrl);
  });

  router.get(SERVER_PAGES.check, async (ctx) => {
    const { lang, langFromUrl } = pageLanguage(
      ctx.querystring,
      ctx.get('Accept-Language'),
      ctx.get('Cookie'),
    );
    const search = new URLSearchParams(ctx.querystring);
    const renderCheck = async () => {
      const page = contextOf(lang, langFromUrl);
      const draws = await allDraws();
      const known = new Set(draws.map((d) => d.date));
      const request = readCheckRequest(page.text, search, (date) => known.has(date));
      const latest = newestNotAfter(draws, page.today)?.date;
      const asked =
        request.draw !== undefined && known.has(request.draw) ? request.draw : undefined;
      const offered = offeredDraws(
        (await results.claimable()).map((d) => d.date),
        latest,
        asked,
      );
      const draw = request.kind === 'ticket' ? await drawDetail(request.draw) : null;
      const unsent = sharedPhotoState(search) === 'unsent';
      return render(lang, checkPageView(page, { request, offered, latest, draw, unsent }));
    };
    const draw = search.get(CHECK_FORM.draw) ?? '';
    // A form's answer, or a share that did not reach the app (its notice): one visitor's page.
    const rendered =
      search.has(CHECK_FORM.number) || sharedPhotoState(search) !== undefined
        ? await pages.once(renderCheck)
        : await pages.get(
            keyOf(ctx, lang, langFromUrl, /^\d{4}-\d{2}-\d{2}$/.test(draw) ? draw : ''),
            renderCheck,
          );
    sendPage(ctx, rendered, !langFromUrl);
  });

  // A photo shared to the installed app before its service worker was there to keep it (the first
  // visit still loading, an old browser): the photo is not read (nor its body), and the visitor
  // lands on /check, which says to share it again (`?photo=unsent`) — not a 404 or 405. The 303
  // makes the browser follow with a GET.
  router.post(SHARED_PHOTO.action, (ctx) => {
    ctx.req.resume();
    ctx.status = 303;
    ctx.redirect(SHARED_PHOTO_UNSENT_HREF);
  });

  /** Every draw with the time of its last change (from its history; its draw date without one). */
  const sitemapDraws = async (): Promise<SitemapDraw[]> => {
    const stored = await results.all();
    return stored
      .map((draw) => {
        let last: string | undefined;
        // A fix the shipped history made to its source tables is dated when this install
        // imported it, which says nothing about the draw: only real changes count.
        for (const change of draw.changes)
          if (change.kind !== 'source' && (last === undefined || change.at > last))
            last = change.at;
        return { date: draw.date, lastmod: last ?? draw.drawDate };
      })
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  };

  router.get(SERVER_PAGES.sitemap, async (ctx) => {
    const rendered = await pages.get(SERVER_PAGES.sitemap, async () => ({
      status: 200,
      contentType: 'application/xml; charset=utf-8',
      body: sitemapXml(siteUrl, await sitemapDraws()),
    }));
    sendPage(ctx, rendered, false);
  });

  router.get(SERVER_PAGES.robots, async (ctx) => {
    const rendered = await pages.get(SERVER_PAGES.robots, () =>
      Promise.resolve({
        status: 200,
        contentType: 'text/plain; charset=utf-8',
        body: robotsTxt(siteUrl),
      }),
    );
    sendPage(ctx, rendered, false);
  });
}
