import {
  API,
  type Draw,
  type DrawDetail,
  DrawDateSchema,
  newestNotAfter,
  type Result,
} from '@lotto/contracts';
import {
  type PageData,
  pageHref,
  RESULTS_YEAR_PARAM,
  SERVER_PAGES,
  shareCardPath,
} from '@lotto/site';
import {
  checkPageTitle,
  homePageTitle,
  DRAW_NOT_FOUND_TITLE,
  drawPageTitle,
  resultsPageTitle,
} from '@lotto/site/titles';
import * as v from 'valibot';
import { checkMainHtml } from './check-page-html.js';
import type { CheckPageInput, CheckRequest } from './check-request.js';
import { drawAwaitedHtml, drawMainHtml, drawNotFoundHtml } from './draw-page-html.js';
import { drawSummary } from '@lotto/site/draw-text';
import { homeMainHtml, type HomeInput } from './home-page-html.js';
import { APP_ONLY_STYLE } from './html.js';
import { absoluteUrl, canonicalUrl, headTags, type HeadInput } from './page-head.js';
import type { PageText } from '../../shared/page-text.js';
import { NEWEST_SHOWN, resultsMainHtml, yearText } from './results-page-html.js';
import {
  checkWebPage,
  drawEvent,
  homeWebSite,
  drawNumbersList,
  resultsCollection,
} from './structured-data.js';

/*
 * Each kind of server page from its data, pure: the draw (or none) → its status, head tags,
 * content and page data. The routes (page-routes.ts) load the data and fill the template.
 */

/** What every page is rendered for: its words, whether the URL named the language, the site, today. */
export interface PageContext {
  text: PageText;
  langFromUrl: boolean;
  siteUrl: string;
  /** Today in Bangkok (YYYY-MM-DD). */
  today: string;
}

/** A page before it goes into the template. */
export interface PageView {
  status: number;
  kind: PageData['kind'];
  /** The tags that replace the template's title and description. */
  head: string;
  /** The content of `<main>`. */
  main: string;
  data: PageData;
}

function headOf(
  ctx: PageContext,
  page: Omit<HeadInput, 'siteName' | 'siteUrl' | 'lang' | 'langFromUrl'>,
) {
  return headTags({
    ...page,
    lang: ctx.text.lang,
    langFromUrl: ctx.langFromUrl,
    siteUrl: ctx.siteUrl,
    siteName: ctx.text.t('serverPages.siteName'),
  });
}

function view(
  ctx: PageContext,
  kind: PageData['kind'],
  parts: {
    status?: number;
    head: string;
    main: string;
    /** The content has parts only the app works (html.ts, APP_ONLY_PROPS): hidden with scripts off. */
    appOnly?: boolean;
  } & Pick<PageData, 'answers' | 'fetch' | 'live'>,
): PageView {
  return {
    status: parts.status ?? 200,
    kind,
    head: parts.appOnly === true ? parts.head + APP_ONLY_STYLE : parts.head,
    main: parts.main,
    data: {
      kind,
      lang: ctx.text.lang,
      langFromUrl: ctx.langFromUrl,
      answers: parts.answers,
      fetch: parts.fetch,
      ...(parts.live ? { live: true } : {}),
    },
  };
}

const urlLangOf = (ctx: PageContext) => (ctx.langFromUrl ? ctx.text.lang : undefined);

/** The share card of `date` in the page's language (og:image). */
function card(ctx: PageContext, date: string, alt: string): NonNullable<HeadInput['image']> {
  return { path: pageHref(shareCardPath(date), ctx.text.lang), alt };
}

