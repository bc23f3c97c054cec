import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import {
  acceptedCodings,
  codingTag,
  type ContentCoding,
  etagMatches,
} from '@lotto/http-kit/content-coding';
import type { Context } from 'koa';
import {
  JSON_CONTENT_TYPE,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  PUBLIC_VARY,
} from './response-headers.js';

/** One representation of an answer: its bytes and its own strong ETag. */
export interface Representation {
  coding: ContentCoding;
  body: Buffer;
  etag: string;
}

/**
 * A serialized JSON answer with its strong validator (`body`/`etag`: the identity bytes), and its
 * compressed representations once they exist. Each coding has its own strong ETag (`"<hash>"`,
 * `"<hash>-gzip"`, `"<hash>-br"`): byte-different representations must never share a strong tag,
 * and a conditional request naming any of them is answered 304 (the content is the same).
 */
export interface SerializedJson {
  body: Buffer;
  etag: string;
  identity: Representation;
  gzip?: Representation;
  br?: Representation;
  /** The version the answer states of itself (a year's light list), when it has one. */
  version?: string;
}

/** Answers under this size are sent as they are: compressing saves less than a packet. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Brotli quality 11. Measured on the shipped history (23 Nov 2026, 2-core VM under load ≈ 4):
 * `/results/tiers` 487,017 B → q5 192,633 B in 21 ms, q9 187,789 B in 87 ms, q11 139,117 B in
 * 907 ms (gzip -6: 187,088 B in 36 ms); `/results` 171,568 B → q5 22,682 B / 2 ms, q9 22,459 B /
 * 20 ms, q11 14,451 B / 254 ms (gzip -6: 24,388 B / 4 ms). Below 10, brotli is no smaller than gzip
 * on these digit lists; 11 is 26–41% smaller. It runs once per cache fill, on libuv's thread pool
 * (the event loop is never blocked), and no request waits for it: gzip (awaited, tens of ms) is what
 * the fill answers with, brotli joins the entry when it is ready.
 */
export const BROTLI_QUALITY = 11;

/** How the cache compresses an answer (injectable: tests count calls). */
export interface Compressor {
  gzip(body: Buffer): Promise<Buffer>;
  brotli(body: Buffer): Promise<Buffer>;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** node:zlib's asynchronous compressors: gzip level 6, brotli {@link BROTLI_QUALITY} in text mode. */
export const zlibCompressor: Compressor = {
  gzip: (body) => gzipAsync(body, { level: 6 }),
  brotli: (body) =>
    brotliAsync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
};

/** Serializes once and derives a strong ETag from the exact bytes sent. */
export function serializeJson(value: unknown): SerializedJson {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, identity: { coding: 'identity', body, etag } };
}

interface Entry {
  value: SerializedJson;
  expiresAt: number;
  tag: string;
  /** A write changed what it was read from: still answered, while one load replaces it. */
  stale: boolean;
  /**
   * How much it is asked: the requests it answered since it was stored, plus half of what the
   * copy it replaced had (so a reload ages the count instead of zeroing it). A write reloads the
   * most asked answers at once: an answer asked all day is not forgotten because no request came
   * between two writes (then the next request would wait for the database).
   */
  hits: number;
  load: () => Promise<unknown>;
  versionOf: ((value: unknown) => string) | undefined;
}

/** How many answers of a tag a write through this instance reloads before it answers. */
export const REFRESHED_PER_WRITE = 16;
/** How many loads a write's refresh waits for when more writes come meanwhile, before it forgets the answer. */
const REFRESH_ATTEMPTS = 4;

