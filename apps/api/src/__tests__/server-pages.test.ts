import { API, type DrawDetail, type TierDisagreement } from '@lotto/contracts';
import { drawsBetween, LIVE_AFTER_COMPLETE_MS } from '@lotto/number-tools';
import { LOCALE_COOKIE, PAGE_DATA_ID, type PageData } from '@lotto/site';
import { ask, decoded } from '@lotto/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numbers } from '../test-support/draw-fixtures.js';
import { type AuthedHttp, startTestApi, type TestApi } from '../test-support/test-api.js';

const SITE = 'https://lotto.example';

const PRIZE5 = numbers(100, 500000);

const LAST2: TierDisagreement = {
  tier: 'last2',
  values: [
    { source: 'glo', numbers: ['96'] },
    { source: 'sanook', numbers: ['06'] },
  ],
};

/** A shipped final draw with every tier, and one whose last 2 digits are disputed. */
const SHIPPED = [
  {
    date: '2026-11-01',
    drawDate: '2026-11-01',
    prize1: '507392',
    near1: ['507391', '507393'],
    front3: ['243', '491'],
    last3: ['299', '736'],
    last2: '45',
    prize2: numbers(5, 200000),
    prize3: numbers(10, 300000),
    prize4: numbers(50, 400000),
    prize5: PRIZE5,
    status: 'final',
    sources: ['glo', 'csv'],
  },
  {
    date: '2026-10-16',
    drawDate: '2026-10-16',
    prize1: '119311',
    front3: ['020', '655'],
    last3: ['010', '768'],
    status: 'final',
    sources: ['glo', 'sanook'],
    disagreements: [LAST2],
  },
];

/** The page data script of a page. */
function pageData(html: string): PageData {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match?.[1] ?? '') as PageData;
}