/** The page of `date`: the draw, or a 404 page when there is none (or `date` is not a date). */
export function drawPageView(
  ctx: PageContext,
  date: string,
  draw: DrawDetail | null,
  neighbours: { previous: string | undefined; next: string | undefined },
  { awaited = false }: { awaited?: boolean } = {},
): PageView {
  const { text } = ctx;
  const path = `${SERVER_PAGES.drawPrefix}${date}`;
  if (draw === null && awaited) {
    // The live draw before its first numbers: its page under the draw's title (the app's too),
    // a page that is coming, not a missing one. The app takes it over and polls for the numbers.
    return view(ctx, 'draw', {
      head: headOf(ctx, {
        path,
        title: text.title(drawPageTitle(date, text.lang)),
        description: text.t('serverPages.drawAwaitedDescription', {
          longDate: text.longDate(date),
        }),
        ogType: 'website',
        jsonLd: [],
      }),
      main: drawAwaitedHtml(text, date, urlLangOf(ctx)),
      answers: [],
      fetch: [],
      live: true,
    });
  }
  if (draw === null) {
    return view(ctx, 'draw', {
      status: 404,
      head: headOf(ctx, {
        path,
        title: text.title(DRAW_NOT_FOUND_TITLE),
        description: text.t('serverPages.notFoundDescription'),
        ogType: 'website',
        jsonLd: [],
        noindex: true,
      }),
      main: drawNotFoundHtml(text, date, v.is(DrawDateSchema, date), urlLangOf(ctx)),
      answers: [],
      fetch: [],
    });
  }
  const longDate = text.longDate(date);
  const summary = drawSummary(text, draw);
  const title = text.title(drawPageTitle(date, text.lang));
  const description =
    summary === ''
      ? text.t('serverPages.drawDescriptionNoNumbers', { longDate })
      : text.t('serverPages.drawDescription', { summary, longDate });
  const url = canonicalUrl({ ...ctx, lang: text.lang, path });
  const image = card(ctx, date, title);
  return view(ctx, 'draw', {
    head: headOf(ctx, {
      path,
      title,
      description,
      ogType: 'article',
      image,
      jsonLd: [
        drawEvent(text, draw, { url, image: absoluteUrl(ctx.siteUrl, image.path), description }),
        drawNumbersList(text, draw, url),
      ],
    }),
    main: drawMainHtml(text, draw, ctx.today, { urlLang: urlLangOf(ctx), ...neighbours }),
    answers: [{ path: API.results.detail.path({ date }), body: draw }],
    fetch: [],
    // Numbers still coming in (the admin or the feed is entering the draw): the app follows them.
    ...(draw.status === 'provisional' ? { live: true as const } : {}),
  });
}

/** The neighbours of `date` in `draws` (newest first). */
export function neighboursOf(
  draws: readonly Pick<Result, 'date'>[],
  date: string,
): { previous: string | undefined; next: string | undefined } {
  const index = draws.findIndex((d) => d.date === date);
  return {
    next: index > 0 ? draws[index - 1]?.date : undefined,
    previous: index >= 0 ? draws[index + 1]?.date : undefined,
  };
}

/** /result (the newest draws and the year index), or a year's list (`?year=`; 404 without draws). */
export function resultsPageView(
  ctx: PageContext,
  draws: readonly Result[],
  year: string | undefined,
): PageView {
  const { text } = ctx;
  const latest = newestNotAfter(draws, ctx.today) ?? draws[0];
  const shown =
    year === undefined
      ? draws.filter((d) => latest === undefined || d.date <= latest.date).slice(0, NEWEST_SHOWN)
      : draws.filter((d) => d.date.startsWith(`${year}-`));
  const search: Record<string, string> = year === undefined ? {} : { [RESULTS_YEAR_PARAM]: year };
  const title = text.title(resultsPageTitle(year, text.lang));
  const description =
    year !== undefined
      ? text.t('serverPages.yearDescription', { year: yearText(text, year), count: shown.length })
      : latest === undefined
        ? title
        : text.t('serverPages.resultsDescription', { date: text.longDate(latest.date) });
  const path = SERVER_PAGES.results;
  const url = canonicalUrl({ ...ctx, lang: text.lang, path, search });
  const known = year === undefined || shown.length > 0;
  const urlLang = urlLangOf(ctx);
  return view(ctx, 'results', {
    status: known ? 200 : 404,
    head: headOf(ctx, {
      path,
      search,
      title,
      description,
      ogType: 'website',
      ...(latest === undefined
        ? {}
        : {
            image: card(
              ctx,
              latest.date,
              text.t('results.resultsOf', { date: text.drawDate(latest.date) }),
            ),
          }),
      jsonLd: [
        resultsCollection(text, { url, title, description }, shown, (date) =>
          absoluteUrl(ctx.siteUrl, pageHref(`${SERVER_PAGES.drawPrefix}${date}`, urlLang)),
        ),
      ],
      noindex: !known,
    }),
    main: resultsMainHtml(text, { draws, shown, year, urlLang }),
    appOnly: true,
    answers: [],
    fetch: [API.results.list.path(), API.results.latest.path()],
  });
}

