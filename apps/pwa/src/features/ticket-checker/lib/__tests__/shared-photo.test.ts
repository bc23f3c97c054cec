import { type Blob, File } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { SHARED_PHOTO } from '@lotto/site/shared-photo';
import { describe, expect, it } from 'vitest';
import { keptSharedPhoto, photoProblem } from '../shared-photo';

/*
 * public/sw-share-target.js runs in the service worker: here it runs in a context that has what a
 * worker gives it (self, caches, Response, URL), its Cache Storage a stand-in that the app's side
 * (../shared-photo.ts) then reads, as the checker does. The whole path, with the browser's own
 * share POST, is e2e/ticket-share.spec.ts.
 */
const source = readFileSync(
  resolve(import.meta.dirname, '../../../../../public/sw-share-target.js'),
  'utf8',
);
const ORIGIN = 'https://lotto.example';
/**
 * The worker's FormData, Blob and File are those of its Request and Response (Node's here), not
 * the test page's (jsdom's), which Node's Request cannot read.
 */
const FormData = (await new Response(new URLSearchParams()).formData())
  .constructor as new () => globalThis.FormData;
const ACTION = `${ORIGIN}${SHARED_PHOTO.action}`;

/** A stand-in for the browser's Cache Storage: caches by name, entries by absolute URL. */
function cacheStorage() {
  const caches = new Map<string, Map<string, Response>>();
  const key = (request: RequestInfo | URL) =>
    new URL(request instanceof Request ? request.url : String(request), ORIGIN).href;
  const storage = {
    has: (name: string) => Promise.resolve(caches.has(name)),
    open: (name: string) => {
      const entries = caches.get(name) ?? new Map<string, Response>();
      caches.set(name, entries);
      return Promise.resolve({
        put: (request: RequestInfo | URL, response: Response) => {
          entries.set(key(request), response);
          return Promise.resolve();
        },
        match: (request: RequestInfo | URL) => Promise.resolve(entries.get(key(request))?.clone()),
        delete: (request: RequestInfo | URL) => Promise.resolve(entries.delete(key(request))),
      });
    },
  };
  return { storage: storage as unknown as CacheStorage, caches };
}

/** Loads the script into a fresh worker-like context; `fetch` hands it one request. */
function worker(storage: CacheStorage) {
  let onFetch: ((event: unknown) => void) | undefined;
  const self = {
    location: { origin: ORIGIN, href: `${ORIGIN}/sw.js` },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'fetch') onFetch = listener;
    },
  };
  runInNewContext(source, { self, caches: storage, Response, URL, console });
  return async (request: Request): Promise<Response | undefined> => {
    let answer: Promise<Response> | undefined;
    onFetch?.({
      request,
      respondWith: (response: Promise<Response>) => {
        answer = response;
      },
    });
    return answer;
  };
}

/** The share's POST, as the browser makes it from the manifest's share_target. */
function share(files: Record<string, Blob | File | string>): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(files)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value as unknown as globalThis.Blob);
  }
  return new Request(ACTION, { method: 'POST', body: form });
}

const PHOTO = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'ticket.png', {
  type: 'image/png',
});

describe('the service worker: a photo shared to the app', () => {
  it('when a photo is shared, then it is kept for the checker, which takes it, and goes to /check (303)', async () => {
    const { storage } = cacheStorage();
    const answer = await worker(storage)(share({ [SHARED_PHOTO.field]: PHOTO }));
    expect(answer?.status).toBe(303);
    expect(answer?.headers.get('Location')).toBe(`${ORIGIN}/check?photo=shared`);

    const kept = await keptSharedPhoto(storage);
    expect(kept?.photo.type).toBe('image/png');
    expect(new Uint8Array((await kept?.photo.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(
      new Uint8Array(await PHOTO.arrayBuffer()),
    );
    await kept?.remove();
    expect(await keptSharedPhoto(storage)).toBeNull();
  });

  it('when a share brings no photo, another kind of file or one over 20 MB, then nothing is kept (the photo kept before stays) and /check says why', async () => {
    const { storage } = cacheStorage();
    const ask = worker(storage);
    await ask(share({ [SHARED_PHOTO.field]: PHOTO }));
    const huge = new File([new Uint8Array(SHARED_PHOTO.maxBytes + 1)], 'big.jpg', {
      type: 'image/jpeg',
    });
    const cases: [Request, string][] = [
      [share({ title: 'my ticket' }), 'missing'],
      [share({ [SHARED_PHOTO.field]: 'not a file' }), 'missing'],
      [
        share({ [SHARED_PHOTO.field]: new File([], 'empty.png', { type: 'image/png' }) }),
        'missing',
      ],
      [new Request(ACTION, { method: 'POST', body: 'plain text' }), 'missing'],
      [
        share({ [SHARED_PHOTO.field]: new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }) }),
        'not-image',
      ],
      [share({ [SHARED_PHOTO.field]: huge }), 'too-large'],
    ];
    for (const [request, state] of cases) {
      const answer = await ask(request);
      expect(answer?.status, state).toBe(303);
      expect(answer?.headers.get('Location'), state).toBe(`${ORIGIN}/check?photo=${state}`);
    }
    expect((await keptSharedPhoto(storage))?.photo.size).toBe(PHOTO.size);
  });

  it('when a request is not the share’s POST, then the worker leaves it to its routes', async () => {
    const { storage, caches } = cacheStorage();
    const ask = worker(storage);
    expect(await ask(new Request(ACTION))).toBeUndefined();
    expect(
      await ask(new Request(`${ORIGIN}/check`, { method: 'POST', body: new FormData() })),
    ).toBeUndefined();
    expect(
      await ask(new Request(`https://elsewhere.example${SHARED_PHOTO.action}`, { method: 'POST' })),
    ).toBeUndefined();
    expect(caches.size).toBe(0);
  });
});

describe('photoProblem', () => {
  it('when a file is an image of at most 20 MB, then it may be read; else it says why not', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 3_000_000 })).toBeNull();
    expect(photoProblem({ type: 'image/png', size: SHARED_PHOTO.maxBytes })).toBeNull();
    expect(photoProblem({ type: 'image/heic', size: SHARED_PHOTO.maxBytes + 1 })).toBe('too-large');
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe('not-image');
    expect(photoProblem({ type: '', size: 10 })).toBe('not-image');
  });
});
