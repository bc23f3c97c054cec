import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ImageItemSchema } from '@lotto/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { ApiError, apiErrorText, createApiClient, sameAnswer, savedCopyAt } from '../api-client';
import { parseItems } from '../parse-items';

// A real HTTP server answering like the API does, so the client is tested against real responses.
let server: Server;
let base: string;
const seen: { method?: string; url?: string; auth?: string; body?: string }[] = [];
/** Whether /saved-tips answers fresh (as the API does once it is back) instead of as a saved copy. */
let fresh = false;

function handler(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, body });
    const send = (status: number, payload?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(payload === undefined ? '' : JSON.stringify(payload));
    };
    if (req.url === '/tips')
      return send(200, [
        { _id: 'a', imageUrl: 'https://x.test/a.png', createdAt: '2026-01-01T00:00:00Z' },
      ]);
    // What the service worker answers from its cache when the network failed (vite.config.ts).
    if (req.url === '/saved-tips')
      return send(
        200,
        [{ _id: 'a', imageUrl: 'https://x.test/a.png', createdAt: '2026-01-01T00:00:00Z' }],
        fresh ? {} : { 'x-lotto-saved-at': '2026-11-20T10:00:00.000Z' },
      );
    if (req.url === '/saved-bad-shape')
      return send(200, [{ nope: true }], { 'x-lotto-saved-at': '2026-11-20T10:00:00.000Z' });
    if (req.url === '/bad-shape') return send(200, [{ nope: true }]);
    if (req.url === '/invalid')
      return send(400, {
        message: 'Invalid body',
        details: [{ path: 'imageUrl', message: 'Please enter image URL' }],
      });
    if (req.url === '/limited')
      return send(429, { message: 'Too many attempts' }, { 'retry-after': '42' });
    if (req.url === '/html-error') {
      res.writeHead(502, { 'content-type': 'text/html' });
      return res.end('<h1>Bad gateway</h1>');
    }
    // The API's answers with a machine code (a known one, and one this app does not know yet).
    if (req.url === '/coded-pending')
      return send(403, {
        message: 'Your membership is awaiting approval.',
        code: 'membership_pending',
      });
    if (req.url === '/coded-limited')
      return send(
        429,
        { message: 'Too many failed logins. Try again later.', code: 'rate_limited' },
        { 'retry-after': '30' },
      );
    if (req.url === '/coded-validation')
      return send(400, {
        message: 'Invalid request body',
        code: 'validation',
        details: [{ path: 'date', message: 'Enter a date' }],
      });
    if (req.url === '/coded-internal')
      return send(500, { message: 'Internal server error', code: 'internal' });
    if (req.url === '/coded-unknown')
      return send(409, { message: 'Some new English reason', code: 'a_code_from_the_future' });
    if (req.url === '/empty') return send(204);
    // A status without a readable body (a proxy's answer).
    if (req.url === '/gone') return send(404);
    // Accepts the request and never answers (a hung upstream).
    if (req.url === '/hang') return;
    // Sends the head at once and the body never.
    if (req.url === '/hang-body') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
      return;
    }
    if (req.url?.startsWith('/echo')) return send(200, { ok: true });
    return send(404, { message: 'Not found' });
  });
}

beforeAll(async () => {
  server = createServer(handler);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    }),
);

