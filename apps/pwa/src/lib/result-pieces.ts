import type { Result } from '@lotto/contracts';
import type { QueryState } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * The light list kept on the device by year (`GET /results/years/:year/:version`'s answers), one
 * IndexedDB entry per year and an index entry naming each year's version, in a database of its own
 * (`lotto-results`). A save writes only the years whose version changed (on a draw day: the current
 * year, a few kB), never the whole history; a start reads the years one entry at a time, each its
 * own short task (structured clone, no JSON.parse of the whole list). The rest of the query cache
 * stays in the persister's one value (`lib/query-client.ts`), which leaves the light list out.
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
  years: { year: number; version: string }[];
}

const INDEX_KEY = 'index';
const pieceKey = (year: number) => `year:${year}`;

let store: UseStore | undefined;
/** Opened on first use: a page that never reads the list never creates the database. */
const pieces = (): UseStore => (store ??= createStore('lotto-results', 'years'));

/** The pieces on the device, by year, as read at start or written since. */
const onDevice = new Map<number, YearPiece>();

function isIndex(value: unknown): value is PieceIndex {
  if (typeof value !== 'object' || value === null) return false;
  const index = value as Partial<PieceIndex>;
  return (
    typeof index.savedAt === 'number' &&
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
  draws: Result[];
  /** False when a year the index names was missing or unreadable (the list lacks it). */
  complete: boolean;
}

/**
 * Reads the pieces back (one IndexedDB request per year, so no task parses the whole history).
 * Undefined when nothing is saved or the save is older than `maxAgeMs` (then all of it is dropped).
 * A missing or corrupt year is left out and forgotten: the next fetch of the list asks for it again.
 */
export async function readPieces(
  maxAgeMs: number,
  now = Date.now(),
): Promise<RestoredPieces | undefined> {
  const index = await get<unknown>(INDEX_KEY, pieces());
  if (index === undefined) return undefined;
  if (!isIndex(index) || now - index.savedAt > maxAgeMs) {
    await clearPieces();
    return undefined;
  }
  const draws: Result[] = [];
  let complete = true;
  for (const { year, version } of index.years) {
    const piece = await get<unknown>(pieceKey(year), pieces()).catch(() => undefined);
    if (isPiece(piece, year, version)) {
      onDevice.set(year, piece);
      for (const draw of piece.draws) draws.push(draw);
    } else {
      onDevice.delete(year);
      complete = false;
    }
  }
  return { savedAt: index.savedAt, draws, complete };
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
  savedAt = Date.now(),
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
      years: years.map(({ year, version }) => ({ year, version })),
    };
    await set(INDEX_KEY, index, pieces());
  };
  writing = writing.then(run, run);
  return writing;
}

/** Resolves when every save started so far is written (tests, the bench). */
export function piecesSaved(): Promise<void> {
  return writing;
}

/** Drops every piece (the persisted cache was dropped: too old, or another shape). */
export async function clearPieces(): Promise<void> {
  onDevice.clear();
  await clear(pieces());
}

/** Tests: forget what this page knows of the device (as a new page would). */
export function forgetPiecesInMemory(): void {
  onDevice.clear();
}

/** The light list's query as the persister hands it back, from the pieces read at start. */
function lightListQuery(
  restored: RestoredPieces,
  hash: string,
): PersistedClient['clientState']['queries'][number] {
  const state: QueryState<Result[]> = {
    data: restored.draws,
    dataUpdateCount: 1,
    // A list missing a year is stale at once: it is fetched again (only that year) when online.
    dataUpdatedAt: restored.complete ? restored.savedAt : 0,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: !restored.complete,
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
 * The persister's restore: `saved` (the one value) with the light list read back from the pieces
 * put in as the query of `hash` (a copy in the value, from before the list was kept by year, is
 * replaced). The pieces alone make a client when the value is gone.
 */
export async function withSavedLightList(
  saved: PersistedClient | undefined,
  options: { maxAgeMs: number; buster: string; hash: string },
): Promise<PersistedClient | undefined> {
  const restored = await readPieces(options.maxAgeMs).catch((error: unknown) => {
    console.warn('The saved results could not be read', error);
    return undefined;
  });
  if (restored === undefined) return saved;
  const base: PersistedClient = saved ?? {
    timestamp: restored.savedAt,
    buster: options.buster,
    clientState: { mutations: [], queries: [] },
  };
  return {
    ...base,
    clientState: {
      ...base.clientState,
      queries: [
        ...base.clientState.queries.filter((q) => q.queryHash !== options.hash),
        lightListQuery(restored, options.hash),
      ],
    },
  };
}