/**
 * Serialized public lists kept in memory, grouped by tag ('results', 'tips', …). A write clears
 * its tag at once, on its own instance and (a message, cache-bus.ts) on the others; `ttlMs` bounds
 * staleness when such a message is lost, or when instances share a database without Redis.
 * A load that was already running when its tag was cleared is not stored (it may predate the write).
 *
 * A write does not leave its readers waiting for the database: the writing instance reloads the
 * tag's most asked answers before the write answers ({@link refresh}; meanwhile they still answer
 * what was there before the write, which has not answered yet), and another instance, told by a
 * message, answers its copy marked stale while one load replaces it ({@link markStale}). So a
 * write costs each instance one read per answer asked for, and no request waits for it; another
 * instance shows the write once that read is done (the message's latency plus one read). An answer
 * past `ttlMs` is answered the same way, once more while one load replaces it.
 * The default bound holds every draw page of the history (~900) beside the lists.
 *
 * Answers of {@link MIN_COMPRESSED_BYTES} or more are compressed once, when they enter the cache:
 * gzip before the fill answers, brotli in the background (it joins the stored entry). Nothing is
 * compressed per request, and an answer that is not stored (`ttlMs` 0) is not compressed at all.
 */
/** What the cache did since the process started (`GET /health`, the draw-day bench). */
export interface CacheCounts {
  /** Requests answered from a fresh copy. */
  fresh: number;
  /** Requests answered from a stale or expired copy while one load replaced it. */
  stale: number;
  /** Requests that waited for the database: nothing stored, or a write's refresh gave up on it. */
  waited: number;
  /** Reads of the database (loads started). */
  loads: number;
}

