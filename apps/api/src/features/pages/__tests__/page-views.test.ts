import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DrawDetail, drawDetailOf, type Result } from '@lotto/contracts';
import { LOCALES, type Locale, SERVER_ONLY_NAMESPACES } from '@lotto/site';
import { CATALOG_DIR } from '@lotto/site/node';
import { describe, expect, it } from 'vitest';
import { readCheckRequest } from '../check-request.js';
import { escapeHtml, scriptJson } from '../html.js';
import { pageText } from '../../../shared/page-text.js';
import { translateShell } from '../page-template.js';
import { PRIVATE_PATHS, robotsTxt, SITEMAP_PAGES, sitemapXml } from '../sitemap.js';
import {
  checkPageView,
  drawPageView,
  type PageContext,
  type PageView,
  resultsPageView,
} from '../page-views.js';

const SITE = 'https://lotto.example';
const numbers = (count: number, start: number) =>
  Array.from({ length: count }, (_, i) => String(start + i).padStart(6, '0'));

/** A final draw with every tier of its era. */
const DRAW: DrawDetail = drawDetailOf(
  {
    _id: '0123456789abcdef01234567',
    date: '2026-11-16',
    drawDate: '2026-11-16',
    status: 'final',
    prize1: '123456',
    near1: ['123455', '123457'],
    front3: ['123', '456'],
    last3: ['789', '012'],
    last2: '34',
    prize2: numbers(5, 200000),
    prize3: numbers(10, 300000),
    prize4: numbers(50, 400000),
    prize5: numbers(100, 500000),
    missing: [],
  },
  [],
);
const LIGHT: Result = {
  _id: DRAW._id,
  date: DRAW.date,
  drawDate: DRAW.drawDate,
  status: 'final',
  prize1: '123456',
  front3: ['123', '456'],
  last3: ['789', '012'],
  last2: '34',
  missing: [],
};

const context = (lang: Locale, langFromUrl = true): PageContext => ({
  text: pageText(lang),
  langFromUrl,
  siteUrl: SITE,
  today: '2026-11-20',
});

/** An attribute's value as written (the pages escape `&`, quotes and angle brackets). */
const unescape = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The head's tags, read back. */
function readHead(page: PageView) {
  const { head } = page;
  const all = (pattern: RegExp) => [...head.matchAll(pattern)].map((m) => unescape(m[1] ?? ''));
  const one = (pattern: RegExp) => {
    const found = all(pattern);
    expect(found, String(pattern)).toHaveLength(1);
    return found[0] ?? '';
  };
  const property = (name: string) =>
    one(new RegExp(`<meta property="${name}" content="([^"]*)" />`, 'g'));
  const named = (name: string) => one(new RegExp(`<meta name="${name}" content="([^"]*)" />`, 'g'));
  return {
    title: one(/<title>([^<]*)<\/title>/g),
    description: named('description'),
    canonical: one(/<link rel="canonical" href="([^"]*)" \/>/g),
    alternates: [
      ...head.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)" \/>/g),
    ].map((m) => [m[1], unescape(m[2] ?? '')]),
    property,
    named,
    jsonLd: all(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).map(
      (json) => JSON.parse(json) as Record<string, unknown>,
    ),
  };
}

