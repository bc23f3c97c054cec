import { API, type Draw, type Result } from '@lotto/contracts';
import type { QueryState } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import {
  clear,
  createStore,
  del,
  delMany,
  get,
  getMany,
  set,
  setMany,
  type UseStore,
} from 'idb-keyval';
import { api } from '@/lib/api-client';
import { forEachInSlices } from '@/lib/idle';

/**
 * The light list kept on the device by year (`GET /results/years/:year/:version`'s answers), one
 * IndexedDB entry per year and an index entry naming each year's version, in a database of its own
 * (`lotto-results`). A save writes only the years whose version changed (on a draw day: the current
 * year, a few kB), never the whole history; a start reads the years one entry per request, all
 * asked at once, each answer its own short task (structured clone, no JSON.parse of the whole
 * list). The claimable draws (in full)
 * are kept the same way, one entry per draw, written when the draw changes. The rest of the query
 * cache stays in the persister's one value (`./query-persistence.ts`), which leaves both out.
 *
 * A list built from the service worker's saved copy (the network failed) is saved with that copy's
 * time (`copyAt`), and read back as that copy: it shows its age and is fetched again.
 */

/** One year's light list, newest first, and the version the API gave it. */
export interface YearPiece {
  year: number;
  version: string;
  draws: Result[];
}

/** The index entry: when the pieces were last saved and which version of each year they hold. */
interface PieceIndex {
  savedAt: number;
  /** When the service worker saved the copy the list was built from (0 unknown); absent if fresh. */
  copyAt?: number;
  years: { year: number; version: string }[];
}

/** How a save came about: when, and the service worker's copy it was built from, if it was. */
export interface SaveOptions {
  savedAt?: number;
  copyAt?: number | undefined;
}

const INDEX_KEY = 'index';
const pieceKey = (year: number) => `year:${year}`;

let store: UseStore | undefined;
/** Opened on first use: a page that never reads the list never creates the database. */
const pieces = (): UseStore => (store ??= createStore('lotto-results', 'years'));

/** The pieces on the device, by year, as read at start or written since. */
const onDevice = new Map<number, YearPiece>();

/**
 * This page's read of the light list's pieces, once started (by the persister's restore or by a
 * fetch of the list, whichever asks first): see {@link devicePieces}.
 */
let lightRead: Promise<RestoredPieces | undefined> | undefined;

function isIndex(value: unknown): value is PieceIndex {
  if (typeof value !== 'object' || value === null) return false;
  const index = value as Partial<PieceIndex>;
  return (
    typeof index.savedAt === 'number' &&
    (index.copyAt === undefined || typeof index.copyAt === 'number') &&
    Array.isArray(index.years) &&
    index.years.every(
      (y: unknown) =>
        typeof y === 'object' &&
        y !== null &&
        typeof (y as { year?: unknown }).year === 'number' &&
        typeof (y as { version?: unknown }).version === 'string',
    )
  );
}

/** A stored piece is used only when it is the one the index names (else it is fetched again). */
function isPiece(value: unknown, year: number, version: string): value is YearPiece {
  if (typeof value !== 'object' || value === null) return false;
  const piece = value as Partial<YearPiece>;
  return piece.year === year && piece.version === version && Array.isArray(piece.draws);
}

/** What {@link readPieces} found: the draws of every readable year, newest first. */
export interface RestoredPieces {
  savedAt: number;
  copyAt?: number;
  draws: Result[];
  /** False when a year the index names was missing or unreadable (the list lacks it). */
  complete: boolean;
}

/**
 * Reads the pieces back (one IndexedDB request per year, all asked at once: each answer is read
 * back in its own task, so no task parses the whole history).
 * Undefined when nothing is saved or the save is older than `maxAgeMs` (then every piece is dropped,
 * the claimable draws' too).
 * A missing or corrupt year is left out and forgotten: the next fetch of the list asks for it again.
 */
export function readPieces(
  maxAgeMs: number,
  now = Date.now(),
): Promise<RestoredPieces | undefined> {
  const read = readPiecesNow(maxAgeMs, now);
  lightRead = read;
  return read;
}