describe('the server-rendered pages', () => {
  let api: TestApi;
  let asAdmin: AuthedHttp;
  let now = new Date('2026-11-20T05:00:00Z');

  beforeAll(async () => {
    api = await startTestApi({ clock: () => now, pagesSite: SITE, history: SHIPPED });
    asAdmin = api.as(await api.loginAdmin());
  });
  afterAll(() => api.close());

  it('when a draw page is asked, then it is complete HTML in the template with the draw, its head tags and the page data first in <head>', async () => {
    const response = await api.http.get('/result/2026-11-01?lang=en').expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers['content-security-policy']).toBeUndefined();
    const html = response.text;
    expect(html).toMatch(/<html lang="en" dir="ltr" data-server-page="draw">/);
    // The data script comes before every other script of the head.
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head.indexOf(`id="${PAGE_DATA_ID}"`)).toBeLessThan(head.indexOf('<script>'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Thai lottery result November 1, 2026</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/result/2026-11-01?lang=en" />`);
    expect(html).toMatch(/<h1 id="[^"]+" class="page-title">Results of 01\/11\/2026<\/h1>/);
    // Every number of every tier, each a link to its lookup.
    for (const n of [...PRIZE5, '507392', '45']) expect(html).toContain(`href="/history?n=${n}"`);
    expect(html).toContain('<a href="/result/2026-10-16?lang=en" rel="prev">');
    expect(html).toContain('href="/check?draw=2026-11-01&amp;lang=en"');
    // Its picture (og:image) is the draw's share card, which the API renders too.
    const image = /<meta property="og:image" content="([^"]+)" \/>/.exec(html)?.[1] ?? '';
    expect(image).toBe(`${SITE}/result/2026-11-01/card.png?lang=en`);
    const card = await api.http.get(new URL(image).pathname + new URL(image).search).expect(200);
    expect(card.headers['content-type']).toBe('image/png');
    const data = pageData(html);
    const detail = await api.http.get(API.results.detail.path({ date: '2026-11-01' })).expect(200);
    expect(data).toEqual({
      kind: 'draw',
      lang: 'en',
      langFromUrl: true,
      answers: [{ path: '/results/2026-11-01', body: detail.body as DrawDetail }],
      fetch: [],
    });
  });

  it('when Home is asked, then it is the last result, the clock to fill and the next draw with its countdown, with the answers handed over, in the language asked', async () => {
    const response = await api.http.get('/?lang=en').expect(200);
    const html = response.text;
    expect(html).toMatch(/<html lang="en" dir="ltr" data-server-page="home">/);
    expect(html).toContain('<title>Thai lottery results and tips — Lotto</title>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/?lang=en" />`);
    // The last result as the app's card shows it, linking to its page and the lists.
    expect(html).toContain('Draw Date: <strong>01/11/2026</strong>');
    expect(html).toContain('<div class="prize1 num">507392</div>');
    expect(html).toContain('href="/result/2026-11-01?lang=en"');
    expect(html).toContain('href="/check?lang=en"');
    // 05:00 UTC on 20 November: the next draw is 1 December at 14:30 Bangkok, in 11 days 02:30:00.
    expect(html).toContain('Tuesday 1 December 2026');
    expect(html).toContain(
      'in 11 days <span data-tick="countdown" data-countdown-to="2026-12-01T07:30:00.000Z">02:30:00</span>',
    );
    expect(html).toContain('Draw at 14:30 Bangkok time');
    // The clock is the visitor's: blank, filled by index.html's script.
    expect(html).toMatch(/<time class="clock-time num" aria-live="off" data-tick="time">/);
    // What only the app fills is inert until it is up, and starts it when scrolled into view.
    expect(html).toMatch(/<div data-app-only="" inert="" data-app-when-seen="">/);
    const latest = await api.http.get(API.results.latest.path()).expect(200);
    const upcoming = await api.http.get(API.draws.upcoming.path()).expect(200);
    expect(pageData(html)).toEqual({
      kind: 'home',
      lang: 'en',
      langFromUrl: true,
      answers: [
        { path: API.draws.upcoming.path(), body: upcoming.body as unknown },
        { path: API.results.latest.path(), body: latest.body as unknown },
      ],
      fetch: [API.tips.list.path(), API.successImages.list.path()],
    });
    // The admin moves the draw: Home says so at once (its cached page goes with the calendar).
    await asAdmin
      .put(API.draws.setOverride.path({ from: '2026-12-01' }))
      .send({ to: '2026-12-02', reason: 'A test move' })
      .expect(200);
    const moved = await api.http.get('/?lang=en').expect(200);
    expect(moved.text).toContain('Wednesday 2 December 2026');
    expect(moved.text).toContain('Moved from 1 Dec: A test move');
    await asAdmin.delete(API.draws.removeOverride.path({ from: '2026-12-01' })).expect(204);
    const thai = await api.http.get('/').set('Accept-Language', 'th').expect(200);
    expect(thai.text).toContain('วันอังคารที่ 1 ธันวาคม 2569');
    expect(thai.text).toContain('<strong>01/11/2569</strong>');
  });

  it('when a page has no language in its URL, then it follows Accept-Language and varies by it', async () => {
    const response = await api.http
      .get('/result/2026-11-01')
      .set('Accept-Language', 'fr-FR, th;q=0.8, en;q=0.5')
      .expect(200);
    expect(response.headers.vary).toMatch(/Accept-Language/);
    expect(response.text).toMatch(/<html lang="th" dir="ltr" data-server-page="draw">/);
    // Thai dates count years in the Buddhist era, with Western digits.
    expect(response.text).toContain('01/11/2569');
    expect(response.text).toContain(`<link rel="canonical" href="${SITE}/result/2026-11-01" />`);
    expect(pageData(response.text)).toMatchObject({ lang: 'th', langFromUrl: false });
    const urdu = await api.http.get('/result/2026-11-01?lang=ur').expect(200);
    expect(urdu.text).toMatch(/<html lang="ur" dir="rtl"/);
    expect(urdu.headers.vary).not.toMatch(/Accept-Language/);
  });

  it('when the visitor saved a language (its cookie), then every page is in it, before the URL’s and the browser’s, and varies by the cookie', async () => {
    const saved = await api.http
      .get('/result/2026-11-01')
      .set('Accept-Language', 'en')
      .set('Cookie', `${LOCALE_COOKIE}=th`)
      .expect(200);
    expect(saved.text).toMatch(/<html lang="th" dir="ltr" data-server-page="draw">/);
    expect(saved.headers.vary).toMatch(/Cookie/);
    expect(pageData(saved.text)).toMatchObject({ lang: 'th', langFromUrl: false });
    // A link in another language (shared by someone) opens in the visitor's own: the app's takeover
    // then keeps it, as the app follows the same rule.
    const linked = await api.http
      .get('/result/2026-11-01?lang=ur')
      .set('Cookie', `other=1; ${LOCALE_COOKIE}=th`)
      .expect(200);
    expect(linked.text).toMatch(/<html lang="th" dir="ltr"/);
    expect(linked.headers.vary).toMatch(/Cookie/);
    const same = await api.http
      .get('/check?lang=hi')
      .set('Cookie', `${LOCALE_COOKIE}=hi`)
      .expect(200);
    expect(pageData(same.text)).toMatchObject({ lang: 'hi', langFromUrl: true });
    // A cookie naming no language of the site is no choice.
    const unknown = await api.http
      .get('/result/2026-11-01?lang=ur')
      .set('Cookie', `${LOCALE_COOKIE}=fr`)
      .expect(200);
    expect(unknown.text).toMatch(/<html lang="ur" dir="rtl"/);
  });

  it('when a tier is disputed, then the page says so with every source’s value', async () => {
    const html = (await api.http.get('/result/2026-10-16?lang=en').expect(200)).text;
    expect(html).toContain('Sources disagree: 96 in GLO&#39;s table, 06 in the Sanook archive');
    expect(html).toContain('<a href="/result/2026-11-01?lang=en" rel="next">');
  });

  it.each([['/result/2026-11-02'], ['/result/not-a-date'], ['/result/2026-02-31']])(
    'when %s has no draw, then it answers a 404 page that is not indexed',
    async (path) => {
      const response = await api.http.get(`${path}?lang=en`).expect(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toContain('<meta name="robots" content="noindex" />');
      expect(response.text).toContain('No draw on file for this date');
    },
  );

  it('when a value could be markup, then every page escapes it', async () => {
    const tag = await api.http.get('/result/%3Cimg%20src%3Dx%3E?lang=en').expect(404);
    expect(tag.text).not.toContain('<img src=x>');
    expect(tag.text).toContain('&lt;img src=x&gt;');
    const check = await api.http
      .get('/check?lang=en&draw=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&number=%3Cb%3E')
      .expect(400);
    expect(check.text).not.toContain('<script>alert(1)');
    expect(check.text).not.toContain('<b>');
    // A correction's note is the admin's text: in the page data and the page, never markup.
    await asAdmin
      .patch('/api/results/2026-11-01')
      .send({ last2: '46', note: '</script><script>alert(1)</script>' })
      .expect(200);
    const html = (await api.http.get('/result/2026-11-01?lang=en').expect(200)).text;
    expect(html).not.toContain('<script>alert(1)');
    expect(pageData(html).answers[0]?.body).toMatchObject({ last2: '46' });
  });

  it('when a page is asked again with its ETag, then it answers 304; compressed, it decodes to the same page', async () => {
    const first = await api.http.get('/result?lang=en').expect(200);
    const etag = String(first.headers.etag);
    await api.http.get('/result?lang=en').set('If-None-Match', etag).expect(304);
    for (const coding of ['gzip', 'br'] as const) {
      await api.app.pageCache.settled();
      const answer = await ask(api.url, '/result?lang=en', { 'Accept-Encoding': coding });
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.headers.etag).toMatch(new RegExp(`-${coding}"$`));
      expect(decoded(answer).toString('utf8')).toBe(first.text);
      const again = await ask(api.url, '/result?lang=en', {
        'Accept-Encoding': coding,
        'If-None-Match': String(answer.headers.etag),
      });
      expect(again.status).toBe(304);
    }
  });

  it('when /result is asked, then it shows the newest draws as cards and every year, each year a page of its draws', async () => {
    const response = await api.http.get('/result?lang=en').expect(200);
    expect(response.text).toMatch(/data-server-page="results"/);
    expect(response.text).toContain('href="/result/2026-11-01?lang=en"');
    expect(response.text).toContain('href="/result?year=2026&amp;lang=en"');
    expect(pageData(response.text)).toMatchObject({
      kind: 'results',
      fetch: [API.results.list.path(), API.results.latest.path()],
    });
    const year = await api.http.get('/result?year=2026&lang=en').expect(200);
    expect(year.text).toContain('Thai lottery results of 2026');
    expect(year.text).toContain('href="/result/2026-10-16?lang=en"');
    await api.http.get('/result?year=1989&lang=en').expect(404);
  });

  it('when /check gets a ticket through its plain form, then the page gives the verdict; bad input gets the form again with the error', async () => {
    const form = await api.http.get('/check?lang=th').expect(200);
    expect(form.text).toMatch(/<form [^>]*action="\/check" method="get">/);
    expect(form.text).toContain('<input type="hidden" name="lang" value="th"/>');
    expect(form.text).toContain('<option value="2026-11-01" selected="">01/11/2569</option>');
    const won = await api.http.get('/check?lang=en&draw=2026-11-01&number=507392').expect(200);
    expect(won.text).toContain('Wins 6,000,000 baht');
    expect(won.text).toContain('<meta name="robots" content="noindex" />');
    const none = await api.http.get('/check?lang=en&draw=2026-11-01&number=111111').expect(200);
    expect(none.text).toContain('No prize');
    const maybe = await api.http.get('/check?lang=en&draw=2026-10-16&number=123496').expect(200);
    expect(maybe.text).toContain('May have won: last-2');
    const bad = await api.http.get('/check?lang=en&draw=2026-11-01&number=12345').expect(400);
    expect(bad.text).toContain('The ticket number must be exactly 6 digits');
    expect(bad.text).toContain('value="12345"');
  });

  it('when a photo is shared to the app before its service worker is there, then the POST goes on to /check (303), which says to share it again', async () => {
    const shared = await api.http
      .post('/check/shared-photo')
      .attach('photo', Buffer.from('a photo of a ticket'), {
        filename: 'ticket.png',
        contentType: 'image/png',
      })
      .expect(303);
    expect(shared.headers.location).toBe('/check?photo=unsent');
    const page = await api.http.get(`${shared.headers.location}&lang=en`).expect(200);
    expect(page.text).toContain(
      'The shared photo did not reach Lotto: the app was not ready on this device yet.',
    );
    expect(page.text).toMatch(/<form [^>]*action="\/check" method="get">/);
    const thai = await api.http.get(`${shared.headers.location}&lang=th`).expect(200);
    expect(thai.text).toContain('รูปที่แชร์ยังไม่ถึง Lotto');
    // Without a photo (an empty POST) the same; /check itself says nothing of it.
    const empty = await api.http.post('/check/shared-photo').expect(303);
    expect(empty.headers.location).toBe('/check?photo=unsent');
    const plain = await api.http.get('/check?lang=en').expect(200);
    expect(plain.text).not.toContain('The shared photo');
  });

  it('when the admin publishes or corrects a draw, then its page, the lists and the sitemap change at once', async () => {
    const before = await api.http.get('/sitemap.xml').expect(200);
    expect(before.headers['content-type']).toBe('application/xml; charset=utf-8');
    const entries = (xml: string, date: string) =>
      xml.match(new RegExp(`<loc>${SITE}/result/${date}\\?lang=\\w\\w</loc>`, 'g'))?.length ?? 0;
    expect(entries(before.text, '2026-11-01')).toBe(4);
    expect(entries(before.text, '2026-11-16')).toBe(0);
    await api.http.get('/result/2026-11-16?lang=en').expect(404);

    await asAdmin
      .post('/api/results/add')
      .send({
        date: '2026-11-16',
        prize1: '111111',
        front3: ['111', '222'],
        last3: ['333', '444'],
        last2: '55',
      })
      .expect(201);
    const after = await api.http.get('/sitemap.xml').expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(entries(after.text, '2026-11-16')).toBe(4);
    await api.http.get('/result/2026-11-16?lang=en').expect(200);
    const list = await api.http.get('/result?lang=en').expect(200);
    expect(list.text).toContain('href="/result/2026-11-16?lang=en"');

    const lastmod = (xml: string, date: string) =>
      new RegExp(`<loc>${SITE}/result/${date}\\?lang=en</loc><lastmod>([^<]+)</lastmod>`).exec(
        xml,
      )?.[1];
    const page = await api.http.get('/result/2026-11-16?lang=en').expect(200);
    now = new Date('2026-11-20T06:00:00Z');
    await asAdmin.patch('/api/results/2026-11-16').send({ last2: '56' }).expect(200);
    const corrected = await api.http.get('/sitemap.xml').expect(200);
    expect(lastmod(corrected.text, '2026-11-16')).not.toBe(lastmod(after.text, '2026-11-16'));
    const changed = await api.http.get('/result/2026-11-16?lang=en').expect(200);
    expect(changed.headers.etag).not.toBe(page.headers.etag);
    expect(changed.text).toContain('href="/history?n=56"');
  });

  it('when the live draw has no numbers yet, then its page is the awaited draw (200, under its title), a 404 before and after the window, the draw once published', async () => {
    const before = now;
    const [draw] = drawsBetween('2026-12-01', '2026-12-01');
    if (draw === undefined) throw new Error('no regular draw on 2026-12-01');
    try {
      // The morning of draw day: no draw of that date yet, and none under way.
      now = new Date(draw.startsAt.getTime() - 3_600_000);
      await api.http.get('/result/2026-12-01?lang=en').expect(404);

      now = new Date(draw.startsAt.getTime() + 10 * 60_000);
      const awaited = await api.http.get('/result/2026-12-01?lang=en').expect(200);
      const html = awaited.text;
      expect(html).toContain('<title>Thai lottery result December 1, 2026</title>');
      expect(html).toContain('<strong>Live — numbers still coming in</strong>');
      expect(html).toContain(
        '<h1 id="draw-state-title" class="page-title">Results of 01/12/2026</h1>',
      );
      expect(html).toContain(
        'The Thai government lottery draw of December 1, 2026 is under way: its numbers appear on this page as they are announced.',
      );
      expect(html).not.toContain('noindex');
      expect(pageData(html)).toMatchObject({ kind: 'draw', answers: [], fetch: [] });
      // In Thai too, from the same catalogs as the app.
      const thai = await api.http.get('/result/2026-12-01?lang=th').expect(200);
      expect(thai.text).toContain('กำลังออกรางวัล');
      // Home's last result is live too (the previous draw, until the first numbers are out).
      const home = await api.http.get('/?lang=en').expect(200);
      expect(home.text).toMatch(
        /class="panel last-result-card"[\s\S]*<strong>Live — numbers still coming in<\/strong>[\s\S]*next-draw-card/,
      );

      // Published while it is live: the page is the draw's.
      const created = await asAdmin
        .post('/api/results/add')
        .send({ date: '2026-12-01', prize1: '654321', last2: '21' })
        .expect(201);
      const published = await api.http.get('/result/2026-12-01?lang=en').expect(200);
      expect(published.text).toContain('654321');
      expect(published.text).not.toContain('its first numbers are not out yet');
      // Provisional: still live, as the app's page says.
      expect(published.text).toContain('<strong>Live — numbers still coming in</strong>');
      await asAdmin.delete(`/api/results/${(created.body as { _id: string })._id}`).expect(204);

      // Long after the draw, a date with no draw is missing again.
      now = new Date(draw.completeBy.getTime() + LIVE_AFTER_COMPLETE_MS + 60_000);
      await api.http.get('/result/2026-12-01?lang=en').expect(404);
    } finally {
      now = before;
    }
  });

  it('when robots.txt is asked, then it allows the site, keeps robots out of the private pages and names the sitemap', async () => {
    const response = await api.http.get('/robots.txt').expect(200);
    expect(response.text).toContain('Allow: /\n');
    expect(response.text).toContain('Disallow: /admin\n');
    expect(response.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('without PWA_DIST_DIR', () => {
  it('when a page is asked, then the API renders none (404)', async () => {
    const api = await startTestApi();
    try {
      await api.http.get('/result/2026-11-01').expect(404);
      await api.http.get('/sitemap.xml').expect(404);
    } finally {
      await api.close();
    }
  });
});
