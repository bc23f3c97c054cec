import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import {
  JSON_CONTENT_TYPE,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
} from './response-headers.js';

/** A serialized JSON answer with its strong validator. */
export interface SerializedJson {
  body: Buffer;
  etag: string;
}

/** Serializes once and derives a strong ETag from the exact bytes sent. */
export function serializeJson(value: unknown): SerializedJson {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag };
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
 */
export class JsonCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();
  private readonly inflight = new Map<string, Promise<SerializedJson>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
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
    const promise = (async () => {
      const value = serializeJson(await load());
      if (this.ttlMs > 0 && (this.generations.get(tag) ?? 0) === generation) {
        if (this.entries.size >= this.maxEntries) {
          const oldest = this.entries.keys().next();
          if (oldest.done !== true) this.entries.delete(oldest.value);
        }
        this.entries.set(fullKey, { value, expiresAt: this.now() + this.ttlMs, tag });
      }
      return value;
    })().finally(() => {
      if (this.inflight.get(fullKey) === promise) this.inflight.delete(fullKey);
    });
    this.inflight.set(fullKey, promise);
    return promise;
  }

  /** Forgets every answer of `tag` (call after each write to its collection). */
  invalidate(tag: string): void {
    this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.entries.delete(key);
    for (const key of this.inflight.keys())
      if (key.startsWith(`${tag}\u0000`)) this.inflight.delete(key);
  }
}

/**
 * Whether an `If-None-Match` header names `etag` (weak comparison, `*` matches, lists allowed).
 * Unlike `fresh()`, a request's `Cache-Control: no-cache` does not force a full answer: browsers'
 * fetch() adds it to every request that carries If-None-Match, and as the origin we are exactly the
 * revalidation that header asks for, so a matching validator is answered 304.
 */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  const wanted = opaque(etag);
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || opaque(trimmed) === wanted;
  });
}

/**
 * Sends a public JSON answer with its ETag and `Cache-Control: no-cache` (caches may keep it but
 * must revalidate, which a PWA's offline cache relies on); answers 304 when If-None-Match matches.
 */
export function sendPublicJson(ctx: Context, json: SerializedJson): void {
  ctx.status = 200;
  // Setting Content-Type directly skips Koa's MIME lookup: this is the hottest path of the API.
  ctx.set({
    ETag: json.etag,
    'Cache-Control': PUBLIC_CACHE_CONTROL,
    'Content-Type': JSON_CONTENT_TYPE,
  });
  if (etagMatches(ctx.req.headers['if-none-match'], json.etag)) {
    ctx.status = 304;
    return;
  }
  ctx.body = json.body;
}

/** Private answers (member and admin data) are never stored by any cache. */
export function sendPrivateJson(ctx: Context, value: unknown, status = 200): void {
  ctx.status = status;
  ctx.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  ctx.body = value;
}
