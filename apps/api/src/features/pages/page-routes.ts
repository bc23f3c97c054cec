import {
  API,
  type Draw,
  type DrawDetail,
  DrawDateSchema,
  eraOf,
  newestNotAfter,
  type Result,
} from '@lotto/contracts';
import {
  CHECK_FORM,
  DEFAULT_LOCALE,
  LANG_PARAM,
  langOfSearch,
  type Locale,
  matchLocale,
  type PageData,
  pageHref,
  SERVER_PAGES,
  shareCardPath,
} from '@lotto/site';
import type { Context } from 'koa';
import * as v from 'valibot';
import { NotFoundError } from '../../shared/errors.js';
import type { PublicAnswers } from '../../shared/http/cached-get.js';
import { publicAnswer } from '../../shared/http/json-cache.js';
import type { AppRouter } from '../../shared/http/router.js';
import {
  checkMainHtml,
  checkVerdict,
  type CheckPageInput,
  readCheckRequest,
} from './check-html.js';
import { drawMainHtml, drawNotFoundHtml } from './draw-html.js';
import { drawSummary } from './draw-words.js';
import type { PageCache, PageSource, RenderedPage } from './page-cache.js';
import { absoluteUrl, canonicalUrl, headTags, type HeadInput } from './page-head.js';
import { fillTemplate, type PageTemplate } from './page-template.js';
import { pageText, type PageText } from './page-text.js';
import { NEWEST_SHOWN, resultsMainHtml, YEAR_PARAM, yearText } from './results-html.js';
import { robotsTxt, type SitemapDraw, sitemapXml } from './sitemap.js';
import { checkWebPage, drawEvent, drawNumbersList, resultsCollection } from './structured-data.js';

/*
 * The server-rendered pages (issue 27; docs/architecture.md says why the API renders them): every
 * draw's page, /result, /check, /sitemap.xml and /robots.txt, rendered from the same draws the
 * results routes answer, into the app's own index.html. Each page is rendered and compressed once
 * per version of the draws, language and Bangkok day (page-cache.ts).
 */

/** Pages may be kept a minute by browsers and shared caches, and served stale while revalidated. */
export const PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
export const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * The draws the pages show, as the results service tells them (app.ts passes it): the pages read
 * the same answers the results routes send.
 */
export interface PageDraws {
  /** The light list, newest first (`{}`: every draw). */
  list(query: Record<string, never>): Promise<Result[]>;
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
      changes: readonly { at: string }[];
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
}