async function readPiecesNow(maxAgeMs: number, now: number): Promise<RestoredPieces | undefined> {
  const index = await get<unknown>(INDEX_KEY, pieces());
  if (index === undefined) return undefined;
  if (!isIndex(index) || now - index.savedAt > maxAgeMs) {
    await dropPieces();
    return undefined;
  }
  const draws: Result[] = [];
  let complete = true;
  // Every year asked for at once, each its own request: no wait for one answer before the next is
  // asked, and still each answer read back in its own task.
  const read = await Promise.all(
    index.years.map(({ year }) => get<unknown>(pieceKey(year), pieces()).catch(() => undefined)),
  );
  for (const [i, { year, version }] of index.years.entries()) {
    const piece = read[i];
    if (isPiece(piece, year, version)) {
      onDevice.set(year, piece);
      for (const draw of piece.draws) draws.push(draw);
    } else {
      onDevice.delete(year);
      complete = false;
    }
  }
  return { savedAt: index.savedAt, copyAt: index.copyAt, draws, complete };
}

/**
 * The pieces as this page read them: the read already started (the persister's restore), else one
 * started now. A fetch of the list waits for it before it decides which years to ask for: the
 * route's loader starts the fetch before React's first render, so before the restore has read
 * anything, and a fetch that did not wait took every year as missing, asked the API for each,
 * checked each and wrote each again, on every start (the restore's own reads behind all that).
 */
export function devicePieces(maxAgeMs: number): Promise<RestoredPieces | undefined> {
  return lightRead ?? readPieces(maxAgeMs);
}

/** The device's piece of `year` when it is that version (read at start or saved since). */
export function pieceOnDevice(year: number, version: string): YearPiece | undefined {
  const piece = onDevice.get(year);
  return piece?.version === version ? piece : undefined;
}

let writing: Promise<void> = Promise.resolve();

/**
 * Saves the list as `years` (newest first, each with the version it is on the device): writes
 * the pieces in `changed` (one entry each, one after the other), deletes the years no longer
 * listed, then the index. The index goes last, so it never names a piece that is not written: after
 * a crash in between, a piece of another version is found and fetched again. Saves run one after
 * the other.
 */
export function savePieces(
  years: readonly { year: number; version: string }[],
  changed: readonly YearPiece[],
  { savedAt = Date.now(), copyAt }: SaveOptions = {},
): Promise<void> {
  for (const piece of changed) onDevice.set(piece.year, piece);
  const listed = new Set(years.map((y) => y.year));
  const gone = [...onDevice.keys()].filter((year) => !listed.has(year));
  for (const year of gone) onDevice.delete(year);
  const run = async () => {
    for (const piece of changed) await set(pieceKey(piece.year), piece, pieces());
    for (const year of gone) await del(pieceKey(year), pieces());
    const index: PieceIndex = {
      savedAt,
      ...(copyAt === undefined ? {} : { copyAt }),
      years: years.map(({ year, version }) => ({ year, version })),
    };
    await set(INDEX_KEY, index, pieces());
  };
  return queued(run);
}

/** Runs `run` after every save started before it (saves never interleave). */
function queued(run: () => Promise<void>): Promise<void> {
  writing = writing.then(run, run);
  return writing;
}

/** Resolves when every save started so far is written (tests, the bench). */
export function piecesSaved(): Promise<void> {
  return writing;
}

/** Drops every piece (the persisted cache was dropped: too old, or another shape). */
export async function clearPieces(): Promise<void> {
  lightRead = undefined;
  claimableRead = undefined;
  await dropPieces();
}

/** Drops every piece, the reads of this page left as they are (a read that found them too old). */
async function dropPieces(): Promise<void> {
  onDevice.clear();
  drawsOnDevice.clear();
  await clear(pieces());
}

/** Tests: forget what this page knows of the device (as a new page would). */
export function forgetPiecesInMemory(): void {
  onDevice.clear();
  drawsOnDevice.clear();
  lightRead = undefined;
  claimableRead = undefined;
}

/*
 * The claimable draws, in full: one entry per draw (`draw:<date>`) and their index (`claimable`).
 * At ten times today's history they are ≈ 480 draws, 700 kB: one value would take a cheap phone
 * a long task to read back or to write; one draw is a kilobyte or two.
 */

/**
 * The claimable draws' index entry: when they were saved and their dates, newest first; `stale`
 * once the app learnt they are out of date (a polled draw changed) without fetching them again.
 */
interface ClaimableIndex {
  savedAt: number;
  copyAt?: number;
  stale?: boolean;
  dates: string[];
}

const CLAIMABLE_KEY = 'claimable';
const drawKey = (date: string) => `draw:${date}`;
/** Draws read or written in one IndexedDB request batch: each batch is a short task. */
const DRAWS_AT_ONCE = 40;

/** The claimable draws on the device, by date, as read at start or written since. */
const drawsOnDevice = new Map<string, Draw>();