/**
 * Home: its first screen (the last result, the clock, the next draw) from the answers the app asks
 * first, which the page hands over (`answers`: its first render is then this page).
 */
export function homePageView(
  ctx: PageContext,
  input: HomeInput & { answers: PageData['answers']; live: boolean },
): PageView {
  const { text } = ctx;
  const title = text.title(homePageTitle());
  const description = text.t('serverPages.homeDescription');
  const path = SERVER_PAGES.home;
  const url = canonicalUrl({ ...ctx, lang: text.lang, path });
  return view(ctx, 'home', {
    head: headOf(ctx, {
      path,
      title,
      description,
      ogType: 'website',
      ...(input.latest === null
        ? {}
        : {
            image: card(
              ctx,
              input.latest.date,
              text.t('results.resultsOf', { date: text.drawDate(input.latest.date) }),
            ),
          }),
      jsonLd: [homeWebSite(text, { url, title, description })],
    }),
    main: homeMainHtml(text, input, urlLangOf(ctx)),
    appOnly: true,
    answers: input.answers,
    fetch: [
      ...(input.live ? [API.results.latest.path()] : []),
      API.tips.list.path(),
      API.successImages.list.path(),
    ],
    ...(input.live ? { live: true as const } : {}),
  });
}

/** The draws /check's form offers: every claimable draw, the newest, and the one asked about. */
export function offeredDraws(
  claimable: readonly string[],
  latest: string | undefined,
  asked: string | undefined,
): string[] {
  const offered = new Set(claimable);
  if (latest !== undefined) offered.add(latest);
  if (asked !== undefined) offered.add(asked);
  return [...offered].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
}

/** /check: the form, and the verdict when it came with a ticket of a draw on file. */
export function checkPageView(
  ctx: PageContext,
  input: {
    request: CheckRequest;
    /** The dates the form offers, newest first. */
    offered: readonly string[];
    /** The newest draw (og:image). */
    latest: string | undefined;
    /** The draw the ticket is checked against (when the request is a ticket). */
    draw: Draw | null;
    /** A photo was shared to the app before its service worker could keep it (`?photo=unsent`). */
    unsent?: boolean;
  },
): PageView {
  const { text } = ctx;
  const { request, draw } = input;
  const page: CheckPageInput = {
    draws: input.offered.map((date) => ({ date })),
    request,
    urlLang: urlLangOf(ctx),
    today: ctx.today,
    ...(input.unsent === true ? { notice: text.t('checker.photoUnsent') } : {}),
  };
  let title = text.title(checkPageTitle(undefined, text.lang));
  if (request.kind === 'ticket' && draw !== null) {
    page.checked = { draw, number: request.number, latest: input.latest };
    title = text.title(checkPageTitle({ number: request.number, draw: draw.date }, text.lang));
  }
  const description = text.t('serverPages.checkDescription');
  const path = SERVER_PAGES.check;
  const url = canonicalUrl({ ...ctx, lang: text.lang, path });
  return view(ctx, 'check', {
    status: request.kind === 'invalid' ? 400 : 200,
    head: headOf(ctx, {
      path,
      title,
      description,
      ogType: 'website',
      ...(input.latest === undefined
        ? {}
        : {
            image: card(
              ctx,
              input.latest,
              text.t('results.resultsOf', { date: text.drawDate(input.latest) }),
            ),
          }),
      jsonLd: [checkWebPage(text, { url, title, description })],
      // A checked ticket is one visitor's page, not one for search engines.
      noindex: request.kind !== 'form',
    }),
    main: checkMainHtml(text, page),
    appOnly: true,
    answers: [],
    fetch: [API.results.list.path(), API.results.latest.path(), API.results.claimable.path()],
  });
}
