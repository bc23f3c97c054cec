import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DrawChangeSchema,
  DrawDetailSchema,
  DrawSchema,
  ResultInputSchema,
  ResultSchema,
  ResultsQuerySchema,
  type ShippedDraw,
  TiersQuerySchema,
  drawDetailOf,
  hasFront3Era,
  missingTiers,
  toFieldIssues,
} from '../index.js';

const modern = {
  date: '2024-12-16',
  prize1: '097863',
  front3: ['290', '742'],
  last3: ['339', '881'],
  last2: '21',
};
const older = {
  date: '2015-08-16',
  prize1: '111111',
  front3: [],
  last3: ['111', '222', '333', '444'],
  last2: '12',
};

function issuesOf(input: unknown) {
  const result = v.safeParse(ResultInputSchema, input);
  return result.success ? [] : toFieldIssues(result.issues);
}

describe('ResultInputSchema', () => {
  it('when a modern draw has two front-3 and two last-3 numbers, then it is accepted', () => {
    expect(issuesOf(modern)).toEqual([]);
  });

  it('when a draw before 2015-09-01 has no front-3 and four last-3 numbers, then it is accepted', () => {
    expect(issuesOf(older)).toEqual([]);
  });

  it('when a modern draw uses the old shape, then front3 and last3 are both reported', () => {
    const paths = issuesOf({ ...modern, front3: [], last3: older.last3 }).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['front3', 'last3']));
  });

  it('when an old draw carries front-3 numbers, then front3 is reported', () => {
    expect(issuesOf({ ...older, front3: ['123', '456'] }).map((i) => i.path)).toContain('front3');
  });

  it.each([
    ['prize1', { prize1: '12345' }],
    ['prize1', { prize1: '1234567' }],
    ['prize1', { prize1: '12a456' }],
    ['last2', { last2: '7' }],
    ['front3.0', { front3: ['12', '742'] }],
    ['last3.1', { last3: ['339', '8810'] }],
    ['date', { date: '2024-02-30' }],
    ['date', { date: '16/12/2024' }],
  ])('when %s is malformed (%j), then that field is reported', (path, patch) => {
    expect(issuesOf({ ...modern, ...patch }).map((i) => i.path)).toContain(path);
  });

  it('when an unknown key or a query operator is sent, then the body is refused', () => {
    expect(issuesOf({ ...modern, paid: 1 }).length).toBeGreaterThan(0);
    expect(issuesOf({ ...modern, prize1: { $gt: '' } }).map((i) => i.path)).toContain('prize1');
  });

  it('when the spec form gets a tier it does not have, then the body is refused', () => {
    expect(issuesOf({ ...modern, prize2: ['123456'] }).length).toBeGreaterThan(0);
  });
});

describe('hasFront3Era', () => {
  it('when the date is 2015-09-01 or later, then it is in the front-3 era', () => {
    expect(hasFront3Era('2015-09-01')).toBe(true);
    expect(hasFront3Era('2015-08-16')).toBe(false);
  });
});

describe('ResultsQuerySchema', () => {
  it('when limit and before are valid, then limit becomes a number', () => {
    expect(v.parse(ResultsQuerySchema, { limit: '20', before: '2024-01-01' })).toEqual({
      limit: 20,
      before: '2024-01-01',
    });
  });

  it.each([
    { limit: '0' },
    { limit: '-1' },
    { limit: 'abc' },
    { limit: '5000' },
    { before: 'yesterday' },
    { other: '1' },
  ])('when the query is %j, then it is refused', (query) => {
    expect(v.safeParse(ResultsQuerySchema, query).success).toBe(false);
  });
});