/** The language a request's page is in: `?lang=` when it names one, else Accept-Language's best. */
export function pageLanguage(
  search: string,
  acceptLanguage: string | undefined,
): { lang: Locale; langFromUrl: boolean } {
  const fromUrl = langOfSearch(search);
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
    Vary: varyLanguage ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding',
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
  const { results, answers, pages, template, siteUrl } = deps;

  /** Every draw on file, newest first (the light list), once per version of the draws. */
  let listed: { version: number; draws: Promise<Result[]> } | undefined;
  const allDraws = (): Promise<Result[]> => {
    if (listed?.version !== pages.version) {
      const draws = results.list({});
      listed = { version: pages.version, draws };
      draws.catch(() => {
        if (listed?.draws === draws) listed = undefined;
      });
    }
    return listed.draws;
  };

  /** The draw's `GET /results/:date` answer from the API's own cache (null: no such draw). */
  const drawDetail = async (date: string): Promise<DrawDetail | null> => {
    const rule = API.results.detail.cache;
    try {
      const json = await answers.cache.get(
        rule.tag,
        rule.key({ params: { date }, query: {}, day: answers.today() }),
        () => results.detail(date),
      );
      return JSON.parse(json.body.toString('utf8')) as DrawDetail;
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  };

  const head = (text: PageText, page: Omit<HeadInput, 'siteName' | 'siteUrl' | 'lang'>): string =>
    headTags({ ...page, lang: text.lang, siteUrl, siteName: text.t('serverPages.siteName') });

  const cardPath = (date: string, lang: Locale) => pageHref(shareCardPath(date), lang);

  const page = (
    text: PageText,
    parts: { kind: PageData['kind']; langFromUrl: boolean; head: string; main: string } & Pick<
      PageData,
      'answers' | 'fetch'
    >,
    status = 200,
  ): PageSource => ({
    status,
    contentType: HTML_TYPE,
    body: fillTemplate(template(), {
      kind: parts.kind,
      lang: text.lang,
      head: parts.head,
      main: parts.main,
      data: {
        kind: parts.kind,
        lang: text.lang,
        langFromUrl: parts.langFromUrl,
        answers: parts.answers,
        fetch: parts.fetch,
      },
    }),
  });

  const keyOf = (ctx: Context, lang: Locale, langFromUrl: boolean, search = '') =>
    `${ctx.path}?${search}|${lang}|${langFromUrl ? 'url' : 'header'}|${answers.today()}|${template().version}`;

  const renderDraw = async (
    date: string,
    lang: Locale,
    langFromUrl: boolean,
  ): Promise<PageSource> => {
    const text = pageText(lang);
    const urlLang = langFromUrl ? lang : undefined;
    const path = `${SERVER_PAGES.drawPrefix}${date}`;
    const valid = v.is(DrawDateSchema, date);
    const draw = valid ? await drawDetail(date) : null;
    if (draw === null) {
      const title = text.t('serverPages.pageTitle', { page: text.t('results.notFoundTitle') });
      return page(
        text,
        {
          kind: 'draw',
          langFromUrl,
          head: head(text, {
            langFromUrl,
            path,
            title,
            description: text.t('serverPages.notFoundDescription'),
            ogType: 'website',
            jsonLd: [],
            noindex: true,
          }),
          main: drawNotFoundHtml(text, date, valid, urlLang),
          answers: [],
          fetch: [],
        },
        404,
      );
    }
    const draws = await allDraws();
    const index = draws.findIndex((d) => d.date === date);
    const next = index > 0 ? draws[index - 1]?.date : undefined;
    const previous = index >= 0 ? draws[index + 1]?.date : undefined;
    const longDate = text.longDate(date);
    const summary = drawSummary(text, draw);
    const title = text.t('serverPages.drawTitle', { longDate });
    const description =
      summary === ''
        ? text.t('serverPages.drawDescriptionNoNumbers', { longDate })
        : text.t('serverPages.drawDescription', { summary, longDate });
    const url = canonicalUrl({ lang, langFromUrl, siteUrl, path });
    const image = absoluteUrl(siteUrl, cardPath(date, lang));
    return page(text, {
      kind: 'draw',
      langFromUrl,
      head: head(text, {
        langFromUrl,
        path,
        title,
        description,
        ogType: 'article',
        image: { path: cardPath(date, lang), alt: title },
        jsonLd: [
          drawEvent(text, draw, { url, image, description }),
          drawNumbersList(text, draw, url),
        ],
      }),
      main: drawMainHtml(text, draw, answers.today(), { urlLang, previous, next }),
      answers: [{ path: API.results.detail.path({ date }), body: draw }],
      fetch: [],
    });
  };

  router.get(`${SERVER_PAGES.drawPrefix}:date`, async (ctx) => {
    const { lang, langFromUrl } = pageLanguage(ctx.querystring, ctx.get('Accept-Language'));
    const date = ctx.params.date ?? '';
    const rendered = await pages.get(keyOf(ctx, lang, langFromUrl), () =>
      renderDraw(date, lang, langFromUrl),
    );
    sendPage(ctx, rendered, !langFromUrl);
  });

  const renderResults = async (
    year: string | undefined,
    lang: Locale,
    langFromUrl: boolean,
  ): Promise<PageSource> => {
    const text = pageText(lang);
    const urlLang = langFromUrl ? lang : undefined;
    const draws = await allDraws();
    const latest = newestNotAfter(draws, answers.today()) ?? draws[0];
    const shown =
      year === undefined
        ? draws.filter((d) => latest === undefined || d.date <= latest.date).slice(0, NEWEST_SHOWN)
        : draws.filter((d) => d.date.startsWith(`${year}-`));
    const search: Record<string, string> = year === undefined ? {} : { [YEAR_PARAM]: year };
    const title =
      year === undefined
        ? text.t('serverPages.resultsTitle')
        : text.t('serverPages.yearTitle', { year: yearText(text, year) });
    const description =
      year === undefined
        ? latest === undefined
          ? text.t('serverPages.resultsTitle')
          : text.t('serverPages.resultsDescription', { date: text.longDate(latest.date) })
        : text.t('serverPages.yearDescription', {
            year: yearText(text, year),
            count: shown.length,
          });
    const url = canonicalUrl({ lang, langFromUrl, siteUrl, path: SERVER_PAGES.results, search });
    const known = year === undefined || shown.length > 0;
    return page(
      text,
      {
        kind: 'results',
        langFromUrl,
        head: head(text, {
          langFromUrl,
          path: SERVER_PAGES.results,
          search,
          title,
          description,
          ogType: 'website',
          ...(latest === undefined
            ? {}
            : {
                image: {
                  path: cardPath(latest.date, lang),
                  alt: text.t('results.resultsOf', { date: text.drawDate(latest.date) }),
                },
              }),
          jsonLd: [
            resultsCollection(text, { url, title, description }, shown, (date) =>
              absoluteUrl(siteUrl, pageHref(`${SERVER_PAGES.drawPrefix}${date}`, urlLang)),
            ),
          ],
          noindex: !known,
        }),
        main: resultsMainHtml(text, { draws, shown, year, urlLang }),
        answers: [],
        fetch: [API.results.list.path(), API.results.latest.path()],
      },
      known ? 200 : 404,
    );
  };

  router.get(SERVER_PAGES.results, async (ctx) => {
    const { lang, langFromUrl } = pageLanguage(ctx.querystring, ctx.get('Accept-Language'));
    const raw = typeof ctx.query[YEAR_PARAM] === 'string' ? ctx.query[YEAR_PARAM] : undefined;
    const year = raw !== undefined && /^\d{4}$/.test(raw) ? raw : undefined;
    const rendered = await pages.get(keyOf(ctx, lang, langFromUrl, year ?? ''), () =>
      renderResults(year, lang, langFromUrl),
    );
    sendPage(ctx, rendered, !langFromUrl);
  });

  const renderCheck = async (
    search: URLSearchParams,
    lang: Locale,
    langFromUrl: boolean,
  ): Promise<PageSource> => {
    const text = pageText(lang);
    const urlLang = langFromUrl ? lang : undefined;
    const draws = await allDraws();
    const known = new Set(draws.map((d) => d.date));
    const request = readCheckRequest(text, search, (date) => known.has(date));
    const claimable = await results.claimable();
    const latest = newestNotAfter(draws, answers.today());
    const offered = [...claimable.map((d) => d.date)];
    if (latest !== undefined && !offered.includes(latest.date)) offered.unshift(latest.date);
    if (
      request.kind !== 'form' &&
      request.draw !== undefined &&
      known.has(request.draw) &&
      !offered.includes(request.draw)
    )
      offered.push(request.draw);
    offered.sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    const input: CheckPageInput = { draws: offered.map((date) => ({ date })), request, urlLang };
    let title = text.t('serverPages.checkTitle');
    if (request.kind === 'ticket') {
      const draw = (await drawDetail(request.draw)) as Draw | null;
      if (draw !== null) {
        const era = eraOf(draw.date);
        input.checked = {
          draw,
          verdict: era.checkable
            ? checkVerdict(text, draw, request.number)
            : { error: text.t('checker.sevenDigit') },
        };
        title = text.t('serverPages.checkResultTitle', {
          number: request.number,
          date: text.drawDate(draw.date),
        });
      }
    }
    const description = text.t('serverPages.checkDescription');
    const url = canonicalUrl({ lang, langFromUrl, siteUrl, path: SERVER_PAGES.check });
    return page(
      text,
      {
        kind: 'check',
        langFromUrl,
        head: head(text, {
          langFromUrl,
          path: SERVER_PAGES.check,
          title,
          description,
          ogType: 'website',
          ...(latest === undefined
            ? {}
            : {
                image: {
                  path: cardPath(latest.date, lang),
                  alt: text.t('results.resultsOf', { date: text.drawDate(latest.date) }),
                },
              }),
          jsonLd: [checkWebPage(text, { url, title, description })],
          // A checked ticket is one visitor's page, not one for search engines.
          noindex: request.kind !== 'form',
        }),
        main: checkMainHtml(text, input),
        answers: [],
        fetch: [API.results.list.path(), API.results.latest.path(), API.results.claimable.path()],
      },
      request.kind === 'invalid' ? 400 : 200,
    );
  };

  router.get(SERVER_PAGES.check, async (ctx) => {
    const { lang, langFromUrl } = pageLanguage(ctx.querystring, ctx.get('Accept-Language'));
    const search = new URLSearchParams(ctx.querystring);
    const render = () => renderCheck(search, lang, langFromUrl);
    const draw = search.get(CHECK_FORM.draw) ?? '';
    const rendered = search.has(CHECK_FORM.number)
      ? await pages.once(render)
      : await pages.get(
          keyOf(ctx, lang, langFromUrl, /^\d{4}-\d{2}-\d{2}$/.test(draw) ? draw : ''),
          render,
        );
    sendPage(ctx, rendered, !langFromUrl);
  });

  /** Every draw with the time of its last change (from its history; its draw date without one). */
  const sitemapDraws = async (): Promise<SitemapDraw[]> => {
    const stored = await results.all();
    return stored
      .map((draw) => {
        let last: string | undefined;
        for (const change of draw.changes)
          if (last === undefined || change.at > last) last = change.at;
        if (draw.correctedAt !== undefined && (last === undefined || draw.correctedAt > last))
          last = draw.correctedAt;
        return { date: draw.date, lastmod: last ?? draw.drawDate };
      })
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  };

  router.get(SERVER_PAGES.sitemap, async (ctx) => {
    const rendered = await pages.get(`${SERVER_PAGES.sitemap}|${LANG_PARAM}`, async () => ({
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
