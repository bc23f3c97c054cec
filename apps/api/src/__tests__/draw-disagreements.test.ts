import {
  type Draw,
  type DrawDetail,
  DrawDetailSchema,
  DrawSchema,
  type Result,
  ResultSchema,
  type ResultTiers,
  ResultTiersSchema,
  type TierDisagreement,
} from '@lotto/contracts';
import type { Middleware } from 'koa';
import type { Response } from 'supertest';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importHistory } from '../features/results/history-import.js';
import { type AuthedHttp, startTestApi, type TestApi } from '../test-support/test-api.js';
import { numbers } from '../test-support/draw-fixtures.js';

/** 2025-06-16's last-2 as the issue found it: 96 in GLO's table, 06 in the Sanook archive. */
const LAST2: TierDisagreement = {
  tier: 'last2',
  values: [
    { source: 'glo', numbers: ['96'] },
    { source: 'sanook', numbers: ['06'] },
  ],
  note: "check GLO's official sheet",
};
const PRIZE5: TierDisagreement = {
  tier: 'prize5',
  values: [
    { source: 'csv', numbers: numbers(100, 500000) },
    { source: 'sanook', numbers: [...numbers(99, 500000), '599999'] },
  ],
};
const PRIZE2: TierDisagreement = {
  tier: 'prize2',
  values: [
    { source: 'glo', numbers: numbers(5, 200000) },
    { source: 'sanook', numbers: numbers(5, 200010) },
  ],
};
const AMOUNTS = { source: 'sanook', baht: { prize1: 6_000_000, near1: 100_000, prize5: 20_000 } };

/** A small shipped history: a final draw with two disputed tiers and stated amounts; a draw whose only full tier is disputed. */
const SHIPPED = [
  {
    date: '2025-06-16',
    drawDate: '2025-06-16',
    prize1: '507392',
    near1: ['507391', '507393'],
    front3: ['243', '491'],
    last3: ['299', '736'],
    prize2: numbers(5, 200000),
    prize3: numbers(10, 300000),
    prize4: numbers(50, 400000),
    status: 'final',
    sources: ['glo', 'csv', 'sanook'],
    disagreements: [LAST2, PRIZE5],
    amounts: AMOUNTS,
  },
  {
    date: '2025-06-01',
    drawDate: '2025-06-01',
    prize1: '119311',
    front3: ['020', '655'],
    last3: ['010', '768'],
    last2: '45',
    status: 'provisional',
    sources: ['glo', 'sanook'],
    disagreements: [PRIZE2],
  },
];
const shippedText = SHIPPED.map((draw) => JSON.stringify(draw)).join('\n') + '\n';