/** This page's read of the claimable draws, once started: see {@link deviceClaimable}. */
let claimableRead: Promise<RestoredClaimable | undefined> | undefined;

function isClaimableIndex(value: unknown): value is ClaimableIndex {
  if (typeof value !== 'object' || value === null) return false;
  const index = value as Partial<ClaimableIndex>;
  return (
    typeof index.savedAt === 'number' &&
    (index.copyAt === undefined || typeof index.copyAt === 'number') &&
    (index.stale === undefined || typeof index.stale === 'boolean') &&
    Array.isArray(index.dates) &&
    index.dates.every((date: unknown) => typeof date === 'string')
  );
}

const isDraw = (value: unknown, date: string): value is Draw =>
  typeof value === 'object' && value !== null && (value as { date?: unknown }).date === date;

/** Whether two JSON-like values are equal (answers' data: no cycles, no functions). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** What {@link readClaimable} found: the draws of the index, newest first. */
export interface RestoredClaimable {
  savedAt: number;
  copyAt?: number;
  /** Marked out of date by {@link markClaimableStale} since they were saved. */
  stale: boolean;
  draws: Draw[];
  /** False when a draw the index names was missing or unreadable. */
  complete: boolean;
}

/** Reads the claimable draws back, a few draws per request. Undefined when none are saved. */
export function readClaimable(
  maxAgeMs: number,
  now = Date.now(),
): Promise<RestoredClaimable | undefined> {
  const read = readClaimableNow(maxAgeMs, now);
  claimableRead = read;
  return read;
}

async function readClaimableNow(
  maxAgeMs: number,
  now: number,
): Promise<RestoredClaimable | undefined> {
  const index = await get<unknown>(CLAIMABLE_KEY, pieces());
  if (index === undefined) return undefined;
  if (!isClaimableIndex(index) || now - index.savedAt > maxAgeMs) {
    // Too old to show, or another shape: dropped, draws and all.
    const dates = isClaimableIndex(index) ? index.dates : [];
    await delMany([CLAIMABLE_KEY, ...dates.map(drawKey)], pieces());
    drawsOnDevice.clear();
    return undefined;
  }
  const draws: Draw[] = [];
  let complete = true;
  for (let i = 0; i < index.dates.length; i += DRAWS_AT_ONCE) {
    const dates = index.dates.slice(i, i + DRAWS_AT_ONCE);
    const values = await getMany<unknown>(dates.map(drawKey), pieces()).catch(() => []);
    dates.forEach((date, j) => {
      const draw = values[j];
      if (isDraw(draw, date)) {
        drawsOnDevice.set(date, draw);
        draws.push(draw);
      } else complete = false;
    });
  }
  return {
    savedAt: index.savedAt,
    copyAt: index.copyAt,
    stale: index.stale === true,
    draws,
    complete,
  };
}

/**
 * The claimable draws as this page read them: the read already started (the persister's restore),
 * else one started now. A fetch of them waits for it before {@link keepClaimable} compares: else,
 * started before the restore (by the route's loader), it found no draw on the device and wrote
 * every one again.
 */
export function deviceClaimable(maxAgeMs: number): Promise<RestoredClaimable | undefined> {
  return claimableRead ?? readClaimable(maxAgeMs);
}

/**
 * The claimable draws on the device are out of date (a polled draw changed; they are fetched again
 * on their next use, not now): a page started later must not take them as fresh for their hour.
 * The next save of the draws clears the mark.
 */
export function markClaimableStale(): Promise<void> {
  return queued(async () => {
    const index = await get<unknown>(CLAIMABLE_KEY, pieces());
    if (!isClaimableIndex(index) || index.stale === true) return;
    await set(CLAIMABLE_KEY, { ...index, stale: true }, pieces());
  }).catch((error: unknown) => console.warn('The claimable draws could not be marked', error));
}

/**
 * The claimable draws as the device should keep them: each draw equal to the one on the device is
 * that object (React Query then keeps it, and nothing is written for it), the others are saved in
 * the background, a few per request, with the dates' index last; draws no longer claimable are
 * deleted. A list from the service worker's saved copy that changes nothing is not saved.
 */
