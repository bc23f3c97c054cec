import {
  type DrawChange,
  type DrawDetail,
  type FeedFetchResult,
  FeedFetchResultSchema,
  type FeedStatus,
  FeedStatusSchema,
  type Health,
} from '@lotto/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadReplayDraw } from '../features/feed/replay/fixtures.js';
import {
  drawDayTimeline,
  type ReplayDraw,
  type ReplayServer,
  type ReplayStep,
  startReplayServer,
} from '../features/feed/replay/replay-server.js';
import { type AuthedHttp, startTestApi, type TestApi } from '../test-support/test-api.js';

/*
 * The results feed end to end: the real API on this run's store, asking the replay server (both
 * interfaces, over HTTP) for a draw of the shipped history with every tier on file.
 */

const SHIPPED = '2024-12-16';
/**
 * The sources' timeout here: long enough that a replayed answer is never late on a loaded machine
 * (at 0.4 s, a run beside the browser tests timed out the draw-day test's answers), short enough
 * for the hung and slow sources' cases.
 */
const TIMEOUT_MS = 2_000;

describe('the results feed', () => {
  let draw: ReplayDraw;
  let replay: ReplayServer;
  let api: TestApi;
  let asAdmin: AuthedHttp;
  // Each test serves the shipped draw under a period date of its own, so their draws never meet.
  const dates = [
    '2026-01-01',
    '2026-01-16',
    '2026-02-01',
    '2026-02-16',
    '2026-03-01',
    '2026-03-16',
  ];
  let date = '';

  beforeAll(async () => {
    const shipped = await loadReplayDraw(SHIPPED);
    replay = await startReplayServer({
      draws: dates.map((d) => ({ date: d, numbers: shipped.numbers })),
    });
    draw = shipped;
    api = await startTestApi({
      config: {
        feed: { gloUrl: replay.gloUrl, communityUrl: replay.communityUrl, timeoutMs: TIMEOUT_MS },
      },
    });
    asAdmin = api.as(await api.loginAdmin());
  });
  beforeEach(() => {
    date = dates.shift() ?? '';
  });
  afterAll(async () => {
    await api.close();
    await replay.close();
  });

  const fetchNow = async (): Promise<FeedFetchResult> => {
    const body = (await asAdmin.post('/api/admin/feed/fetch').send({ date }).expect(200))
      .body as unknown;
    return v.parse(FeedFetchResultSchema, body);
  };
  const feedStatus = async (): Promise<FeedStatus> =>
    v.parse(FeedStatusSchema, (await asAdmin.get('/api/admin/feed').expect(200)).body);
  const detail = async (): Promise<DrawDetail | null> => {
    const response = await api.http.get(`/results/${date}`);
    if (response.status === 404) return null;
    expect(response.status).toBe(200);
    return response.body as DrawDetail;
  };
  const onFile = async (): Promise<DrawDetail> => {
    const found = await detail();
    if (found === null) throw new Error(`the draw of ${date} is not on file`);
    return found;
  };
  const history = async (): Promise<DrawChange[]> =>
    (await asAdmin.get(`/api/results/${date}/history`).expect(200)).body as DrawChange[];
  const health = async (): Promise<Health> =>
    (await api.http.get('/health').expect(200)).body as Health;
  const timelines = (glo: readonly ReplayStep[], community: readonly ReplayStep[]) => {
    replay.setTimeline('glo', glo);
    replay.setTimeline('community', community);
  };

  it('when a draw day fills in tier by tier, then each tier is published provisional and the draw turns final when both agree', async () => {
    const served = { ...draw, date };
    timelines(drawDayTimeline(served, { partial: true }), drawDayTimeline(served, { lag: 3 }));
    expect(await detail()).toBeNull();

    const seen: string[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      const result = await fetchNow();
      expect(result.errors).toEqual([]);
      expect(result.disagreements).toEqual([]);
      const page = await detail();
      if (page !== null) {
        const on = 9 - page.missing.length;
        if (seen.at(-1) !== `${page.status}:${on}`) seen.push(`${page.status}:${on}`);
        if (page.status === 'final') break;
      }
      replay.advance();
    }
    // Provisional from the first tier, one tier more at a time (a half-drawn tier never counts), then final.
    expect(seen).toEqual([
      'provisional:1',
      'provisional:2',
      'provisional:3',
      'provisional:4',
      'provisional:5',
      'provisional:6',
      'provisional:7',
      'provisional:8',
      'provisional:9',
      'final:9',
    ]);
    const page = await onFile();
    expect(page.prize5).toEqual(draw.numbers.prize5);
    expect(page.near1).toEqual(draw.numbers.near1);
    const changes = await history();
    expect(changes[0]).toMatchObject({ kind: 'created', source: 'feed:glo', by: 'results feed' });
    expect(changes.filter((c) => c.kind === 'added' && c.field !== 'amounts')).toHaveLength(9);
    // GLO's stated prices are kept with the draw (they match the schedule here).
    expect(changes.find((c) => c.field === 'amounts')).toMatchObject({ source: 'feed:glo' });
    expect(page.amounts?.baht).toMatchObject({ prize1: 6_000_000, last2: 2_000 });
    // GLO shows the long lists half-drawn first: the community API, without that step, overtakes it.
    expect(new Set(changes.map((c) => c.source))).toEqual(new Set(['feed:glo', 'feed:community']));
    expect(changes.at(-1)).toMatchObject({ kind: 'status', from: 'provisional', to: 'final' });
    // Once final, a further fetch changes nothing.
    expect((await fetchNow()).changes).toEqual([]);
  });

  it('when the two sources disagree on a tier, then it is not published, the admin is told and the history says so', async () => {
    timelines([{ kind: 'answer' }], [{ kind: 'answer', alter: { last2: '00' } }]);
    const result = await fetchNow();
    expect(result.disagreements).toEqual([
      expect.objectContaining({
        date,
        tier: 'last2',
        values: [
          { source: 'feed:glo', numbers: [draw.numbers.last2] },
          { source: 'feed:community', numbers: ['00'] },
        ],
      }),
    ]);
    const page = await onFile();
    expect(page.status).toBe('provisional');
    expect(page.last2).toBeUndefined();
    expect(page.prize1).toBe(draw.numbers.prize1);

    const status = await feedStatus();
    expect(status.disagreements.filter((d) => d.date === date).map((d) => d.tier)).toEqual([
      'last2',
    ]);
    const disputed = (await history()).filter((c) => c.kind === 'disputed');
    expect(disputed).toEqual([
      expect.objectContaining({
        source: 'feed:glo',
        field: 'last2',
        from: null,
        to: [draw.numbers.last2],
      }),
      expect.objectContaining({ source: 'feed:community', field: 'last2', from: null, to: ['00'] }),
    ]);

    // Asked again with the same answers: still open, not recorded twice.
    await fetchNow();
    expect((await history()).filter((c) => c.kind === 'disputed')).toHaveLength(2);

    // The community API corrects itself: the sources agree, the tier is published, the draw is final.
    replay.setTimeline('community', [{ kind: 'answer' }]);
    const settled = await fetchNow();
    expect(settled.disagreements).toEqual([]);
    expect(settled.status).toBe('final');
    expect((await detail())?.last2).toBe(draw.numbers.last2);
    expect((await feedStatus()).disagreements.filter((d) => d.date === date)).toEqual([]);
  });

  it('when the sources answer garbage, HTTP 500, too slowly or never, then nothing changes, /health says degraded, and the next attempt works', async () => {
    const failures: ReplayStep[] = [
      { kind: 'garbage' },
      {
        kind: 'garbage',
        body: '{"status":true,"response":{"result":{"data":{"first":{"number":[{"value":"12345"}]}}}}}',
      },
      { kind: 'status', status: 500 },
      { kind: 'answer', delayMs: TIMEOUT_MS * 3 },
      { kind: 'hang' },
      { kind: 'answer', answerDate: '2020-01-01' },
      { kind: 'answer' },
    ];
    timelines(failures, failures);
    const messages: string[] = [];
    for (let i = 0; i < failures.length - 1; i++) {
      const started = Date.now();
      const result = await fetchNow();
      // A hung socket or a slow answer ends at the timeout.
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 2.5);
      expect(result.changes).toEqual([]);
      expect(result.errors.map((e) => e.source).sort()).toEqual(['community', 'glo']);
      messages.push(...result.errors.map((e) => e.message));
      expect(await detail()).toBeNull();
      const checked = await health();
      expect(checked).toMatchObject({ status: 'ok', feed: 'degraded' });
      const sources = (await feedStatus()).sources;
      expect(sources.every((s) => s.degraded && s.lastError !== null)).toBe(true);
      replay.advance();
    }
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/not JSON/),
        expect.stringMatching(/unexpected shape/),
        expect.stringMatching(/First prize holds "12345", not a 6-digit number/),
        expect.stringMatching(/HTTP 500/),
        expect.stringMatching(/no answer within 2 s/),
        expect.stringMatching(/is the draw of 2020-01-01, not of/),
      ]),
    );

    const working = await fetchNow();
    expect(working.errors).toEqual([]);
    expect(working.status).toBe('final');
    expect((await health()).feed).toBe('ok');
    const sources = (await feedStatus()).sources;
    expect(sources.every((s) => !s.degraded && s.lastSuccessAt !== null)).toBe(true);
  });

  it("when the admin's entry conflicts with a feed, then it is not overwritten and the disagreement stays open", async () => {
    await asAdmin
      .post('/api/results/add')
      .send({ date, prize1: draw.numbers.prize1, last2: '00' })
      .expect(201);
    timelines([{ kind: 'answer' }], [{ kind: 'answer' }]);
    const result = await fetchNow();
    expect(result.disagreements).toEqual([
      expect.objectContaining({
        tier: 'last2',
        values: [
          { source: 'feed:glo', numbers: [draw.numbers.last2] },
          { source: 'feed:community', numbers: [draw.numbers.last2] },
          { source: 'admin', numbers: ['00'] },
        ],
      }),
    ]);
    const page = await onFile();
    expect(page.last2).toBe('00');
    expect(page.status).toBe('provisional');
    expect(page.prize5).toEqual(draw.numbers.prize5);
    const changes = await history();
    expect(changes[0]).toMatchObject({ kind: 'created', source: 'admin' });
    // Both sources give the same value against the admin's: one 'disputed' change records it.
    expect(changes.filter((c) => c.kind === 'disputed')).toEqual([
      expect.objectContaining({ source: 'feed:glo', field: 'last2', from: ['00'] }),
    ]);
    await fetchNow();
    expect((await detail())?.last2).toBe('00');
    expect((await feedStatus()).disagreements.filter((d) => d.date === date)).toHaveLength(1);

    // The admin corrects the tier: the disagreement closes, the draw turns final on the next fetch.
    await asAdmin.patch(`/api/results/${date}`).send({ last2: draw.numbers.last2 }).expect(200);
    const after = await fetchNow();
    expect(after.disagreements).toEqual([]);
    expect(after.status).toBe('final');
    const last = (await history()).filter((c) => c.field === 'last2' && c.kind === 'corrected');
    expect(last).toEqual([expect.objectContaining({ source: 'admin', from: '00' })]);
  });

  it('when the feed is called without an admin token, then 401', async () => {
    await api.http.get('/api/admin/feed').expect(401);
    await api.http.post('/api/admin/feed/fetch').send({ date }).expect(401);
    await asAdmin.post('/api/admin/feed/fetch').send({ date: '2026-02-30' }).expect(400);
  });
});

describe('the results feed when no source is configured', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('when neither URL is set, then the feed is off: /health says so, the status says so and fetching is refused', async () => {
    expect((await api.http.get('/health').expect(200)).body).toMatchObject({ feed: 'off' });
    const asAdmin = api.as(await api.loginAdmin());
    const status = v.parse(
      FeedStatusSchema,
      (await asAdmin.get('/api/admin/feed').expect(200)).body,
    );
    expect(status).toMatchObject({ enabled: false, mode: 'off', leader: false, disagreements: [] });
    expect(status.sources.map((s) => s.configured)).toEqual([false, false]);
    const refused = await asAdmin
      .post('/api/admin/feed/fetch')
      .send({ date: '2026-01-01' })
      .expect(409);
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/GLO_API_URL/) as string });
  });
});