describe('a draw whose sources disagree, through the import and every view', () => {
  let api: TestApi;
  let asAdmin: AuthedHttp;
  let stackRuns = 0;

  beforeAll(async () => {
    api = await startTestApi({ clock: () => new Date('2025-07-01T05:00:00Z') });
    // Counts the requests that reach Koa's middleware (the fast path answers before it).
    const counter: Middleware = async (_ctx, next) => {
      stackRuns += 1;
      await next();
    };
    api.app.middleware.unshift(counter);
    api.server.removeAllListeners('request');
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Koa's callback handles its own promise
    api.server.on('request', api.app.callback());
    asAdmin = api.as(await api.loginAdmin());
    const report = await importHistory(shippedText, api.services.results);
    expect(report).toMatchObject({ added: 2, skipped: [], disagreements: [] });
    expect(report.entries[0]).toMatchObject({ missing: [] });
  });
  afterAll(() => api.close());

  /** Asks twice: the stack answers first, the fast path the second time, with the same bytes. */
  async function read(path: string): Promise<unknown> {
    const before = stackRuns;
    const miss = await api.http.get(path).expect(200);
    const afterMiss = stackRuns;
    const hit: Response = await api.http.get(path).expect(200);
    expect(afterMiss).toBeGreaterThan(before);
    expect(stackRuns).toBe(afterMiss);
    expect(hit.text).toBe(miss.text);
    return hit.body;
  }

  it('when the light list is read, then it carries the disagreements and amounts of its main tiers only', async () => {
    const list = (await read('/results')) as Result[];
    const draw = list.find((d) => d.date === '2025-06-16');
    expect(v.is(ResultSchema, draw)).toBe(true);
    expect(draw).not.toHaveProperty('last2');
    expect(draw).toMatchObject({
      missing: [],
      disagreements: [LAST2],
      amounts: { source: 'sanook', baht: { prize1: 6_000_000 } },
    });
    expect(draw?.amounts?.baht).toEqual({ prize1: 6_000_000 });
    expect(list.find((d) => d.date === '2025-06-01')).not.toHaveProperty('disagreements');
    expect(await read('/api/results/latest')).toMatchObject({
      date: '2025-06-16',
      disagreements: [LAST2],
    });
  });

  it('when the claimable draws and the draw page are read, then every disagreement and amount is there', async () => {
    const claimable = (await read('/results/claimable')) as Draw[];
    const draw = claimable.find((d) => d.date === '2025-06-16');
    expect(v.is(DrawSchema, draw)).toBe(true);
    expect(draw).toMatchObject({ disagreements: [LAST2, PRIZE5], amounts: AMOUNTS, missing: [] });
    expect(draw).not.toHaveProperty('prize5');
    expect(claimable.find((d) => d.date === '2025-06-01')).toMatchObject({
      disagreements: [PRIZE2],
      missing: ['near1', 'prize3', 'prize4', 'prize5'],
    });

    const page = (await read('/results/2025-06-16')) as DrawDetail;
    expect(v.parse(DrawDetailSchema, page)).toEqual(page);
    expect(page).toMatchObject({
      disagreements: [LAST2, PRIZE5],
      amounts: AMOUNTS,
      status: 'final',
      changes: [],
    });
  });

  it('when the full tiers are read, then a draw comes with the disagreements of those tiers, also when a disputed tier is all it has', async () => {
    const { draws } = (await read('/results/tiers')) as ResultTiers;
    expect(v.is(ResultTiersSchema, { draws })).toBe(true);
    expect(draws.map((d) => d.date)).toEqual(['2025-06-16', '2025-06-01']);
    expect(draws[0]).toMatchObject({ disagreements: [PRIZE5] });
    expect(draws[0]).not.toHaveProperty('amounts');
    expect(draws[1]).toEqual({ date: '2025-06-01', disagreements: [PRIZE2] });
  });

  it('when the same file is imported again, then nothing changes', async () => {
    const again = await importHistory(shippedText, api.services.results);
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 2, disagreements: [] });
  });

  it('when a file gives a final draw a number for its disputed tier, then it is a disagreement, not a settlement', async () => {
    const settling = JSON.stringify({ ...SHIPPED[0], last2: '96', disagreements: [PRIZE5] });
    const report = await importHistory(`${settling}\n`, api.services.results);
    expect(report.disagreements).toEqual([
      "line 1 (2025-06-16): last2 — → 96 (the draw has it disputed: 96 (GLO's table) / 06 (the Sanook archive))",
    ]);
    expect(await api.services.results.detail('2025-06-16')).toMatchObject({
      disagreements: [LAST2, PRIZE5],
    });
  });

  it('when the admin enters a disputed tier, then the disagreement is settled, recorded with source admin, and every answer says so', async () => {
    const settled = (
      await asAdmin
        .patch('/api/results/2025-06-16')
        .send({ last2: '96', note: 'GLO sheet' })
        .expect(200)
    ).body as DrawDetail;
    expect(settled).toMatchObject({ last2: '96', disagreements: [PRIZE5] });
    expect(settled.changes.at(-1)).toEqual({
      at: '2025-07-01T05:00:00.000Z',
      by: api.admin.email,
      source: 'admin',
      kind: 'corrected',
      field: 'last2',
      from: null,
      to: '96',
      note: "settles the disagreement: 96 (GLO's table) / 06 (the Sanook archive); GLO sheet",
    });
    const list = (await read('/results')) as Result[];
    const light = list.find((d) => d.date === '2025-06-16');
    expect(light).toMatchObject({ last2: '96' });
    expect(light).not.toHaveProperty('disagreements');
    expect(await read('/results/2025-06-16')).toMatchObject({
      last2: '96',
      disagreements: [PRIZE5],
    });

    // Removing a disputed tier drops its disagreement; the tier is then missing, and the field goes.
    const dropped = (
      await asAdmin
        .patch('/api/results/2025-06-16')
        .send({ remove: ['prize5'] })
        .expect(200)
    ).body as DrawDetail;
    expect(dropped).not.toHaveProperty('disagreements');
    expect(dropped.missing).toEqual(['prize5']);
    expect(dropped.changes.at(-1)).toMatchObject({
      kind: 'corrected',
      field: 'prize5',
      source: 'admin',
      note: 'disagreement dropped: 100 numbers (the full-prize CSV) / 100 numbers (the Sanook archive)',
    });
    const claimable = (await read('/results/claimable')) as Draw[];
    expect(claimable.find((d) => d.date === '2025-06-16')).not.toHaveProperty('disagreements');
  });
});