export class JsonCache {
  /** Counts since start; read, never reset. */
  readonly counts: CacheCounts = { fresh: 0, stale: 0, waited: 0, loads: 0 };
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();
  private readonly inflight = new Map<string, Promise<SerializedJson>>();
  private readonly compressing = new Set<Promise<void>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
    private readonly compressor: Compressor = zlibCompressor,
  ) {}

  /** The stored answer if it is still fresh, else undefined (never loads: a stale one is left to get()). */
  peek(tag: string, key: string): SerializedJson | undefined {
    const hit = this.entries.get(`${tag}\u0000${key}`);
    if (hit === undefined || hit.stale || hit.expiresAt <= this.now()) return undefined;
    hit.hits += 1;
    this.counts.fresh += 1;
    return hit.value;
  }

  /**
   * A hit is answered without a promise: this is the path every public read takes. `versionOf`
   * reads the version an answer states of itself (kept beside its bytes, see {@link SerializedJson}).
   */
  get(
    tag: string,
    key: string,
    load: () => Promise<unknown>,
    versionOf?: (value: unknown) => string,
  ): SerializedJson | Promise<SerializedJson> {
    const fullKey = `${tag}\u0000${key}`;
    const hit = this.entries.get(fullKey);
    if (hit !== undefined) {
      if (!hit.stale && hit.expiresAt > this.now()) {
        hit.hits += 1;
        this.counts.fresh += 1;
        return hit.value;
      }
      this.counts.stale += 1;
      // Another instance's write, or past its bound (the fallback for a lost message): one load
      // replaces it; until then it answers (a failed load leaves it, and the next request tries
      // again). Nothing waits for the database because an answer aged.
      if (!this.inflight.has(fullKey))
        this.fill(tag, fullKey, load, versionOf).catch(() => undefined);
      return hit.value;
    }

    this.counts.waited += 1;
    const running = this.inflight.get(fullKey);
    if (running !== undefined) return running;
    return this.fill(tag, fullKey, load, versionOf);
  }

  /**
   * Like {@link get}, but never the copy of a stale answer: waits for the load that replaces it. For
   * what is kept elsewhere once made from an answer (the server pages): a page rendered from a
   * stale copy would outlive the write that made it stale.
   */
  fresh(
    tag: string,
    key: string,
    load: () => Promise<unknown>,
  ): SerializedJson | Promise<SerializedJson> {
    const fullKey = `${tag}\u0000${key}`;
    const hit = this.entries.get(fullKey);
    if (hit !== undefined && !hit.stale && hit.expiresAt > this.now()) {
      hit.hits += 1;
      this.counts.fresh += 1;
      return hit.value;
    }
    this.counts.waited += 1;
    return this.inflight.get(fullKey) ?? this.fill(tag, fullKey, load, hit?.versionOf);
  }

  /** Loads, serializes, compresses and (while its tag has not changed meanwhile) stores an answer. */
  private fill(
    tag: string,
    fullKey: string,
    load: () => Promise<unknown>,
    versionOf: ((value: unknown) => string) | undefined,
  ): Promise<SerializedJson> {
    const generation = this.generations.get(tag) ?? 0;
    const current = () => (this.generations.get(tag) ?? 0) === generation;
    this.counts.loads += 1;
    const promise = (async () => {
      const loaded = await load();
      const value = serializeJson(loaded);
      if (versionOf !== undefined) value.version = versionOf(loaded);
      if (this.ttlMs <= 0 || !current()) return value;
      const compress = value.body.length >= MIN_COMPRESSED_BYTES;
      if (compress) {
        value.gzip = {
          coding: 'gzip',
          body: await this.compressor.gzip(value.body),
          etag: codingTag(value.etag, 'gzip'),
        };
        if (!current()) return value;
      }
      const replaced = this.entries.get(fullKey);
      if (this.entries.size >= this.maxEntries && replaced === undefined) {
        const oldest = this.entries.keys().next();
        if (oldest.done !== true) this.entries.delete(oldest.value);
      }
      this.entries.set(fullKey, {
        value,
        expiresAt: this.now() + this.ttlMs,
        tag,
        stale: false,
        hits: Math.floor((replaced?.hits ?? 0) / 2),
        load,
        versionOf,
      });
      if (compress) this.addBrotli(value);
      return value;
    })().finally(() => {
      if (this.inflight.get(fullKey) === promise) this.inflight.delete(fullKey);
    });
    this.inflight.set(fullKey, promise);
    return promise;
  }

  /** Compresses a stored answer with brotli and adds it to the entry (no request waits for it). */
  private addBrotli(value: SerializedJson): void {
    const job = this.compressor.brotli(value.body).then(
      (body) => {
        value.br = { coding: 'br', body, etag: codingTag(value.etag, 'br') };
      },
      // A failed compression leaves the entry as it was: gzip and identity still answer.
      () => undefined,
    );
    const tracked = job.finally(() => this.compressing.delete(tracked));
    this.compressing.add(tracked);
  }

  /** Resolves when every background compression started so far has finished (tests, the bench). */
  async settled(): Promise<void> {
    while (this.compressing.size > 0) await Promise.all([...this.compressing]);
  }

  /** Forgets every answer of `tag` (call after each write to its collection). */
  invalidate(tag: string): void {
    this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.entries.delete(key);
    for (const key of this.inflight.keys())
      if (key.startsWith(`${tag}\u0000`)) this.inflight.delete(key);
  }

  /**
   * Another instance wrote `tag`: its answers here are kept but marked stale (each answers until one
   * load replaces it, on its next request); a load already running may predate the write and is
   * not stored.
   */
  markStale(tag: string): void {
    this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
    for (const entry of this.entries.values()) if (entry.tag === tag) entry.stale = true;
    for (const key of this.inflight.keys())
      if (key.startsWith(`${tag}\u0000`)) this.inflight.delete(key);
  }

  /**
   * This instance wrote `tag`: reloads its {@link REFRESHED_PER_WRITE} most asked answers (meanwhile
   * they answer what was there before), forgets the others, and resolves when none of the tag's
   * answers predates the write: the write answers after this, so its writer reads it back at once.
   * "Most asked" counts the requests since the answer was stored plus half of its previous copy's
   * count (see `Entry.hits`): writes seconds apart on draw day, with no request between two of
   * them, must not make the list a miss that the next visitors wait for; an answer nobody asks
   * for any more is forgotten after a few writes.
   */
  async refresh(tag: string): Promise<void> {
    this.markStale(tag);
    const stale = [...this.entries].filter(([, entry]) => entry.tag === tag);
    const hot = stale
      .filter(([, entry]) => entry.hits > 0)
      .sort(([, x], [, y]) => y.hits - x.hits)
      .slice(0, REFRESHED_PER_WRITE);
    const reloaded = new Set(hot.map(([key]) => key));
    for (const [key] of stale) if (!reloaded.has(key)) this.entries.delete(key);
    await Promise.all(
      hot.map(async ([key, entry]) => {
        // Another write of the tag while this load runs (here, or another instance's message)
        // makes its answer too old to store: then the next load is awaited, the newer write's
        // own or one started here. Meanwhile the copy keeps answering: deleting it would send
        // every request to the database (overlapping writes on draw day).
        for (let attempt = 0; attempt < REFRESH_ATTEMPTS; attempt += 1) {
          const generation = this.generations.get(tag) ?? 0;
          const running =
            this.inflight.get(key) ?? this.fill(tag, key, entry.load, entry.versionOf);
          const loaded = await running.then(
            () => true,
            () => false,
          );
          if (this.entries.get(key) !== entry) return;
          if (!loaded || (this.generations.get(tag) ?? 0) === generation) break;
        }
        // Not replaced (the load failed, or writes kept coming): never answer it again.
        if (this.entries.get(key) === entry) this.entries.delete(key);
      }),
    );
  }

  /**
   * Marks every answer of every tag stale: writes may have been missed (a cache message
   * subscription that was just made again, see cache-bus.ts). As for another instance's message,
   * each answers once more while one load replaces it: a reconnect under load never sends every
   * request of every instance to the database at once.
   */
  markAllStale(): void {
    const tags = new Set<string>(this.generations.keys());
    for (const entry of this.entries.values()) tags.add(entry.tag);
    for (const key of this.inflight.keys()) tags.add(key.slice(0, key.indexOf('\u0000')));
    for (const tag of tags) this.markStale(tag);
  }
}

