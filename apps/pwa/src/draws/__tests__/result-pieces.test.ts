import type { Draw, Result } from '@lotto/contracts';
import { createStore, get, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearPieces,
  forgetPiecesInMemory,
  keepClaimable,
  markClaimableStale,
  pieceOnDevice,
  piecesSaved,
  readClaimable,
  readPieces,
  sameData,
  savePieces,
  type YearPiece,
} from '../result-pieces';

// fake-indexeddb stands in for the browser's IndexedDB, which jsdom lacks; idb-keyval is real.
const DAY = 24 * 60 * 60 * 1000;
const raw = createStore('lotto-results', 'years');

const draw = (date: string): Result => ({
  _id: `id-${date}`,
  date,
  drawDate: date,
  status: 'final',
  prize1: '123456',
  front3: ['123', '456'],
  last3: ['789', '012'],
  last2: '34',
  missing: [],
});
const piece = (year: number, version: string, dates: string[]): YearPiece => ({
  year,
  version,
  draws: dates.map(draw),
});

const Y2026 = piece(2026, 'v2026aaaaaaaaaaa', ['2026-02-01', '2026-01-16']);
const Y2025 = piece(2025, 'v2025aaaaaaaaaaa', ['2025-12-30', '2025-01-16']);
const Y2024 = piece(2024, 'v2024aaaaaaaaaaa', ['2024-12-30']);
const ALL = [Y2026, Y2025, Y2024];

describe('the light list kept on the device by year', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await clearPieces();
  });

  it('when a new page reads the saved pieces, then the list comes back newest first, each year from its own entry', async () => {
    await savePieces(ALL, ALL, { savedAt: 1000 });
    forgetPiecesInMemory();
    const restored = await readPieces(21 * DAY, 2000);
    expect(restored).toEqual({
      savedAt: 1000,
      complete: true,
      draws: [...Y2026.draws, ...Y2025.draws, ...Y2024.draws],
    });
    expect(pieceOnDevice(2025, Y2025.version)).toEqual(Y2025);
    expect(pieceOnDevice(2025, 'another-version1')).toBeUndefined();
    expect(await get('year:2025', raw)).toEqual(Y2025);
  });

  it('when only the current year changed, then its entry and the index are written, no other year', async () => {
    await savePieces(ALL, ALL, { savedAt: 1000 });
    const changed = piece(2026, 'v2026bbbbbbbbbbb', ['2026-02-16', '2026-02-01', '2026-01-16']);
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    await savePieces([changed, Y2025, Y2024], [changed], { savedAt: 3000 });
    const keys = put.mock.calls.map((call) => call[1]);
    expect(keys).toEqual(['year:2026', 'index']);
    forgetPiecesInMemory();
    const restored = await readPieces(21 * DAY, 4000);
    expect(restored?.draws.map((d) => d.date)).toEqual([
      '2026-02-16',
      '2026-02-01',
      '2026-01-16',
      '2025-12-30',
      '2025-01-16',
      '2024-12-30',
    ]);
    expect(restored?.savedAt).toBe(3000);
  });

  it('when a year is no longer listed, then its entry is deleted', async () => {
    await savePieces(ALL, ALL, { savedAt: 1000 });
    await savePieces([Y2026, Y2025], [], { savedAt: 2000 });
    expect(await get('year:2024', raw)).toBeUndefined();
    forgetPiecesInMemory();
    expect((await readPieces(21 * DAY, 3000))?.draws).toHaveLength(4);
  });

  it.each([
    ['missing', undefined],
    ['corrupt', { year: 2025, version: Y2025.version, draws: 'not a list' }],
    ['of another version', { ...Y2025, version: 'v2025zzzzzzzzzzz' }],
    ['of another year', { ...Y2025, year: 2023 }],
  ])(
    'when a saved year is %s, then the list comes back without it, marked incomplete, and the year is not taken as on the device',
    async (_, stored) => {
      await savePieces(ALL, ALL, { savedAt: 1000 });
      await set('year:2025', stored, raw);
      forgetPiecesInMemory();
      const restored = await readPieces(21 * DAY, 2000);
      expect(restored?.complete).toBe(false);
      expect(restored?.draws.map((d) => d.date)).toEqual([
        '2026-02-01',
        '2026-01-16',
        '2024-12-30',
      ]);
      // The list's next fetch asks for that year again (and for no other).
      expect(pieceOnDevice(2025, Y2025.version)).toBeUndefined();
      expect(pieceOnDevice(2026, Y2026.version)).toEqual(Y2026);
    },
  );

  it('when the save is older than the persisted cache may be, then nothing comes back and the pieces are dropped', async () => {
    await savePieces(ALL, ALL, { savedAt: 1000 });
    forgetPiecesInMemory();
    expect(await readPieces(21 * DAY, 1000 + 22 * DAY)).toBeUndefined();
    expect(await get('year:2026', raw)).toBeUndefined();
    expect(await get('index', raw)).toBeUndefined();
  });

  it('when the index is unreadable, then nothing comes back and the pieces are dropped', async () => {
    await savePieces(ALL, ALL, { savedAt: 1000 });
    await set('index', { savedAt: 'yesterday' }, raw);
    forgetPiecesInMemory();
    expect(await readPieces(21 * DAY, 2000)).toBeUndefined();
    expect(await get('year:2025', raw)).toBeUndefined();
  });

  it('when nothing was ever saved, then nothing comes back', async () => {
    expect(await readPieces(21 * DAY)).toBeUndefined();
  });
});