function expectCommonHead(head: ReturnType<typeof readHead>, path: string, lang: Locale) {
  expect(head.title.length).toBeGreaterThan(10);
  expect(head.description.length).toBeGreaterThan(30);
  expect(head.canonical).toBe(`${SITE}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  // The four languages and the x-default, each an absolute URL of the same page.
  expect(head.alternates.map(([hreflang]) => hreflang)).toEqual([...LOCALES, 'x-default']);
  for (const [hreflang, href] of head.alternates)
    expect(href).toBe(
      hreflang === 'x-default'
        ? `${SITE}${path}`
        : `${SITE}${path}${path.includes('?') ? '&' : '?'}lang=${hreflang}`,
    );
  expect(head.property('og:title')).toBe(head.title);
  expect(head.property('og:description')).toBe(head.description);
  expect(head.property('og:url')).toBe(head.canonical);
  expect(head.property('og:site_name')).not.toBe('');
  expect(head.named('twitter:card')).toBe('summary_large_image');
  expect(head.named('twitter:title')).toBe(head.title);
  expect(head.property('og:image')).toBe(`${SITE}/result/2026-11-16/card.png?lang=${lang}`);
  expect(head.named('twitter:image')).toBe(head.property('og:image'));
  expect(head.property('og:image:width')).toBe('1080');
  expect(head.property('og:image:height')).toBe('1350');
}

describe('the server pages’ views', () => {
  it.each(LOCALES)(
    'when a draw page is rendered in %s, then its head has the title, description, canonical, alternates, OG, Twitter and an Event with an ItemList of its numbers',
    (lang) => {
      const page = drawPageView(context(lang), DRAW.date, DRAW, {
        previous: '2026-11-01',
        next: undefined,
      });
      expect(page.status).toBe(200);
      const head = readHead(page);
      expectCommonHead(head, '/result/2026-11-16', lang);
      expect(head.property('og:type')).toBe('article');
      expect(head.property('og:locale')).toBe(
        { en: 'en_US', th: 'th_TH', hi: 'hi_IN', ur: 'ur_PK' }[lang],
      );
      expect(head.description).toContain('123456');
      const [event, list] = head.jsonLd;
      expect(event).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Event',
        startDate: '2026-11-16T14:30:00+07:00',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'TH' } },
        organizer: { '@type': 'Organization' },
        image: `${SITE}/result/2026-11-16/card.png?lang=${lang}`,
      });
      for (const key of ['name', 'description'] as const)
        expect(String(event?.[key]).length).toBeGreaterThan(10);
      expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 9 });
      const items = list?.itemListElement as {
        '@type': string;
        position: number;
        description: string;
      }[];
      expect(items.map((item) => item.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(items.every((item) => item['@type'] === 'ListItem')).toBe(true);
      expect(
        items
          .map((item) => item.description)
          .join(' ')
          .split(' '),
      ).toHaveLength(1 + 2 + 2 + 2 + 1 + 5 + 10 + 50 + 100);
    },
  );

  it('when a draw page’s URL names no language, then its canonical is the x-default URL', () => {
    const head = readHead(
      drawPageView(context('th', false), DRAW.date, DRAW, { previous: undefined, next: undefined }),
    );
    expect(head.canonical).toBe(`${SITE}/result/2026-11-16`);
  });

  it('when a date has no draw, then the page is a 404 that is not indexed', () => {
    const page = drawPageView(context('en'), '2026-11-17', null, {
      previous: undefined,
      next: undefined,
    });
    expect(page.status).toBe(404);
    expect(page.head).toContain('<meta name="robots" content="noindex" />');
    expect(page.data.answers).toEqual([]);
  });

  it.each(LOCALES)(
    'when the live draw has no numbers yet, then its page in %s is indexable under the draw’s title, with its own description and no picture',
    (lang) => {
      const page = drawPageView(
        context(lang),
        '2026-12-01',
        null,
        { previous: undefined, next: undefined },
        { awaited: true },
      );
      expect(page.status).toBe(200);
      expect(page.head).not.toContain('noindex');
      const head = readHead(page);
      expect(head.title).toBe(
        readHead(
          drawPageView(
            context(lang),
            '2026-12-01',
            { ...DRAW, date: '2026-12-01', drawDate: '2026-12-01' },
            { previous: undefined, next: undefined },
          ),
        ).title,
      );
      expect(head.description.length).toBeGreaterThan(30);
      expect(head.canonical).toBe(`${SITE}/result/2026-12-01?lang=${lang}`);
      expect(head.alternates.map(([hreflang]) => hreflang)).toEqual([...LOCALES, 'x-default']);
      expect(head.property('og:title')).toBe(head.title);
      expect(head.property('og:description')).toBe(head.description);
      expect(head.named('twitter:card')).toBe('summary');
      expect(page.head).not.toContain('og:image');
      expect(page.main).toContain('class="live-status"');
      expect(page.data).toMatchObject({ kind: 'draw', answers: [], fetch: [], live: true });
    },
  );

  it('when a draw’s numbers are still coming in, then its page is live (the app starts at once to follow it); a final draw’s is not', () => {
    const neighbours = { previous: undefined, next: undefined };
    const provisional = drawPageView(
      context('en'),
      DRAW.date,
      {
        ...DRAW,
        status: 'provisional',
      },
      neighbours,
    );
    expect(provisional.data.live).toBe(true);
    // The live line, as the app's page says it (the app adds when it last asked).
    expect(provisional.main).toContain('<strong>Live — numbers still coming in</strong>');
    const final = drawPageView(context('en'), DRAW.date, { ...DRAW, status: 'final' }, neighbours);
    expect(final.data).not.toHaveProperty('live');
    expect(final.main).not.toContain('live-line');
  });

  it.each(LOCALES)(
    'when /result is rendered in %s, then its head is whole and its JSON-LD a CollectionPage of the draws',
    (lang) => {
      const page = resultsPageView(context(lang), [LIGHT], undefined);
      const head = readHead(page);
      expectCommonHead(head, '/result', lang);
      expect(head.property('og:type')).toBe('website');
      expect(head.jsonLd[0]).toMatchObject({
        '@type': 'CollectionPage',
        mainEntity: {
          '@type': 'ItemList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, url: `${SITE}/result/2026-11-16?lang=${lang}` },
          ],
        },
      });
      const year = readHead(resultsPageView(context(lang), [LIGHT], '2026'));
      expectCommonHead(year, '/result?year=2026', lang);
    },
  );

  it.each(LOCALES)(
    'when /check is rendered in %s, then its head is whole and its JSON-LD a WebPage',
    (lang) => {
      const text = pageText(lang);
      const request = readCheckRequest(text, new URLSearchParams(), () => true);
      const page = checkPageView(context(lang), {
        request,
        offered: [DRAW.date],
        latest: DRAW.date,
        draw: null,
      });
      const head = readHead(page);
      expectCommonHead(head, '/check', lang);
      expect(head.jsonLd[0]).toMatchObject({ '@type': 'WebPage', url: head.canonical });
      expect(page.head).not.toContain('noindex');
    },
  );

  it('when /check checks a ticket, then the verdict is on the page and the page is not indexed', () => {
    const text = pageText('en');
    const request = readCheckRequest(
      text,
      new URLSearchParams({ draw: DRAW.date, number: '123455' }),
      () => true,
    );
    const page = checkPageView(context('en'), {
      request,
      offered: [DRAW.date],
      latest: DRAW.date,
      draw: DRAW,
    });
    // Next to first prize and front 3: both, added up, each with its amount, as the app says it.
    expect(page.main).toContain(
      '<span class="num ticket-number">123455</span><span class="win">Wins 104,000 baht</span>',
    );
    expect(page.main).toContain('Next to first prize: 100,000 baht');
    expect(page.main).toContain('Front 3 digits: 4,000 baht');
    expect(page.head).toContain('noindex');
  });

  it.each(LOCALES)(
    'when /result is rendered in %s, then it paints the app’s results toolbar, its search field with the placeholder, inert until the app takes over and not shown with scripts off',
    (lang) => {
      const text = pageText(lang);
      const older: Result = { ...LIGHT, date: '2025-12-30', drawDate: '2025-12-30' };
      const oldest: Result = { ...LIGHT, date: '2025-01-17', drawDate: '2025-01-17' };
      const page = resultsPageView(context(lang), [LIGHT, older, oldest], undefined);
      const toolbar =
        /<div class="results-toolbar" data-app-only="" inert="">[\s\S]*?<\/form><div class="results-tool results-search" role="search">[\s\S]*?<\/div><\/div>/.exec(
          page.main,
        )?.[0];
      expect(toolbar).toBeDefined();
      // Between the page's heading and its list, as in the app.
      expect(page.main.indexOf('<h1')).toBeLessThan(page.main.indexOf(toolbar ?? ''));
      expect(page.main.indexOf(toolbar ?? '')).toBeLessThan(page.main.indexOf('results-list'));
      expect(toolbar).toContain(`placeholder="${escapeHtml(text.t('results.searchPlaceholder'))}"`);
      expect(toolbar).toContain(`>${escapeHtml(text.t('results.searchLabel'))}</label>`);
      expect(toolbar).toContain('<input id="results-search" type="search" class="native-date"');
      // The years with draws, the newest picked, and its months.
      const year = (y: number) => (lang === 'th' ? y + 543 : y);
      expect(toolbar).toContain(
        `<option value="2026" selected="">${year(2026)}</option><option value="2025">${year(2025)}</option></select>`,
      );
      expect(toolbar).toContain(
        `<option value="11" selected="">${escapeHtml(text.monthName(11))}</option></select>`,
      );
      expect(toolbar).toContain('min="2025-01-17" max="2026-11-16"');
      // Nothing in it submits anything: no field has a name.
      expect(toolbar).not.toContain(' name=');
      expect(page.head).toContain(
        '<noscript><style>[data-app-only]{display:none!important}</style></noscript>',
      );
      // A year's page opens the toolbar at that year, its newest month.
      const yearPage = resultsPageView(context(lang), [LIGHT, older, oldest], '2025');
      expect(yearPage.main).toContain(
        `<option value="2026">${year(2026)}</option><option value="2025" selected="">${year(2025)}</option></select>`,
      );
      expect(yearPage.main).toContain(
        `<option value="12" selected="">${escapeHtml(text.monthName(12))}</option><option value="1">${escapeHtml(text.monthName(1))}</option></select>`,
      );
    },
  );

  it('when /result has no draws, then it shows the empty state without a toolbar', () => {
    const page = resultsPageView(context('en'), [], undefined);
    expect(page.main).not.toContain('results-toolbar');
    expect(page.main).toContain('<p class="state-text">');
  });

  it('when month names are written, then they are the app’s: English, Thai, Hindi and Urdu names', () => {
    expect(pageText('en').monthName(11)).toBe('November');
    expect(pageText('th').monthName(11)).toBe('พฤศจิกายน');
    expect(pageText('hi').monthName(1)).toBe('जनवरी');
    expect(pageText('ur').monthName(1)).toBe('جنوری');
  });

  it.each(LOCALES)(
    'when /check is rendered in %s, then under the live plain form it paints the app’s saved-tickets panel in its empty state, inert until the app takes over',
    (lang) => {
      const text = pageText(lang);
      const request = readCheckRequest(text, new URLSearchParams(), () => true);
      const page = checkPageView(context(lang), {
        request,
        offered: [DRAW.date],
        latest: DRAW.date,
        draw: null,
      });
      const form = page.main.search(/<form [^>]*action="\/check" method="get">/);
      const saved = page.main.search(
        /<section class="panel" aria-labelledby="[^"]+" data-app-only="" inert="">/,
      );
      expect(form).toBeGreaterThan(0);
      expect(saved).toBeGreaterThan(form);
      // The plain form works while the scripts load: it is in no app-only part.
      expect(page.main.slice(0, form)).not.toContain('data-app-only');
      const panel = page.main.slice(saved);
      expect(panel).toMatch(
        new RegExp(
          `<h2 id="[^"]+" class="panel-title">${escapeHtml(text.t('checker.savedPanel'))}</h2>`,
        ),
      );
      expect(panel).toContain(`<p class="state-text">${escapeHtml(text.t('checker.noSaved'))}</p>`);
      expect(panel).toContain(
        `<h3 class="checker-add-title">${escapeHtml(text.t('checker.saveTicketTitle'))}</h3>`,
      );
      expect(panel).toContain(
        `<span class="field-extra">${escapeHtml(text.t('checker.periodHelp'))}</span>`,
      );
      expect(panel).not.toContain(' name=');
      expect(page.head).toContain(
        '<noscript><style>[data-app-only]{display:none!important}</style></noscript>',
      );
    },
  );

  it('when text or JSON holds markup, then it comes out inert', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;',
    );
    const json = scriptJson({ note: '</script><!-- \u2028' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ note: '</script><!-- \u2028' });
  });
});