describe('api client', () => {
  it('when the answer matches the schema, then it resolves with the parsed body', async () => {
    const api = createApiClient(base);
    const tips = await api.get('/tips', { schema: v.array(ImageItemSchema) });
    expect(tips).toEqual([
      { _id: 'a', imageUrl: 'https://x.test/a.png', createdAt: '2026-01-01T00:00:00Z' },
    ]);
  });

  it('when the service worker answers with its saved copy, then it resolves with the copy, marked with when it was saved', async () => {
    const api = createApiClient(base);
    const copy = await api.get('/saved-tips', { schema: v.array(ImageItemSchema) });
    expect(copy).toEqual([
      { _id: 'a', imageUrl: 'https://x.test/a.png', createdAt: '2026-01-01T00:00:00Z' },
    ]);
    expect(savedCopyAt(copy)).toBe(Date.parse('2026-11-20T10:00:00.000Z'));
    // A fresh answer carries no mark.
    expect(savedCopyAt(await api.get('/tips'))).toBeUndefined();
    fresh = true;
    // A fresh answer to the same request clears the copy's mark (React Query may keep the old,
    // equal object).
    await api.get('/saved-tips', { schema: v.array(ImageItemSchema) });
    expect(savedCopyAt(copy)).toBeUndefined();
    fresh = false;
  });

  it('when a saved copy is parsed item by item or wrapped, then what is made of it is still marked as the copy', async () => {
    const api = createApiClient(base);
    const copy = await parseItems(await api.get('/saved-tips'), ImageItemSchema, 'GET /saved-tips');
    expect(savedCopyAt(copy)).toBe(Date.parse('2026-11-20T10:00:00.000Z'));
    const wrapped = sameAnswer(copy, { items: copy, newest: copy[0] });
    expect(savedCopyAt(wrapped)).toBe(Date.parse('2026-11-20T10:00:00.000Z'));
    // Fresh answers stay unmarked through the same steps.
    const fresh = await parseItems(await api.get('/tips'), ImageItemSchema, 'GET /tips');
    expect(savedCopyAt(sameAnswer(fresh, { items: fresh }))).toBeUndefined();
  });

  it('when a saved copy does not match the schema, then it is refused like a fresh answer (status -1)', async () => {
    const error = (await createApiClient(base)
      .get('/saved-bad-shape', { schema: v.array(ImageItemSchema) })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(-1);
  });

  it('when a 400 carries details, then ApiError has status, message and field issues', async () => {
    const error = await createApiClient(base)
      .post('/invalid', { imageUrl: '' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid body' });
    expect((error as ApiError).fieldIssues).toEqual([
      { path: 'imageUrl', message: 'Please enter image URL' },
    ]);
  });

  it('when rate limited, then retryAfter holds the Retry-After seconds', async () => {
    const error = await createApiClient(base)
      .get('/limited')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, message: 'Too many attempts', retryAfter: 42 });
  });

  it('when the error body is not JSON, then the message falls back to a readable text', async () => {
    const error = await createApiClient(base)
      .get('/html-error')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: 'Request failed (502)' });
  });

  it('when the answer does not match the schema, then it rejects with status -1', async () => {
    const error = await createApiClient(base)
      .get('/bad-shape', { schema: v.array(ImageItemSchema) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: -1 });
  });

  it('when nobody listens, then it rejects with a network ApiError (status 0)', async () => {
    const probe = createServer();
    await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((ok) => probe.close(() => ok()));
    const error = await createApiClient(`http://127.0.0.1:${port}`)
      .get('/tips')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0 });
  });

  it('when a token and query are given, then they are sent as bearer header and search params', async () => {
    seen.length = 0;
    await createApiClient(base).get('/echo', {
      token: 'abc',
      query: { limit: 5, before: '2026-01-01', skip: undefined },
    });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/echo?limit=5&before=2026-01-01',
      auth: 'Bearer abc',
    });
  });

  it('when the answer is 204, then it resolves with undefined', async () => {
    await expect(createApiClient(base).delete('/empty')).resolves.toBeUndefined();
  });

  it('when the server never answers, then it rejects within the timeout as timed out (status 0)', async () => {
    const error = await createApiClient(base)
      .get('/hang', { timeoutMs: 300 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, timedOut: true });
    expect((error as ApiError).message).toMatch(/did not answer within/);
  });

  it('when the answer starts and its body never ends, then the timeout still ends it', async () => {
    const error = await createApiClient(base)
      .get('/hang-body', { timeoutMs: 300 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, timedOut: true });
  });

  it('when the caller aborts, then it rejects with the abort, not as a network or timeout error', async () => {
    const controller = new AbortController();
    const pending = createApiClient(base)
      .get('/hang', { signal: controller.signal, timeoutMs: 5_000 })
      .catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('when a network failure is not a timeout, then timedOut is false', async () => {
    const error = await createApiClient('http://127.0.0.1:9')
      .get('/tips')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, timedOut: false });
  });
});

