import { shareCardPath } from '@lotto/site';
import { PNG } from 'pngjs';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numbers } from '../test-support/draw-fixtures.js';
import { startTestApi, type TestApi } from '../test-support/test-api.js';

/** A final draw whose last-2 is disputed (96 in GLO's table, 06 in the Sanook archive), and a provisional one. */
const SHIPPED = [
  {
    date: '2025-06-16',
    drawDate: '2025-06-16',
    prize1: '507392',
    near1: ['507391', '507393'],
    front3: ['243', '491'],
    last3: ['299', '736'],
    prize2: numbers(5, 200000),
    prize3: numbers(10, 300000),
    prize4: numbers(50, 400000),
    prize5: numbers(100, 500000),
    status: 'final',
    sources: ['glo', 'sanook'],
    disagreements: [
      {
        tier: 'last2',
        values: [
          { source: 'glo', numbers: ['96'] },
          { source: 'sanook', numbers: ['06'] },
        ],
      },
    ],
  },
  {
    date: '2025-06-01',
    drawDate: '2025-06-01',
    prize1: '119311',
    front3: ['020', '655'],
    last3: ['010', '768'],
    last2: '45',
    status: 'provisional',
    sources: ['glo'],
  },
];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const card = (date: string, lang?: string) =>
  `${shareCardPath(date)}${lang === undefined ? '' : `?lang=${lang}`}`;

/** supertest keeps a binary body as a Buffer with this parser. */
function png(request: ReturnType<TestApi['http']['get']>) {
  return request.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}
const bodyOf = (response: Response) => response.body as Buffer;

/** How many pixels of a region are far from the card's white box colour (ink of drawn text). */
function inkIn(image: PNG, x0: number, y0: number, x1: number, y1: number): number {
  let ink = 0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      const i = (y * image.width + x) * 4;
      const [r, g, b] = [image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0];
      if (r + g + b < 3 * 160) ink += 1;
    }
  }
  return ink;
}

describe('GET /result/:date/card.png: the draw’s share picture', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ clock: () => new Date('2025-07-01T05:00:00Z'), history: SHIPPED });
  });
  afterAll(() => api.close());

  it('when a draw is asked for, then the answer is a 1080 × 1350 PNG, public for a day once final', async () => {
    const response = await png(api.http.get(card('2025-06-16'))).expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toMatch(/^"card-en-[\w-]+"$/);
    const bytes = bodyOf(response);
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // IHDR is the first chunk: length, type, then width and height (big-endian).
    expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(bytes.readUInt32BE(16)).toBe(1080);
    expect(bytes.readUInt32BE(20)).toBe(1350);
  });

  it('then the first prize is drawn in its box and the rest of the box stays blank', async () => {
    const image = PNG.sync.read(bodyOf(await png(api.http.get(card('2025-06-16'))).expect(200)));
    expect([image.width, image.height]).toEqual([1080, 1350]);
    // The first prize's box is 60..1020 × 400..630; its number sits on the baseline at 570.
    const numberInk = inkIn(image, 100, 440, 980, 590);
    expect(numberInk).toBeGreaterThan(20_000);
    // Between the number and the box's foot there is nothing.
    expect(inkIn(image, 100, 600, 980, 625)).toBe(0);
    // The last-2 box (60..1020 × 930..1190) shows both disputed values, so it has ink too.
    expect(inkIn(image, 100, 1040, 980, 1150)).toBeGreaterThan(10_000);
  });

  it('when two draws or two languages are asked for, then the pictures differ', async () => {
    const [june16, june1, thai, urdu, hindi] = await Promise.all(
      [
        card('2025-06-16'),
        card('2025-06-01'),
        card('2025-06-16', 'th'),
        card('2025-06-16', 'ur'),
        card('2025-06-16', 'hi'),
      ].map(async (path) => bodyOf(await png(api.http.get(path)).expect(200))),
    );
    const all = [june16, june1, thai, urdu, hindi].map((b) => b?.toString('base64'));
    expect(new Set(all).size).toBe(5);
  });

  it('when the draw is provisional, then caches keep it a minute', async () => {
    const response = await png(api.http.get(card('2025-06-01', 'th'))).expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.etag).toMatch(/^"card-th-/);
  });

  it('when the language is not one the site speaks, then the picture is the English one', async () => {
    const english = await png(api.http.get(card('2025-06-16'))).expect(200);
    const unknown = await png(api.http.get(card('2025-06-16', 'fr'))).expect(200);
    expect(unknown.headers.etag).toBe(english.headers.etag);
    expect(bodyOf(unknown).equals(bodyOf(english))).toBe(true);
  });

  it('when the client has the picture, then a conditional request gets 304 without a body', async () => {
    const first = await png(api.http.get(card('2025-06-16', 'hi'))).expect(200);
    const etag = String(first.headers.etag);
    const again = await api.http.get(card('2025-06-16', 'hi')).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.text).toBe('');
  });

  it('when the draw is corrected, then its picture and ETag change', async () => {
    const before = await png(api.http.get(card('2025-06-01'))).expect(200);
    await api.services.results.update('2025-06-01', { last2: '46' }, 'admin@example.com');
    const after = await png(api.http.get(card('2025-06-01'))).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(bodyOf(after).equals(bodyOf(before))).toBe(false);
    await api.http
      .get(card('2025-06-01'))
      .set('If-None-Match', String(before.headers.etag))
      .expect(200);
  });

  it('when no draw is on file for the date, then 404; a malformed date is 400', async () => {
    const missing = await api.http.get(card('2025-05-16')).expect(404);
    expect(missing.body).toMatchObject({ message: 'No draw for 2025-05-16' });
    await api.http.get('/result/2025-13-45/card.png').expect(400);
  });
});