const full = (date: string, last2 = '34'): Draw => ({
  ...draw(date),
  last2,
  near1: ['123455', '123457'],
  prize2: ['111111', '222222', '333333', '444444', '555555'],
});

/** The IndexedDB keys written from now on. */
function watchWrites(): () => string[] {
  const put = vi.spyOn(IDBObjectStore.prototype, 'put');
  return () => put.mock.calls.map((call) => call[1] as string);
}

describe('the claimable draws kept on the device by draw', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await clearPieces();
  });

  const CLAIMABLE = ['2026-02-01', '2026-01-16', '2025-12-30'].map((date) => full(date));

  it('when they are kept, then each draw is its own entry and a new page reads them back newest first', async () => {
    const written = watchWrites();
    await keepClaimable(CLAIMABLE, { savedAt: 1000 });
    await piecesSaved();
    expect(written()).toEqual([
      'draw:2026-02-01',
      'draw:2026-01-16',
      'draw:2025-12-30',
      'claimable',
    ]);
    forgetPiecesInMemory();
    expect(await readClaimable(21 * DAY, 2000)).toEqual({
      savedAt: 1000,
      stale: false,
      draws: CLAIMABLE,
      complete: true,
    });
  });

  it('when they are marked out of date, then a new page reads them back stale, and their next save clears the mark', async () => {
    await keepClaimable(CLAIMABLE, { savedAt: 1000 });
    await markClaimableStale();
    forgetPiecesInMemory();
    const restored = await readClaimable(21 * DAY, 2000);
    expect(restored?.stale).toBe(true);
    expect(restored?.draws).toEqual(CLAIMABLE);

    await keepClaimable(CLAIMABLE, { savedAt: 3000 });
    await piecesSaved();
    forgetPiecesInMemory();
    expect(await readClaimable(21 * DAY, 4000)).toMatchObject({ savedAt: 3000, stale: false });
  });

  it('when one draw changed and one is no longer claimable, then only that draw and the index are written, and the old one is deleted', async () => {
    await keepClaimable(CLAIMABLE, { savedAt: 1000 });
    await piecesSaved();
    forgetPiecesInMemory();
    const restored = await readClaimable(21 * DAY, 2000);

    const written = watchWrites();
    // As a fetch answers them: new objects, one of them corrected.
    const next = [full('2026-02-01', '77'), full('2026-01-16')];
    const kept = await keepClaimable(next, { savedAt: 3000 });
    await piecesSaved();
    expect(written()).toEqual(['draw:2026-02-01', 'claimable']);
    // The unchanged draw is the device's own object (React Query keeps it as it is).
    expect(kept[1]).toBe(restored?.draws[1]);
    expect(kept[0]).toBe(next[0]);
    expect(await get('draw:2025-12-30', raw)).toBeUndefined();
    forgetPiecesInMemory();
    expect((await readClaimable(21 * DAY, 4000))?.draws).toEqual(next);
  });

  it("when the service worker's saved copy changes nothing, then nothing is written; when it brings a change, it is saved with the copy's time", async () => {
    await keepClaimable(CLAIMABLE, { savedAt: 1000 });
    await piecesSaved();
    const written = watchWrites();
    await keepClaimable(
      CLAIMABLE.map((d) => ({ ...d })),
      { copyAt: 1500 },
    );
    await piecesSaved();
    expect(written()).toEqual([]);

    await keepClaimable([full('2026-02-16'), ...CLAIMABLE], { copyAt: 1500, savedAt: 2000 });
    await piecesSaved();
    forgetPiecesInMemory();
    const restored = await readClaimable(21 * DAY, 2500);
    expect(restored?.copyAt).toBe(1500);
    expect(restored?.draws).toHaveLength(4);
  });

  it('when a saved draw is missing, then the rest come back marked incomplete', async () => {
    await keepClaimable(CLAIMABLE, { savedAt: 1000 });
    await piecesSaved();
    await set('draw:2026-01-16', 'not a draw', raw);
    forgetPiecesInMemory();
    const restored = await readClaimable(21 * DAY, 2000);
    expect(restored?.complete).toBe(false);
    expect(restored?.draws.map((d) => d.date)).toEqual(['2026-02-01', '2025-12-30']);
  });

  it('when the save is too old, then nothing comes back and the draws are dropped, the light list kept', async () => {
    await savePieces(ALL, ALL, { savedAt: 1000 + 10 * DAY });
    await keepClaimable(CLAIMABLE, { savedAt: 1000 });
    await piecesSaved();
    forgetPiecesInMemory();
    expect(await readClaimable(21 * DAY, 1000 + 22 * DAY)).toBeUndefined();
    expect(await get('draw:2026-02-01', raw)).toBeUndefined();
    expect(await get('claimable', raw)).toBeUndefined();
    expect((await readPieces(21 * DAY, 1000 + 22 * DAY))?.draws).toHaveLength(5);
  });

  it('when two answers hold the same data in other objects, then they are the same data; any difference is not', () => {
    expect(sameData(full('2026-02-01'), full('2026-02-01'))).toBe(true);
    expect(sameData(full('2026-02-01'), full('2026-02-01', '35'))).toBe(false);
    expect(sameData({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(sameData({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
  });
});