describe('TiersQuerySchema', () => {
  it('when the bounds are real days in order (or absent), then they pass as given', () => {
    expect(v.parse(TiersQuerySchema, {})).toEqual({});
    expect(v.parse(TiersQuerySchema, { from: '2019-01-01', to: '2019-01-01' })).toEqual({
      from: '2019-01-01',
      to: '2019-01-01',
    });
    expect(v.parse(TiersQuerySchema, { to: '2019-12-31' })).toEqual({ to: '2019-12-31' });
  });

  it('when from is after to, then the issue is on to in plain words', () => {
    const result = v.safeParse(TiersQuerySchema, { from: '2020-01-01', to: '2019-12-31' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(toFieldIssues(result.issues)).toEqual([
        { path: 'to', message: 'to must be on or after from' },
      ]);
  });

  it.each([
    { from: '2019-02-30' },
    { to: '2019/12/31' },
    { from: ['2019-01-01', '2019-02-01'] },
    { limit: '5' },
  ])('when the query is %j, then it is refused', (query) => {
    expect(v.safeParse(TiersQuerySchema, query).success).toBe(false);
  });
});

/*
 * The response shapes, on real draws of the shipped history (data/history/draws.ndjson), built the
 * way the API answers them (apps/api draw-views): 2020-04-01 (every tier; drawn on 2020-05-16) and
 * 1992-06-16 (a 7-digit first prize, four last-3 numbers).
 */
const shipped = new Map(
  readFileSync(new URL('../../../../data/history/draws.ndjson', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as ShippedDraw)
    .map((draw) => [draw.date, draw]),
);
function shippedDraw(date: string): ShippedDraw {
  const draw = shipped.get(date);
  if (draw === undefined) throw new Error(`no shipped draw of ${date}`);
  return draw;
}
/** The API's draw item (`GET /results/claimable`): every tier on file and what it says of itself. */
function drawItem(date: string) {
  const { sources: _sources, corrections: _corrections, ...draw } = shippedDraw(date);
  return { _id: '6745a0c2f1d2e3a4b5c6d7e8', ...draw, missing: missingTiers(draw) };
}
/** The light item (`GET /results`): the main tiers only. */
function lightItem(date: string) {
  const { near1: _n, prize2: _2, prize3: _3, prize4: _4, prize5: _5, ...light } = drawItem(date);
  return light;
}
/** The draw page's answer (`GET /results/:date`). */
function detail(date: string) {
  return drawDetailOf(drawItem(date), [{ at: '2026-11-23T03:00:00.000Z', kind: 'created' }]);
}
const passes = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

describe('the response schemas on real draws', () => {
  it('when a real draw is answered as a light item, a full item or a detail, then each passes as is', () => {
    expect(drawItem('2020-04-01')).toMatchObject({ drawDate: '2020-05-16', missing: [] });
    expect(drawItem('2020-04-01').prize5).toHaveLength(100);
    for (const date of ['2020-04-01', '1992-06-16']) {
      expect(v.parse(ResultSchema, lightItem(date))).toEqual(lightItem(date));
      expect(v.parse(DrawSchema, drawItem(date))).toEqual(drawItem(date));
      expect(v.parse(DrawDetailSchema, detail(date))).toEqual(detail(date));
    }
    expect(detail('1992-06-16')).toMatchObject({ era: 'seven-digit', schedule: null });
    expect(lightItem('1992-06-16').prize1).toBe('5569432');
  });

  it('when a detail lacks `missing` or `schedule`, then it is refused', () => {
    const { missing: _missing, ...noMissing } = detail('2020-04-01');
    const { schedule: _schedule, ...noSchedule } = detail('2020-04-01');
    expect(passes(DrawDetailSchema, noMissing)).toBe(false);
    expect(passes(DrawDetailSchema, noSchedule)).toBe(false);
    expect(passes(DrawDetailSchema, { ...detail('2020-04-01'), schedule: null })).toBe(true);
  });

  it('when an era, a status or a missing tier is not one of ours, then it is refused', () => {
    expect(passes(DrawDetailSchema, { ...detail('2020-04-01'), era: 'eight-digit' })).toBe(false);
    expect(passes(DrawDetailSchema, { ...detail('2020-04-01'), status: 'done' })).toBe(false);
    expect(passes(ResultSchema, { ...lightItem('2020-04-01'), status: 'pending' })).toBe(false);
    expect(passes(DrawSchema, { ...drawItem('2020-04-01'), missing: ['prize6'] })).toBe(false);
  });

  it('when a number has 5 digits in a 6-digit tier (or 6 in a 7-digit era), then every shape refuses it', () => {
    const short = { prize1: '51095' };
    expect(passes(ResultSchema, { ...lightItem('2020-04-01'), ...short })).toBe(false);
    expect(passes(DrawSchema, { ...drawItem('2020-04-01'), ...short })).toBe(false);
    expect(passes(DrawDetailSchema, { ...detail('2020-04-01'), ...short })).toBe(false);
    const prize5 = [...(drawItem('2020-04-01').prize5 ?? [])];
    prize5[99] = '12345';
    const issues = v.safeParse(DrawDetailSchema, { ...detail('2020-04-01'), prize5 }).issues ?? [];
    expect(toFieldIssues(issues)).toEqual([
      { path: 'prize5.99', message: '5th prize must be exactly 6 digits (got "12345")' },
    ]);
    expect(passes(ResultSchema, { ...lightItem('1992-06-16'), prize1: '556943' })).toBe(false);
    expect(passes(ResultSchema, { ...lightItem('2020-04-01'), last3: ['191', '3644'] })).toBe(
      false,
    );
  });
});

describe('DrawChangeSchema', () => {
  const at = '2026-11-23T03:00:00.000Z';
  it('when a change is one the API records, then it passes', () => {
    for (const change of [
      { at, by: 'admin@example.com', kind: 'created' },
      { at, kind: 'corrected', field: 'last2', from: '55', to: '54' },
      { at, kind: 'added', field: 'prize5', from: null, to: ['123456'] },
      { at, kind: 'status', field: 'status', from: 'provisional', to: 'final' },
      { at, kind: 'source', field: 'last2', from: '55', to: '54', note: 'the GLO table' },
    ])
      expect(v.parse(DrawChangeSchema, change)).toEqual(change);
  });

  it('when a change has an unknown kind, no time or a number for a value, then it is refused', () => {
    expect(passes(DrawChangeSchema, { at, kind: 'deleted' })).toBe(false);
    expect(passes(DrawChangeSchema, { kind: 'created' })).toBe(false);
    expect(passes(DrawChangeSchema, { at, kind: 'corrected', from: 55, to: 54 })).toBe(false);
  });
});