describe('api client messages', () => {
  /** The message of the ApiError `path` rejects with. */
  const messageOf = (path: string, options?: { timeoutMs?: number; schema?: v.GenericSchema }) =>
    createApiClient(path.startsWith('http') ? path : base)
      .get(path.startsWith('http') ? '/tips' : path, options)
      .then(
        () => undefined,
        (e: unknown) => (e as ApiError).message,
      );

  it('when English is active, then the messages read as the spec wrote them', async () => {
    expect(await messageOf('/gone')).toBe('Not found');
    expect(await messageOf('/html-error')).toBe('Request failed (502)');
    expect(await messageOf('/hang', { timeoutMs: 300 })).toBe(
      'The server did not answer within 0 seconds',
    );
    expect(await messageOf('http://127.0.0.1:9')).toBe(
      'Network error: the server could not be reached',
    );
    expect(await messageOf('/bad-shape', { schema: v.array(ImageItemSchema) })).toBe(
      'Unexpected answer from GET /bad-shape',
    );
  });

  it('when Thai is active, then the messages a visitor reads are in Thai', async () => {
    await activateLocale('th');
    expect(await messageOf('/gone')).toBe('ไม่พบข้อมูล');
    expect(await messageOf('/html-error')).toBe('คำขอล้มเหลว (502)');
    expect(await messageOf('/hang', { timeoutMs: 300 })).toBe('เซิร์ฟเวอร์ไม่ตอบกลับภายใน 0 วินาที');
    expect(await messageOf('http://127.0.0.1:9')).toBe(
      'ข้อผิดพลาดของเครือข่าย: ไม่สามารถติดต่อเซิร์ฟเวอร์ได้',
    );
    expect(await messageOf('/bad-shape', { schema: v.array(ImageItemSchema) })).toBe(
      'ได้รับคำตอบที่ไม่คาดคิดจาก GET /bad-shape',
    );
    // The server's own message is the server's words, passed on as it wrote them.
    expect(await messageOf('/invalid')).toBe('Invalid body');
  });

  it('when Hindi or Urdu is active, then a timeout says so in that language', async () => {
    await activateLocale('hi');
    expect(await messageOf('/hang', { timeoutMs: 300 })).toBe('सर्वर ने 0 सेकंड के भीतर जवाब नहीं दिया');
    await activateLocale('ur');
    expect(await messageOf('/gone')).toBe('نہیں ملا');
  });
});

describe('api error codes in words', () => {
  /** The ApiError `path` rejects with. */
  const errorOf = (path: string) =>
    createApiClient(base)
      .get(path)
      .then(
        () => {
          throw new Error(`${path} answered 2xx`);
        },
        (e: unknown) => e as ApiError,
      );

  it('when the API sends a code, then the error carries it next to the English message', async () => {
    const error = await errorOf('/coded-validation');
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Invalid request body',
    });
    expect(error.fieldIssues).toEqual([{ path: 'date', message: 'Enter a date' }]);
  });

  it('when English is active, then each coded error reads in English', async () => {
    await activateLocale('en');
    expect(apiErrorText(await errorOf('/coded-limited'))).toBe(
      'Too many attempts. Try again in 30 seconds.',
    );
    expect(apiErrorText(await errorOf('/coded-internal'))).toBe(
      'The server ran into a problem. Try again in a moment.',
    );
    expect(apiErrorText(await errorOf('/coded-pending'))).toMatch(/^Your membership is awaiting/);
  });

  it('when Thai is active, then a coded error reads in Thai, not in the server’s English', async () => {
    await activateLocale('th');
    expect(apiErrorText(await errorOf('/coded-validation'))).toBe(
      'ข้อมูลที่ส่งบางส่วนไม่ถูกต้อง โปรดตรวจสอบแล้วลองอีกครั้ง',
    );
    expect(apiErrorText(await errorOf('/coded-limited'))).toBe(
      'พยายามหลายครั้งเกินไป โปรดลองอีกครั้งใน 30 วินาที',
    );
    expect(apiErrorText(await errorOf('/coded-pending'))).toMatch(/^สมาชิกภาพของคุณ/);
  });

  it('when Urdu is active, then a coded error reads in Urdu', async () => {
    await activateLocale('ur');
    expect(apiErrorText(await errorOf('/coded-internal'))).toBe(
      'سرور میں کوئی مسئلہ پیش آیا۔ تھوڑی دیر بعد دوبارہ کوشش کریں۔',
    );
    expect(apiErrorText(await errorOf('/coded-pending'))).toMatch(/^آپ کی رکنیت منظوری/);
  });

  it('when the code is one the app does not know, then a sentence of its status in the language', async () => {
    await activateLocale('ur');
    const error = await errorOf('/coded-unknown');
    expect(error.code).toBe('a_code_from_the_future');
    expect(apiErrorText(error)).not.toContain('English');
    await activateLocale('en');
    expect(apiErrorText(error)).toBe('That already exists');
    // An older server's answer without a code is worded by its status too.
    expect(apiErrorText(await errorOf('/invalid'))).toBe('The request was not valid');
  });
});