describe('the server pages’ own catalog', () => {
  it('uses every message of the server-only namespaces: each id is written out in the pages’ or the bots’ source', () => {
    const folders = [join(import.meta.dirname, '..'), join(import.meta.dirname, '../../bots')];
    const source = folders
      .flatMap((folder) =>
        readdirSync(folder)
          .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
          .map((name) => readFileSync(join(folder, name), 'utf8')),
      )
      .join('\n');
    for (const namespace of SERVER_ONLY_NAMESPACES) {
      const ids = Object.keys(
        JSON.parse(readFileSync(join(CATALOG_DIR, 'en', `${namespace}.json`), 'utf8')) as object,
      );
      const unused = ids.filter((id) => !source.includes(`'${namespace}.${id}'`));
      expect(unused).toEqual([]);
    }
  });
});

describe('the sitemap and robots.txt', () => {
  it('when rendered, then every draw is listed once per language with its five alternates and its last change', () => {
    const xml = sitemapXml(SITE, [
      { date: '2026-11-16', lastmod: '2026-11-16T09:10:00.000Z' },
      { date: '1990-01-16', lastmod: '1990-01-16' },
    ]);
    for (const date of ['2026-11-16', '1990-01-16']) {
      for (const lang of LOCALES) {
        const loc = `<loc>${SITE}/result/${date}?lang=${lang}</loc>`;
        expect(xml.split(loc)).toHaveLength(2);
      }
      expect(xml.split(`hreflang="x-default" href="${SITE}/result/${date}"`)).toHaveLength(5);
    }
    expect(xml).toContain(
      `<loc>${SITE}/result/2026-11-16?lang=th</loc><lastmod>2026-11-16T09:10:00.000Z</lastmod>`,
    );
    // The list pages are dated by the newest change of any draw.
    expect(xml).toContain(
      `<loc>${SITE}/result?lang=en</loc><lastmod>2026-11-16T09:10:00.000Z</lastmod>`,
    );
    expect(xml.match(/<url>/g)).toHaveLength((2 + SITEMAP_PAGES.length) * LOCALES.length);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('when robots.txt is rendered, then it keeps robots out of every private path and names the sitemap', () => {
    const text = robotsTxt(SITE);
    for (const path of PRIVATE_PATHS) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml\n`);
  });
});

describe('the shell in the page language', () => {
  const shell =
    '<nav class="site-nav" aria-label="Main" data-t-aria-label="common.navMain">' +
    '<a href="/" class="brand"><span data-t="common.brand">Thai Lottery 2026</span></a>' +
    '<a href="/tips" data-t="common.navTips">Tips</a>' +
    '<a href="/x" data-t="common.unknown">Kept</a></nav>';
  const words: Record<string, string> = {
    'common.navMain': 'หลัก "เมนู"',
    'common.brand': 'สลากกินแบ่งรัฐบาล 2569',
    'common.navTips': 'เคล็ดลับ <ใหม่>',
  };

  it('when a page is in Thai, then the header words and labels are Thai with scripts off, escaped', () => {
    const html = translateShell(shell, (id) => words[id]);
    expect(html).toContain('aria-label="หลัก &quot;เมนู&quot;"');
    expect(html).toContain('<span data-t="common.brand">สลากกินแบ่งรัฐบาล 2569</span>');
    expect(html).toContain('<a href="/tips" data-t="common.navTips">เคล็ดลับ &lt;ใหม่&gt;</a>');
    // An id without words keeps the template's English.
    expect(html).toContain('<a href="/x" data-t="common.unknown">Kept</a>');
  });
});
