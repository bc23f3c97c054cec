import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ResultInputSchema,
  ResultsQuerySchema,
  TiersQuerySchema,
  hasFront3Era,
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
