import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as api from '../index.js';
import type {
  DrawResult,
  Tier,
  ThreeUpFilter,
  ThreeUpKind,
  TotalGroup,
  TotalsSearchMode,
} from '../index.js';

const CONTRACT_NAMES = [
  'TOTAL_TABLE',
  'searchTotals',
  'generate3Up',
  'kind3',
  'filter3Up',
  'search3Up',
  'DOWN_NUMBERS',
  'searchDown',
  'digitSumMod10',
  'totalMatch',
  'checkTicket',
  'nearFirstOf',
  'TIERS',
  'readTicketCode',
  'ticketCodePeriod',
  'drawOfTicketCode',
  'DRAW_TIME_ZONE',
  'BANGKOK_UTC_OFFSET_MINUTES',
  'DRAW_STARTS_AT',
  'DRAW_COMPLETE_BY',
  'FIRST_CALENDAR_YEAR',
  'LAST_CALENDAR_YEAR',
  'ONE_OFF_DRAW_CHANGES',
  'regularDrawDates',
  'isRegularDrawDate',
  'bangkokDay',
  'ISO_DATE_PATTERN',
  'isIsoDate',
  'drawStartsAt',
  'drawCompleteBy',
  'drawsBetween',
  'nextDraw',
  'upcomingDraws',
  'drawScheduleAt',
  'drawUnderWay',
  'liveDrawAt',
  'namesLiveDraw',
  'LIVE_AFTER_COMPLETE_MS',
  'assertDrawOverrides',
].sort();

describe('the package entry point', () => {
  it('when src/index.ts is imported, then it exports exactly the names of the contract', () => {
    expect(Object.keys(api).sort()).toEqual(CONTRACT_NAMES);
  });

  it('when the built dist/index.js is imported, then it exports exactly the names of the contract', async () => {
    const distPath = fileURLToPath(new URL('../../dist/index.js', import.meta.url));
    if (!existsSync(distPath)) {
      throw new Error(
        `${distPath} is missing: build the package first (turbo runs build before test)`,
      );
    }
    const dist: unknown = await import(pathToFileURL(distPath).href);
    expect(Object.keys(dist as object).sort()).toEqual(CONTRACT_NAMES);
  });

  it('when the types are used, then they have the shapes of the contract', () => {
    expectTypeOf<Tier>().toEqualTypeOf<
      'prize1' | 'near1' | 'prize2' | 'prize3' | 'prize4' | 'prize5' | 'front3' | 'last3' | 'last2'
    >();
    expectTypeOf<TotalsSearchMode>().toEqualTypeOf<'total' | 'pair' | 'single'>();
    expectTypeOf<ThreeUpKind>().toEqualTypeOf<'SINGLE' | 'DOUBLE' | 'TRIPLE'>();
    expectTypeOf<ThreeUpFilter>().toEqualTypeOf<'ALL' | 'SINGLE' | 'DOUBLE' | 'TRIPLE'>();
    expectTypeOf(api.TOTAL_TABLE).toExtend<
      readonly { total: number; numbers: readonly string[] }[]
    >();
    expectTypeOf<TotalGroup>().toExtend<{ total: number; numbers: readonly string[] }>();
    expectTypeOf(api.checkTicket).returns.toEqualTypeOf<Tier[]>();
    // A draw typed with the contract's mutable arrays is accepted as it is.
    expectTypeOf<{
      date: string;
      prize1: string;
      front3: string[];
      last3: string[];
      last2: string;
      prize2?: string[];
      prize3?: string[];
      prize4?: string[];
      prize5?: string[];
    }>().toExtend<DrawResult>();
    // A draw with only some tiers on file (every tier optional, as the contracts' Draw has them).
    expectTypeOf<{
      date: string;
      prize1?: string | undefined;
      front3?: string[] | undefined;
      last3?: string[] | undefined;
      last2?: string | undefined;
    }>().toExtend<DrawResult>();
    expectTypeOf(api.searchTotals).returns.toExtend<
      { total: number; numbers: readonly string[] }[]
    >();
  });
});