/**
 * The representation of `json` to send for an `Accept-Encoding` header: the best accepted coding
 * the answer has (brotli may still be on its way, small answers have only identity).
 */
export function representationFor(
  json: SerializedJson,
  acceptEncoding: string | string[] | undefined,
): Representation {
  for (const coding of acceptedCodings(acceptEncoding)) {
    if (coding === 'br' && json.br !== undefined) return json.br;
    if (coding === 'gzip' && json.gzip !== undefined) return json.gzip;
    if (coding === 'identity') break;
  }
  return json.identity;
}

/** A public cached answer for one request: 304 or 200, with the representation it names. */
export interface PublicAnswer {
  notModified: boolean;
  representation: Representation;
}

/**
 * What to answer a GET/HEAD of a cached public answer, by the request's `If-None-Match` and
 * `Accept-Encoding`: the same rule for the Koa route and the fast path. A 304 carries the ETag of
 * the representation a 200 would have sent.
 */
export function publicAnswer(
  json: SerializedJson,
  headers: { 'if-none-match'?: string | string[]; 'accept-encoding'?: string | string[] },
): PublicAnswer {
  return {
    notModified: etagMatches(headers['if-none-match'], json.etag),
    representation: representationFor(json, headers['accept-encoding']),
  };
}

/**
 * Sends a public JSON answer with its ETag and `Cache-Control: no-cache` (caches may keep it but
 * must revalidate, which a PWA's offline cache relies on) unless told otherwise (an immutable
 * year); answers 304 when If-None-Match matches. The body is the best representation the request
 * accepts (`Vary: Accept-Encoding`, always).
 */
export function sendPublicJson(
  ctx: Context,
  json: SerializedJson,
  cacheControl: string = PUBLIC_CACHE_CONTROL,
): void {
  const { notModified, representation } = publicAnswer(json, ctx.req.headers);
  ctx.status = 200;
  // Setting Content-Type directly skips Koa's MIME lookup: this is the hottest path of the API.
  ctx.set({
    ETag: representation.etag,
    'Cache-Control': cacheControl,
    'Content-Type': JSON_CONTENT_TYPE,
    Vary: PUBLIC_VARY,
  });
  if (notModified) {
    ctx.status = 304;
    return;
  }
  if (representation.coding !== 'identity') ctx.set('Content-Encoding', representation.coding);
  ctx.body = representation.body;
}

/** Private answers (member and admin data) are never stored by any cache. */
export function sendPrivateJson(ctx: Context, value: unknown, status = 200): void {
  ctx.status = status;
  ctx.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  ctx.body = value;
}
