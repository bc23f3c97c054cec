import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context } from 'koa';
import {
  JSON_CONTENT_TYPE,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  PUBLIC_VARY,
} from './response-headers.js';

/** A content coding the API sends (`identity` = the bytes as serialized). */
export type ContentCoding = 'br' | 'gzip' | 'identity';

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

/** `"<hash>"` → `"<hash>-<coding>"`. */
function codingTag(etag: string, coding: 'br' | 'gzip'): string {
  return `${etag.slice(0, -1)}-${coding}"`;
}

interface Entry {
  value: SerializedJson;
  expiresAt: number;
  tag: string;
}

/**
 * Serialized public lists kept in memory, grouped by tag ('results', 'tips', …). A write clears
 * its tag at once; `ttlMs` bounds staleness when other instances write to a shared database.
 * A load that was already running when its tag was cleared is not stored (it may predate the write).
 * The default bound holds every draw page of the history (~900) beside the lists.
 *
 * Answers of {@link MIN_COMPRESSED_BYTES} or more are compressed once, when they enter the cache:
 * gzip before the fill answers, brotli in the background (it joins the stored entry). Nothing is
 * compressed per request, and an answer that is not stored (`ttlMs` 0) is not compressed at all.
 */
export class JsonCache {
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

  /** The stored answer if it is still fresh, else undefined (never loads). */
  peek(tag: string, key: string): SerializedJson | undefined {
    const hit = this.entries.get(`${tag}\u0000${key}`);
    return hit !== undefined && hit.expiresAt > this.now() ? hit.value : undefined;
  }

  /** A hit is answered without a promise: this is the path every public read takes. */
  get(
    tag: string,
    key: string,
    load: () => Promise<unknown>,
  ): SerializedJson | Promise<SerializedJson> {
    const fullKey = `${tag}\u0000${key}`;
    const hit = this.entries.get(fullKey);
    if (hit !== undefined && hit.expiresAt > this.now()) return hit.value;

    const running = this.inflight.get(fullKey);
    if (running !== undefined) return running;

    const generation = this.generations.get(tag) ?? 0;
    const current = () => (this.generations.get(tag) ?? 0) === generation;
    const promise = (async () => {
      const value = serializeJson(await load());
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
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next();
        if (oldest.done !== true) this.entries.delete(oldest.value);
      }
      this.entries.set(fullKey, { value, expiresAt: this.now() + this.ttlMs, tag });
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
}

const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip', 'identity'];
const ACCEPTED = new Map<string, readonly ContentCoding[]>();
const IDENTITY_ONLY: readonly ContentCoding[] = ['identity'];

/**
 * The codings an `Accept-Encoding` header accepts, best first: by q-value, ties going to br, then
 * gzip, then identity (smaller first). `*` stands for codings not named; q=0 refuses a coding;
 * identity stays the last resort even when refused (an answer beats a 406). No header means
 * identity only. Memoized per header value (browsers send a handful).
 */
export function acceptedCodings(header: string | string[] | undefined): readonly ContentCoding[] {
  if (header === undefined) return IDENTITY_ONLY;
  const value = Array.isArray(header) ? header.join(',') : header;
  const known = ACCEPTED.get(value);
  if (known !== undefined) return known;
  const q = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let weight = 1;
    for (const param of params) {
      const [key = '', raw = ''] = param.split('=');
      if (key.trim().toLowerCase() !== 'q') continue;
      const parsed = Number(raw.trim());
      weight = raw.trim() !== '' && Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
    }
    q.set(coding === 'x-gzip' ? 'gzip' : coding, weight);
  }
  const star = q.get('*');
  // Identity, when not named, weighs what `*` does, else the least of the named codings (as the
  // `negotiator` package does): `br;q=0.5` still prefers brotli to the bytes as they are.
  const unnamedIdentity = star ?? (q.size === 0 ? 1 : Math.min(...q.values()));
  const weight = (coding: ContentCoding) =>
    q.get(coding) ?? (coding === 'identity' ? unnamedIdentity : (star ?? 0));
  const accepted = PREFERENCE.filter((coding) => weight(coding) > 0).sort(
    (a, b) => weight(b) - weight(a), // stable: equal weights keep br, gzip, identity
  );
  const result = accepted.includes('identity') ? accepted : [...accepted, 'identity' as const];
  if (ACCEPTED.size < 256) ACCEPTED.set(value, result);
  return result;
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

/**
 * Whether an `If-None-Match` header names `etag` or the tag of one of its coded representations
 * (`"<hash>-gzip"`, `"<hash>-br"`: the same content), with weak comparison, `*` and lists allowed.
 * Unlike `fresh()`, a request's `Cache-Control: no-cache` does not force a full answer: browsers'
 * fetch() adds it to every request that carries If-None-Match, and as the origin we are exactly the
 * revalidation that header asks for, so a matching validator is answered 304.
 */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  const wanted = opaque(etag);
  const gzipTag = codingTag(wanted, 'gzip');
  const brTag = codingTag(wanted, 'br');
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    if (trimmed === '*') return true;
    const candidate = opaque(trimmed);
    return candidate === wanted || candidate === brTag || candidate === gzipTag;
  });
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
 * must revalidate, which a PWA's offline cache relies on); answers 304 when If-None-Match matches.
 * The body is the best representation the request accepts (`Vary: Accept-Encoding`, always).
 */
export function sendPublicJson(ctx: Context, json: SerializedJson): void {
  const { notModified, representation } = publicAnswer(json, ctx.req.headers);
  ctx.status = 200;
  // Setting Content-Type directly skips Koa's MIME lookup: this is the hottest path of the API.
  ctx.set({
    ETag: representation.etag,
    'Cache-Control': PUBLIC_CACHE_CONTROL,
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
