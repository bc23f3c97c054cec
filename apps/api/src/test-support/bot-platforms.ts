import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/*
 * A local stand-in for the two chat platforms' reply APIs, speaking their protocols as far as the
 * bots use them: LINE's `POST /v2/bot/message/reply` (bearer channel access token, JSON
 * `{ replyToken, messages }`) and Telegram's `POST /bot<token>/sendMessage` (the token in the path,
 * a JSON body, answered `{ ok, result }` or `{ ok: false, error_code, description }`). It records
 * every request and can answer 429 or hold a request open without answering.
 */

export interface PlatformRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
  /** Whether the stand-in answered it (false while it holds it open). */
  answered: boolean;
}

export type PlatformMode = 'ok' | '429' | 'hang';

export interface StubPlatform {
  url: string;
  requests: PlatformRequest[];
  /** How the next requests are answered. */
  mode: PlatformMode;
  /** Resolves once `count` requests have arrived (whatever their answer). */
  received(count: number, timeoutMs?: number): Promise<PlatformRequest[]>;
  close(): Promise<void>;
}

/** `line`: checks the bearer token; `telegram`: checks the token in the path. */
export async function startStubPlatform(
  kind: 'line' | 'telegram',
  token: string,
): Promise<StubPlatform> {
  const sockets = new Set<Socket>();
  const waiters: (() => void)[] = [];
  const stub: StubPlatform = {
    url: '',
    requests: [],
    mode: 'ok',
    async received(count, timeoutMs = 5000) {
      const started = Date.now();
      while (stub.requests.length < count) {
        if (Date.now() - started > timeoutMs)
          throw new Error(`${kind}: ${stub.requests.length} of ${count} requests arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return stub.requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  };

  const lineAnswer = (req: IncomingMessage, res: ServerResponse, record: PlatformRequest) => {
    if (req.method !== 'POST' || record.path !== '/v2/bot/message/reply')
      return send(res, 404, { message: 'Not found' });
    if (req.headers.authorization !== `Bearer ${token}`)
      return send(res, 401, { message: 'Authentication failed due to the expired access token' });
    if (stub.mode === '429')
      return send(res, 429, { message: 'The API rate limit has been exceeded' });
    return send(res, 200, { sentMessages: [{ id: '1', quoteToken: 'q' }] });
  };

  const telegramAnswer = (req: IncomingMessage, res: ServerResponse, record: PlatformRequest) => {
    if (req.method !== 'POST' || record.path !== `/bot${token}/sendMessage`)
      return send(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
    if (stub.mode === '429')
      return send(res, 429, {
        ok: false,
        error_code: 429,
        description: 'Too Many Requests: retry after 5',
        parameters: { retry_after: 5 },
      });
    const body = record.body as { chat_id: number; text: string };
    return send(res, 200, {
      ok: true,
      result: {
        message_id: stub.requests.length,
        date: Math.floor(Date.now() / 1000),
        chat: { id: body.chat_id, type: 'private' },
        text: body.text,
      },
    });
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        // Recorded as text: the test will see it is not JSON.
      }
      const record: PlatformRequest = {
        path: (req.url ?? '').split('?')[0] ?? '',
        headers: req.headers,
        body,
        answered: false,
      };
      stub.requests.push(record);
      for (const wake of waiters.splice(0)) wake();
      if (stub.mode === 'hang') return;
      record.answered = true;
      if (kind === 'line') lineAnswer(req, res, record);
      else telegramAnswer(req, res, record);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}