export async function keepClaimable(
  draws: readonly Draw[],
  { copyAt, savedAt = Date.now() }: SaveOptions = {},
): Promise<Draw[]> {
  const kept: Draw[] = [];
  // Compared in slices: ≈ 480 draws in full at ten times today's history.
  await forEachInSlices(draws, (draw) => {
    const device = drawsOnDevice.get(draw.date);
    kept.push(device !== undefined && sameData(device, draw) ? device : draw);
  });
  const changed = kept.filter((draw) => drawsOnDevice.get(draw.date) !== draw);
  const listed = new Set(kept.map((draw) => draw.date));
  const gone = [...drawsOnDevice.keys()].filter((date) => !listed.has(date));
  if (changed.length === 0 && gone.length === 0 && copyAt !== undefined) return kept;
  for (const draw of changed) drawsOnDevice.set(draw.date, draw);
  for (const date of gone) drawsOnDevice.delete(date);
  queued(async () => {
    for (let i = 0; i < changed.length; i += DRAWS_AT_ONCE) {
      const batch = changed.slice(i, i + DRAWS_AT_ONCE);
      await setMany(
        batch.map((draw) => [drawKey(draw.date), draw]),
        pieces(),
      );
    }
    for (const date of gone) await del(drawKey(date), pieces());
    const index: ClaimableIndex = {
      savedAt,
      ...(copyAt === undefined ? {} : { copyAt }),
      dates: kept.map((draw) => draw.date),
    };
    await set(CLAIMABLE_KEY, index, pieces());
  }).catch((error: unknown) => console.warn('The claimable draws could not be saved', error));
  return kept;
}

/** A query as the persister hands it back, from data read back from the pieces. */
function restoredQuery(
  data: unknown,
  restored: { savedAt: number; copyAt?: number; stale?: boolean; complete: boolean },
  hash: string,
): PersistedClient['clientState']['queries'][number] {
  // A list missing a piece, built from the service worker's saved copy or marked out of date, is
  // stale at once: it is fetched again when online (only the missing years of the light list).
  const fresh = restored.complete && restored.copyAt === undefined && restored.stale !== true;
  const state: QueryState = {
    data,
    dataUpdatedAt: fresh ? restored.savedAt : 0,
    dataUpdateCount: 1,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: !fresh,
    status: 'success',
    fetchStatus: 'idle',
  };
  return {
    queryKey: JSON.parse(hash) as unknown[],
    queryHash: hash,
    state,
    meta: { persist: true },
    dehydratedAt: restored.savedAt,
  };
}

/**
 * The persister's restore: `saved` (the one value) with the light list and the claimable draws read
 * back from their pieces put in as the queries of `hashes` (a copy in the value, from before they
 * were kept in pieces, is replaced). The pieces alone make a client when the value is gone. A list
 * saved from the service worker's copy is marked as that copy (`savedCopyAt`), with its age.
 */
export async function withSavedPieces(
  saved: PersistedClient | undefined,
  options: { maxAgeMs: number; buster: string; hashes: { results: string; claimable: string } },
): Promise<PersistedClient | undefined> {
  const fail = (error: unknown) => {
    console.warn('The saved results could not be read', error);
    return undefined;
  };
  const list = await devicePieces(options.maxAgeMs).catch(fail);
  const claimable = await deviceClaimable(options.maxAgeMs).catch(fail);
  const queries: PersistedClient['clientState']['queries'] = [];
  if (list !== undefined) {
    if (list.copyAt !== undefined)
      api.markSavedCopy(API.results.years.path(), list.draws, list.copyAt);
    queries.push(restoredQuery(list.draws, list, options.hashes.results));
  }
  if (claimable !== undefined) {
    if (claimable.copyAt !== undefined)
      api.markSavedCopy(API.results.claimable.path(), claimable.draws, claimable.copyAt);
    queries.push(restoredQuery(claimable.draws, claimable, options.hashes.claimable));
  } else {
    // Saved in the one value by an older version of the app: kept in pieces from now on.
    const old = saved?.clientState.queries.find((q) => q.queryHash === options.hashes.claimable);
    if (Array.isArray(old?.state.data) && old.state.dataUpdatedAt > 0)
      await keepClaimable(old.state.data as Draw[], { savedAt: old.state.dataUpdatedAt });
  }
  if (queries.length === 0) return saved;
  const replaced = new Set(queries.map((q) => q.queryHash));
  const base: PersistedClient = saved ?? {
    timestamp: Math.max(list?.savedAt ?? 0, claimable?.savedAt ?? 0),
    buster: options.buster,
    clientState: { mutations: [], queries: [] },
  };
  return {
    ...base,
    clientState: {
      ...base.clientState,
      queries: [...base.clientState.queries.filter((q) => !replaced.has(q.queryHash)), ...queries],
    },
  };
}
