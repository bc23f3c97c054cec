import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ImageItemSchema } from '@lotto/contracts';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api-client';
import { EARLY_ANSWER_WINDOW_MS, takeEarlyResponse, withEarlyResponses } from '../early-requests';

// A real server that counts the requests it answers, so "taken from the early answer" is observable.
let server: Server;
let base: string;
let served: string[] = [];
let tipsVersion = 'early';

beforeAll(async () => {
  server = createServer((req, res) => {
    served.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify([
        { _id: tipsVersion, imageUrl: 'https://x.test/a.png', createdAt: '2026-01-01T00:00:00Z' },
      ]),
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
afterEach(() => {
  delete window.__lotto;
  served = [];
  tipsVersion = 'early';
});

/** What index.html's inline script does on `/`: start the GET and keep its answer by URL. */
function startEarly(path: string, answer: Promise<Response> = fetch(base + path)) {
  window.__lotto ??= {};
  window.__lotto.early ??= {};
  window.__lotto.early[new URL(base + path).href] = answer;
}

const tipIds = (client = createApiClient(base, withEarlyResponses(fetch))) =>
  client.get('/tips', { schema: v.array(ImageItemSchema) }).then((tips) => tips.map((t) => t._id));

describe('early answers', () => {
  it('when the page asked early, then the first GET takes that answer and the next one asks again', async () => {
    startEarly('/tips');
    await expect(tipIds()).resolves.toEqual(['early']);
    expect(served).toEqual(['GET /tips']);

    tipsVersion = 'later';
    await expect(tipIds()).resolves.toEqual(['later']);
    expect(served).toEqual(['GET /tips', 'GET /tips']);
  });

  it('when the call is not a plain GET of that URL, then it goes to the server', async () => {
    startEarly('/tips');
    const client = createApiClient(base, withEarlyResponses(fetch));
    await client.get('/tips', { token: 'member-token' });
    await client.get('/tips', { query: { limit: 1 } });
    await client.post('/tips', { imageUrl: 'https://x.test/b.png' });
    expect(served).toEqual(['GET /tips', 'GET /tips', 'GET /tips?limit=1', 'POST /tips']);
    // Still there for the plain GET.
    expect(takeEarlyResponse(base + '/tips')).toBeInstanceOf(Promise);
  });

  it('when the early request failed, then the call is made again and answers from the server', async () => {
    startEarly('/tips', Promise.reject(new TypeError('Failed to fetch')));
    tipsVersion = 'retried';
    await expect(tipIds()).resolves.toEqual(['retried']);
    expect(served).toEqual(['GET /tips']);
  });

  it('when the start of the visit is over, then an answer never taken is dropped, not served', () => {
    startEarly('/tips', Promise.resolve(new Response('[]')));
    expect(takeEarlyResponse(base + '/tips', EARLY_ANSWER_WINDOW_MS + 1)).toBeUndefined();
    expect(window.__lotto?.early).toBeUndefined();
  });

  it('when nothing was asked early, then every call goes to the server', async () => {
    await expect(tipIds()).resolves.toEqual(['early']);
    expect(served).toEqual(['GET /tips']);
  });
});
