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

/**
 * How long a writer's finished answers stay in Redis for the other instances (at most: never longer
 * than the caches' own bound, PUBLIC_CACHE_TTL_MS, see {@link JsonCache}).
 */
export const SHARED_ANSWER_TTL_MS = 120_000;

/** An answer another instance stored after its write, and how long ago it stored it. */
export interface SharedAnswer {
  value: SerializedJson;
  /** Milliseconds since the writer stored it (Redis's own clock: no instance's clock is trusted). */
  ageMs: number;
}

/**
 * Where the answers finished by another instance's write are taken from (cache-bus.ts: Redis).
 * Resolves undefined when there is none (expired, lost, never stored); never needed to reject, but
 * a rejection is a miss too.
 */
export interface SharedAnswers {
  take(tag: string, generation: number, key: string): Promise<SharedAnswer | undefined>;
}

const CODINGS: readonly ContentCoding[] = ['identity', 'gzip', 'br'];

/**
 * A serialized answer as one buffer, for Redis: a 4-byte big-endian header length, the header
 * (JSON: the identity ETag, the version, and each representation's coding, ETag and length, the
 * identity first), then the representations' bytes in that order.
 */
export function encodeSerializedJson(json: SerializedJson): Buffer {
  const parts = [json.identity, json.gzip, json.br].filter(
    (part): part is Representation => part !== undefined,
  );
  const header = Buffer.from(
    JSON.stringify({
      etag: json.etag,
      ...(json.version === undefined ? {} : { version: json.version }),
      parts: parts.map((part) => [part.coding, part.etag, part.body.length]),
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return Buffer.concat([length, header, ...parts.map((part) => part.body)]);
}

/** The answer {@link encodeSerializedJson} wrote, or undefined for anything else (a miss, never a throw). */
export function decodeSerializedJson(buffer: Buffer): SerializedJson | undefined {
  if (buffer.length < 4) return undefined;
  const headerLength = buffer.readUInt32BE(0);
  if (4 + headerLength > buffer.length) return undefined;
  let header: unknown;
  try {
    header = JSON.parse(buffer.subarray(4, 4 + headerLength).toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof header !== 'object' || header === null) return undefined;
  const { etag, version, parts } = header as { etag?: unknown; version?: unknown; parts?: unknown };
  if (typeof etag !== 'string' || !Array.isArray(parts) || parts.length === 0) return undefined;
  if (version !== undefined && typeof version !== 'string') return undefined;
  const found = new Map<ContentCoding, Representation>();
  let offset = 4 + headerLength;
  for (const part of parts as unknown[]) {
    if (!Array.isArray(part) || part.length !== 3) return undefined;
    const [coding, partEtag, length] = part as unknown[];
    if (!CODINGS.includes(coding as ContentCoding) || found.has(coding as ContentCoding))
      return undefined;
    if (typeof partEtag !== 'string' || !Number.isSafeInteger(length) || (length as number) < 0)
      return undefined;
    const end = offset + (length as number);
    if (end > buffer.length) return undefined;
    found.set(coding as ContentCoding, {
      coding: coding as ContentCoding,
      body: buffer.subarray(offset, end),
      etag: partEtag,
    });
    offset = end;
  }
  const identity = found.get('identity');
  if (offset !== buffer.length || identity?.etag !== etag) return undefined;
  const gzipPart = found.get('gzip');
  const brPart = found.get('br');
  return {
    body: identity.body,
    etag,
    identity,
    ...(gzipPart === undefined ? {} : { gzip: gzipPart }),
    ...(brPart === undefined ? {} : { br: brPart }),
    ...(version === undefined ? {} : { version }),
  };
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
 *
 * With `shared` (Redis), that read is the writer's alone: the writer stores what its refresh
 * reloaded, compressed, under the write's generation ({@link refresh} returns it, {@link compressed}
 * waits for its brotli), and another instance's load, after a message naming the newest generation
 * it knows ({@link heard}), takes those bytes instead (no read, no compression), kept until the
 * writer's copy would expire. Anything else — no stored bytes, a message older than one heard —
 * reads the database as without Redis.
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
  /** Answers taken finished from another instance's write (Redis), with no read and no compression. */
  shared: number;
}

/**
 * The deployment-wide generations of a tag's writes (Redis INCR, cache-bus.ts) this instance knows
 * of. The answers a write stores under generation g were read after g was drawn, so they hold every
 * write whose generation is ≤ g (each write draws its generation after it is done).
 */
interface SharedGeneration {
  /** The newest generation heard of (a message) or drawn (this instance's own write). */
  known: number;
  /**
   * Whether the answers stored under `known` may be taken: true once another instance's message
   * named it (or this instance stored them itself); false while this instance's own write of it is
   * reloading, and after a message naming an older generation than one known (messages of two
   * quick writes can arrive in either order: then only a read of the database is sure).
   */
  usable: boolean;
}

export class JsonCache {
  /** Counts since start; read, never reset. */
  readonly counts: CacheCounts = { fresh: 0, stale: 0, waited: 0, loads: 0, shared: 0 };
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();
  private readonly inflight = new Map<string, Promise<SerializedJson>>();
  private readonly compressing = new Set<Promise<void>>();
  private readonly brotliJobs = new WeakMap<SerializedJson, Promise<void>>();
  private readonly sharedGenerations = new Map<string, SharedGeneration>();

  /**
   * `shared`: where other instances' finished answers are taken from (the Redis cache bus); without
   * it (one process) every answer is read and compressed here.
   */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
    private readonly compressor: Compressor = zlibCompressor,
    private readonly shared?: SharedAnswers,
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

  /**
   * Loads, serializes, compresses and (while its tag has not changed meanwhile) stores an answer.
   * When another instance's write of the tag is the newest this instance has heard of, its
   * finished answer is taken from Redis instead (one GET: no read, no compression), and stored
   * to expire when the writer's copy would have (`ageMs`); a miss falls back to the load.
   * `shareable` false: this instance's own write is reloading (it is the one to read).
   */
  private fill(
    tag: string,
    fullKey: string,
    load: () => Promise<unknown>,
    versionOf: ((value: unknown) => string) | undefined,
    shareable = true,
  ): Promise<SerializedJson> {
    const generation = this.generations.get(tag) ?? 0;
    const current = () => (this.generations.get(tag) ?? 0) === generation;
    const sharedGeneration = this.sharedGenerations.get(tag);
    const taking =
      shareable && this.shared !== undefined && this.ttlMs > 0 && sharedGeneration?.usable === true
        ? { from: this.shared, generation: sharedGeneration.known }
        : undefined;
    if (taking === undefined) this.counts.loads += 1;
    const promise = (async () => {
      if (taking !== undefined) {
        const taken = await taking.from
          .take(tag, taking.generation, fullKey.slice(tag.length + 1))
          .catch(() => undefined);
        if (taken !== undefined && taken.ageMs < this.ttlMs) {
          this.counts.shared += 1;
          const { value } = taken;
          if (!current()) return value;
          this.store(tag, fullKey, value, load, versionOf, this.now() + this.ttlMs - taken.ageMs);
          if (value.br === undefined && value.body.length >= MIN_COMPRESSED_BYTES)
            this.addBrotli(value);
          return value;
        }
        this.counts.loads += 1;
      }
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
      this.store(tag, fullKey, value, load, versionOf, this.now() + this.ttlMs);
      if (compress) this.addBrotli(value);
      return value;
    })().finally(() => {
      if (this.inflight.get(fullKey) === promise) this.inflight.delete(fullKey);
    });
    this.inflight.set(fullKey, promise);
    return promise;
  }

  private store(
    tag: string,
    fullKey: string,
    value: SerializedJson,
    load: () => Promise<unknown>,
    versionOf: ((value: unknown) => string) | undefined,
    expiresAt: number,
  ): void {
    const replaced = this.entries.get(fullKey);
    if (this.entries.size >= this.maxEntries && replaced === undefined) {
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
    this.entries.set(fullKey, {
      value,
      expiresAt,
      tag,
      stale: false,
      hits: Math.floor((replaced?.hits ?? 0) / 2),
      load,
      versionOf,
    });
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
    this.brotliJobs.set(value, tracked);
  }

  /** Resolves when the brotli compressions of these answers (if any were started) have finished. */
  async compressed(values: Iterable<SerializedJson>): Promise<void> {
    const jobs: Promise<void>[] = [];
    for (const value of values) {
      const job = this.brotliJobs.get(value);
      if (job !== undefined) jobs.push(job);
    }
    await Promise.all(jobs);
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
    const shared = this.sharedGenerations.get(tag);
    if (shared !== undefined) shared.usable = false;
    for (const entry of this.entries.values()) if (entry.tag === tag) entry.stale = true;
    for (const key of this.inflight.keys())
      if (key.startsWith(`${tag}\u0000`)) this.inflight.delete(key);
  }

  /**
   * Another instance's message: it wrote `tag`, and (with Redis) stored its finished answers under
   * `generation`. Marks the tag stale ({@link markStale}); the next load of each answer takes the
   * writer's bytes if `generation` is the newest known, else reads the database.
   */
  heard(tag: string, generation?: number): void {
    this.markStale(tag);
    if (generation === undefined) return;
    const known = this.sharedGenerations.get(tag);
    if (known === undefined || generation > known.known)
      this.sharedGenerations.set(tag, { known: generation, usable: true });
  }

  /** This instance stored its write's answers under `generation` (they may be taken back here). */
  stored(tag: string, generation: number): void {
    const known = this.sharedGenerations.get(tag);
    if (known?.known === generation) known.usable = true;
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
  async refresh(tag: string, generation?: number): Promise<Map<string, SerializedJson>> {
    this.markStale(tag);
    if (generation !== undefined) {
      const known = this.sharedGenerations.get(tag);
      if (known === undefined || generation > known.known)
        this.sharedGenerations.set(tag, { known: generation, usable: false });
    }
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
            this.inflight.get(key) ?? this.fill(tag, key, entry.load, entry.versionOf, false);
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
    const reloadedAnswers = new Map<string, SerializedJson>();
    for (const key of reloaded) {
      const entry = this.entries.get(key);
      if (entry !== undefined && !entry.stale && entry.expiresAt > this.now())
        reloadedAnswers.set(key.slice(tag.length + 1), entry.value);
    }
    return reloadedAnswers;
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
