import { createHash } from 'node:crypto';
import { codingTag } from '@lotto/http-kit/content-coding';
import {
  type Compressor,
  MIN_COMPRESSED_BYTES,
  type SerializedJson,
  zlibCompressor,
} from '../../shared/http/json-cache.js';

/*
 * Rendered server pages kept in memory, keyed by page (path, search, language, day) and cleared
 * whenever the draws change (`invalidate`, called by the results' writes like the JSON cache), so
 * a page is rendered and compressed once per version of the draws. `ttlMs` bounds how long a page,
 * and the data pages are rendered from (`data`), may be kept: a write through another instance on
 * a shared database clears nothing here, so that bound is how soon its pages follow.
 */

/** A rendered page: its status, type and bytes with their strong ETags (one per coding). */
export interface RenderedPage {
  status: number;
  contentType: string;
  /** The same shape as the JSON cache's answers: identity, gzip, brotli once ready. */
  bytes: SerializedJson;
}

/** What a render produces. */
export interface PageSource {
  status: number;
  contentType: string;
  body: string;
}

interface Entry {
  page: Promise<RenderedPage>;
  expiresAt: number;
}

interface DataEntry {
  value: Promise<unknown>;
  expiresAt: number;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly kept = new Map<string, DataEntry>();
  private generation = 0;
  private readonly compressing = new Set<Promise<void>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
    private readonly now: () => number = Date.now,
    private readonly compressor: Compressor = zlibCompressor,
  ) {}

  /** The page of `key`, rendered by `render` when it is not kept (or kept too long). */
  get(key: string, render: () => Promise<PageSource>): Promise<RenderedPage> {
    const hit = this.entries.get(key);
    if (hit !== undefined && hit.expiresAt > this.now()) return hit.page;
    const generation = this.generation;
    const page = render().then((source) => this.prepare(source));
    if (this.ttlMs > 0) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next();
        if (oldest.done !== true) this.entries.delete(oldest.value);
      }
      this.entries.set(key, { page, expiresAt: this.now() + this.ttlMs });
      // A failed render is not kept; nor is one that started before the draws changed.
      page.then(
        () => {
          if (this.generation !== generation) this.forget(key, page);
        },
        () => this.forget(key, page),
      );
    }
    return page;
  }

  /**
   * What several pages are rendered from (every draw on file), loaded once and kept by the same
   * rules as a page: until the draws change here, and at most `ttlMs` (a failed load is not kept).
   */
  data<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.kept.get(key);
    if (hit !== undefined && hit.expiresAt > this.now()) return hit.value as Promise<T>;
    const generation = this.generation;
    const value = load();
    if (this.ttlMs > 0) {
      this.kept.set(key, { value, expiresAt: this.now() + this.ttlMs });
      const forget = () => {
        if (this.kept.get(key)?.value === value) this.kept.delete(key);
      };
      value.then(() => {
        if (this.generation !== generation) forget();
      }, forget);
    }
    return value;
  }

  /** Renders a page without keeping it (a checked ticket: one visitor's). */
  async once(render: () => Promise<PageSource>): Promise<RenderedPage> {
    return this.prepare(await render(), false);
  }

  private forget(key: string, page: Promise<RenderedPage>): void {
    if (this.entries.get(key)?.page === page) this.entries.delete(key);
  }

  private async prepare(source: PageSource, brotli = true): Promise<RenderedPage> {
    const body = Buffer.from(source.body);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const bytes: SerializedJson = { body, etag, identity: { coding: 'identity', body, etag } };
    if (body.length >= MIN_COMPRESSED_BYTES) {
      bytes.gzip = {
        coding: 'gzip',
        body: await this.compressor.gzip(body),
        etag: codingTag(etag, 'gzip'),
      };
      if (brotli) {
        const job = this.compressor.brotli(body).then(
          (compressed) => {
            bytes.br = { coding: 'br', body: compressed, etag: codingTag(etag, 'br') };
          },
          () => undefined,
        );
        const tracked = job.finally(() => this.compressing.delete(tracked));
        this.compressing.add(tracked);
      }
    }
    return { status: source.status, contentType: source.contentType, bytes };
  }

  /** Resolves when every background compression has finished (tests). */
  async settled(): Promise<void> {
    while (this.compressing.size > 0) await Promise.all([...this.compressing]);
  }

  /** Forgets every page: the draws changed. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.kept.clear();
  }
}
