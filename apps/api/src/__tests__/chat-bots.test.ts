import { createHmac } from 'node:crypto';
import { BotsStatusSchema, BOTS_API } from '@lotto/contracts';
import { pino } from 'pino';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotsConfig } from '../config.js';
import {
  type PlatformRequest,
  startStubPlatform,
  type StubPlatform,
} from '../test-support/bot-platforms.js';
import { openRedisSessionStore } from '../sessions/redis-session-store.js';
import { NOVEMBER_2026_DISPUTED } from '../test-support/draw-fixtures.js';
import { requireRedisUrl, uniquePrefix } from '../test-support/services.js';
import { quietLogger, startTestApi, type TestApi } from '../test-support/test-api.js';

const SITE = 'https://lotto.example';
const LINE_SECRET = 'line-channel-secret-0123456789ab';
const LINE_TOKEN = 'line-channel-access-token-0123456789';
const TG_TOKEN = '123456789:ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefgh';
const TG_SECRET = 'telegram-webhook-secret-0123';
const PER_USER = 4;

/** Every log line, parsed (the tests read the refusals and failures from it). */
const logs: Record<string, unknown>[] = [];
const logger = pino(
  { level: 'info' },
  {
    write(line: string) {
      logs.push(JSON.parse(line) as Record<string, unknown>);
    },
  },
);

/** The first request at a stand-in that `matches`, once it has arrived (polled). */
async function replyAt(
  stub: StubPlatform,
  matches: (request: PlatformRequest) => boolean,
): Promise<PlatformRequest> {
  let found: PlatformRequest | undefined;
  await until('the reply', () => (found = stub.requests.find(matches)) !== undefined);
  if (found === undefined) throw new Error('no reply');
  return found;
}

/** Resolves once `test` holds (polled), else fails after `timeoutMs`. */
async function until(what: string, test: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!test()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const logged = (msg: string, reason?: string | RegExp) =>
  logs.filter(
    (l) =>
      l.msg === msg &&
      (reason === undefined ||
        (typeof reason === 'string' ? l.reason === reason : reason.test(String(l.reason)))),
  );

/** A page's visible text: tags dropped, entities decoded, spaces collapsed. */
function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Every text of a Flex bubble, in order, and its button's link. */
function flexTexts(message: unknown): { texts: string[]; uri: string | undefined } {
  const texts: string[] = [];
  let uri: string | undefined;
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    const item = node as Record<string, unknown>;
    if (item.type === 'text' && typeof item.text === 'string') texts.push(item.text);
    if (item.type === 'uri' && typeof item.uri === 'string') uri = item.uri;
    for (const value of Object.values(item)) walk(value);
  };
  walk((message as { contents: unknown }).contents);
  return { texts, uri };
}

describe('the chat bots (LINE, Telegram)', () => {
  let api: TestApi;
  let line: StubPlatform;
  let telegram: StubPlatform;
  let sequence = 0;

  beforeAll(async () => {
    line = await startStubPlatform('line', LINE_TOKEN);
    telegram = await startStubPlatform('telegram', TG_TOKEN);
    const bots: BotsConfig = {
      line: { channelSecret: LINE_SECRET, accessToken: LINE_TOKEN, apiUrl: line.url },
      telegram: { token: TG_TOKEN, webhookSecret: TG_SECRET, apiUrl: telegram.url },
      siteUrl: SITE,
      limits: { perUserPerMinute: PER_USER, perChannelPerMinute: 1000 },
      replyTimeoutMs: 1000,
    };
    api = await startTestApi({
      clock: () => new Date('2026-11-20T05:00:00Z'),
      logger,
      config: { bots },
      pagesSite: SITE,
      // The newest draw's last 2 digits are disputed: a ticket ending in 96 may have won.
      history: NOVEMBER_2026_DISPUTED,
    });
  });
  afterAll(async () => {
    await api.close();
    await line.close();
    await telegram.close();
  });

  /** /check's own page text for one ticket of one draw, in a language. */
  async function checkPage(lang: string, draw: string, ticket: string): Promise<string> {
    const res = await api.http.get(`/check?lang=${lang}&draw=${draw}&number=${ticket}`).expect(200);
    return pageText(res.text);
  }

  /** Every text of the answer appears on /check's page, in the same words (the ticket prefix aside). */
  async function expectCheckWords(
    texts: readonly string[],
    lang: string,
    draw: string,
    tickets: readonly string[],
  ) {
    const pages = await Promise.all(tickets.map((ticket) => checkPage(lang, draw, ticket)));
    for (const text of texts) {
      const bare = text.replace(/^\d{6}: /, '');
      expect(
        pages.some((page) => page.includes(bare)),
        `"${bare}" is on /check`,
      ).toBe(true);
    }
  }

  describe('LINE', () => {
    const sign = (raw: string, secret = LINE_SECRET) =>
      createHmac('sha256', secret).update(raw).digest('base64');

    /** A LINE webhook body with one text message event (the platform's field names and layout). */
    function lineBody(text: string, userId = 'U0123456789abcdef0123456789abcdef') {
      sequence += 1;
      return {
        destination: 'Uffffffffffffffffffffffffffffffff',
        events: [
          {
            type: 'message',
            mode: 'active',
            timestamp: Date.now(),
            webhookEventId: `01H${sequence}`,
            deliveryContext: { isRedelivery: false },
            source: { type: 'user', userId },
            replyToken: `reply-token-${sequence}`,
            message: { id: String(sequence), type: 'text', quoteToken: 'q', text },
          },
        ],
      };
    }

    const post = (raw: string, signature: string) =>
      api.http
        .post(BOTS_API.line.path())
        .set('Content-Type', 'application/json')
        .set('X-Line-Signature', signature)
        .send(raw);

    /** Posts a signed message and waits for its reply at the stand-in. */
    async function ask(text: string, userId?: string): Promise<PlatformRequest> {
      const body = lineBody(text, userId);
      const raw = JSON.stringify(body);
      await post(raw, sign(raw)).expect(200);
      const token = body.events[0]?.replyToken;
      return replyAt(line, (r) => (r.body as { replyToken?: string }).replyToken === token);
    }

    it('when a signed message checks tickets, then the reply is a Flex card with the checker’s verdict in /check’s words and a plain altText', async () => {
      const reply = await ask('ตรวจ 243196 000001 16/11/2569');
      expect(reply.headers.authorization).toBe(`Bearer ${LINE_TOKEN}`);
      expect(reply.answered).toBe(true);
      const { messages } = reply.body as { messages: Record<string, unknown>[] };
      expect(messages).toHaveLength(1);
      const [flex] = messages as [Record<string, unknown>];
      expect(flex.type).toBe('flex');
      const { texts, uri } = flexTexts(flex);
      // 243196: front-3 won for certain; last-2 96 only in GLO's table: "may have won", never a plain win.
      expect(texts[0]).toBe('ผลการตรวจกับงวดวันที่ 16/11/2569');
      expect(texts.some((t) => t.startsWith('243196: '))).toBe(true);
      expect(texts.some((t) => t.startsWith('000001: '))).toBe(true);
      expect(texts.some((t) => t.includes('4,000'))).toBe(true);
      await expectCheckWords(texts, 'th', '2026-11-16', ['243196', '000001']);
      expect(uri).toBe(`${SITE}/result/2026-11-16?lang=th`);
      const altText = flex.altText as string;
      expect(altText.length).toBeLessThanOrEqual(400);
      expect(altText.startsWith(texts[0] ?? '-')).toBe(true);
      expect(altText).toContain(texts.find((t) => t.startsWith('243196: ')));
    });

    it('when the message asks for the result or says anything else, then the latest draw’s numbers or the help', async () => {
      const resultReply = (await ask('ผลหวย', 'U55555555555555555555555555555555')).body as {
        messages: unknown[];
      };
      const { texts } = flexTexts(resultReply.messages[0]);
      expect(texts).toContain('507392');
      expect(texts.join('\n')).toContain('96');
      const help = (await ask('hello', 'U55555555555555555555555555555555')).body as {
        messages: { altText: string }[];
      };
      expect(help.messages[0]?.altText).toContain('Send a 6-digit ticket number');
    });

    it('when the signature is wrong, or the body was re-serialised after signing, then 401 and nothing is sent', async () => {
      const before = line.requests.length;
      const body = lineBody('123456');
      const raw = JSON.stringify(body);
      await post(raw, sign(raw, 'another-channel-secret-000000')).expect(401);
      await post(JSON.stringify(body, null, 2), sign(raw)).expect(401);
      await post(raw, '').expect(401);
      // A good message after them: the only reply that arrives is its own.
      const good = await ask('123456', 'U66666666666666666666666666666666');
      expect(line.requests.slice(before)).toEqual([good]);
      expect(logged('bot webhook refused', 'bad signature')).toHaveLength(3);
      expect(JSON.stringify(logs)).not.toContain(raw);
    });

    it('when the body is not JSON or not a webhook, then 400', async () => {
      const garbage = '{"events": [';
      await post(garbage, sign(garbage)).expect(400);
      const other = JSON.stringify({ hello: 'world' });
      await post(other, sign(other)).expect(400);
    });

    it('when one user floods the bot, then only the limit is answered and each refusal is logged without the text', async () => {
      const flooder = 'U11111111111111111111111111111111';
      const before = line.requests.length;
      const refusedBefore = logged('bot message refused', 'user rate limit').length;
      const bodies = Array.from({ length: PER_USER + 3 }, (_, i) =>
        lineBody(`flood ${100000 + i}`, flooder),
      );
      const tokens = new Set(bodies.map((body) => body.events[0]?.replyToken));
      const flooderReplies = () =>
        line.requests
          .slice(before)
          .filter((r) => tokens.has((r.body as { replyToken?: string }).replyToken)).length;
      for (const body of bodies) {
        const raw = JSON.stringify(body);
        await post(raw, sign(raw)).expect(200);
      }
      // Every message is either answered or refused: the limit's worth answered, the rest refused.
      await until(
        'every flood message handled',
        () =>
          logged('bot message refused', 'user rate limit').length === refusedBefore + 3 &&
          flooderReplies() === PER_USER,
      );
      // Another user is still answered.
      await ask('123456', 'U22222222222222222222222222222222');
      expect(flooderReplies()).toBe(PER_USER);
      const refusals = logged('bot message refused', 'user rate limit').slice(refusedBefore);
      expect(JSON.stringify(refusals)).not.toContain('flood');
      expect(refusals.every((r) => r.bot === 'line' && typeof r.user === 'string')).toBe(true);
    });

    it('when LINE answers 429, then the webhook still answered 200, the failure is logged and shown to the admin', async () => {
      line.mode = '429';
      const failedBefore = logged('bot reply failed', 'answered HTTP 429').length;
      try {
        const reply = await ask('123456', 'U33333333333333333333333333333333');
        expect(reply.answered).toBe(true);
        await until(
          'the failure',
          () => logged('bot reply failed', 'answered HTTP 429').length === failedBefore + 1,
        );
      } finally {
        line.mode = 'ok';
      }
      const asAdmin = api.as(await api.loginAdmin());
      const status = v.parse(
        BotsStatusSchema,
        (await asAdmin.get(BOTS_API.status.path()).expect(200)).body,
      );
      const lineStatus = status.bots.find((b) => b.bot === 'line');
      // The last error is written by failures only; the last delivery may be an earlier message's
      // success whose record was written late (replies end in any order), so only its presence counts.
      expect(lineStatus).toMatchObject({
        configured: true,
        lastError: { message: 'The reply answered HTTP 429' },
      });
      expect(lineStatus?.lastDelivery).not.toBeNull();
    });

    it('when LINE holds the reply open, then the webhook has answered 200 already, and the reply’s timeout is logged', async () => {
      line.mode = 'hang';
      try {
        const reply = await ask('123456', 'U44444444444444444444444444444444');
        // The webhook answered while the stand-in still holds the reply request open.
        expect(reply.answered).toBe(false);
        await until(
          'the timeout',
          () => logged('bot reply failed', 'no answer within 1 s').length > 0,
        );
      } finally {
        line.mode = 'ok';
      }
    });
  });

  describe('Telegram', () => {
    /** A Telegram update with one text message (the Bot API's field names and layout). */
    function update(text: string, from: { id: number; language_code?: string }) {
      sequence += 1;
      return {
        update_id: 900000 + sequence,
        message: {
          message_id: sequence,
          date: Math.floor(Date.now() / 1000),
          from: { is_bot: false, first_name: 'A', ...from },
          chat: { id: from.id, type: 'private', first_name: 'A' },
          text,
        },
      };
    }

    const post = (body: string, secret = TG_SECRET) =>
      api.http
        .post(BOTS_API.telegram.path())
        .set('Content-Type', 'application/json')
        .set('X-Telegram-Bot-Api-Secret-Token', secret)
        .send(body);

    async function ask(
      text: string,
      from: { id: number; language_code?: string } = { id: 1001 },
    ): Promise<PlatformRequest> {
      const body = update(text, from);
      await post(JSON.stringify(body)).expect(200);
      return replyAt(
        telegram,
        (r) =>
          (r.body as { reply_parameters?: { message_id?: number } }).reply_parameters
            ?.message_id === body.message.message_id,
      );
    }

    it('when /check comes with the secret token, then sendMessage gets the verdict in the user’s language, in /check’s words', async () => {
      const reply = await ask('/check 243196 16/11/2569', { id: 2001, language_code: 'hi' });
      expect(reply.path).toBe(`/bot${TG_TOKEN}/sendMessage`);
      const body = reply.body as {
        chat_id: number;
        text: string;
        parse_mode: string;
        reply_markup: { inline_keyboard: { text: string; url: string }[][] };
      };
      expect(body).toMatchObject({ chat_id: 2001, parse_mode: 'HTML' });
      expect(body.reply_markup.inline_keyboard[0]?.[0]?.url).toBe(
        `${SITE}/result/2026-11-16?lang=hi`,
      );
      const plain = body.text
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
        .split('\n')
        .filter((l) => l.trim() !== '');
      expect(plain.some((l) => l.startsWith('243196: '))).toBe(true);
      await expectCheckWords(plain, 'hi', '2026-11-16', ['243196']);
    });

    it('when the language is not one of ours, then the message’s script decides; /help and /result answer', async () => {
      const thai = await ask('ตรวจ 243196', { id: 2002, language_code: 'fr' });
      expect((thai.body as { text: string }).text).toContain('ผลการตรวจกับงวดวันที่ 16/11/2569');
      const help = await ask('/help', { id: 2002 });
      expect((help.body as { text: string }).text).toContain('Send a 6-digit ticket number');
      const result = await ask('/result', { id: 2002, language_code: 'en' });
      expect((result.body as { text: string }).text).toContain('507392');
    });

    it('when the secret token is wrong or missing, then 401 and nothing is sent; garbage JSON is a 400', async () => {
      const before = telegram.requests.length;
      await post(JSON.stringify(update('123456', { id: 2003 })), 'wrong-secret-0000000000').expect(
        401,
      );
      await api.http
        .post(BOTS_API.telegram.path())
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(update('123456', { id: 2003 })))
        .expect(401);
      await post('{"update_id":').expect(400);
      await post(JSON.stringify({ message: 'x' })).expect(400);
      const good = await ask('123456', { id: 2003 });
      expect(telegram.requests.slice(before)).toEqual([good]);
      expect(logged('bot webhook refused', 'bad secret token')).toHaveLength(2);
    });

    it('when one user floods the bot, then only the limit is answered', async () => {
      const before = telegram.requests.length;
      const refusedBefore = logged('bot message refused', 'user rate limit').length;
      for (let i = 0; i < PER_USER + 2; i++)
        await post(JSON.stringify(update(`${200000 + i}`, { id: 3001 }))).expect(200);
      const flooderReplies = () =>
        telegram.requests
          .slice(before)
          .filter((r) => (r.body as { chat_id?: number }).chat_id === 3001).length;
      await until(
        'every flood message handled',
        () =>
          logged('bot message refused', 'user rate limit').length === refusedBefore + 2 &&
          flooderReplies() === PER_USER,
      );
      await ask('123456', { id: 3002 });
      expect(flooderReplies()).toBe(PER_USER);
    });

    it('when Telegram answers 429 or holds the call open, then the webhook answered 200 at once and the failure is logged', async () => {
      telegram.mode = '429';
      try {
        const before = logged('bot reply failed', 'answered HTTP 429').length;
        await ask('123456', { id: 4001 });
        await until(
          'the 429',
          () => logged('bot reply failed', 'answered HTTP 429').length > before,
        );
      } finally {
        telegram.mode = 'ok';
      }
      telegram.mode = 'hang';
      try {
        const reply = await ask('123456', { id: 4002 });
        expect(reply.answered).toBe(false);
        await until('the timeout', () =>
          logs.some(
            (l) =>
              l.msg === 'bot reply failed' &&
              l.bot === 'telegram' &&
              l.reason !== 'answered HTTP 429',
          ),
        );
      } finally {
        telegram.mode = 'ok';
      }
      const asAdmin = api.as(await api.loginAdmin());
      const status = v.parse(
        BotsStatusSchema,
        (await asAdmin.get(BOTS_API.status.path()).expect(200)).body,
      );
      expect(status.bots.find((b) => b.bot === 'telegram')).toMatchObject({
        configured: true,
        lastError: { message: expect.stringMatching(/^The reply /) as unknown },
      });
    });
  });
});

describe('the chat bots on two instances sharing Redis', () => {
  it('when one user’s messages reach both instances, then the per-user limit counts them together', async () => {
    const stub = await startStubPlatform('line', LINE_TOKEN);
    const keyPrefix = uniquePrefix();
    const bots: BotsConfig = {
      line: { channelSecret: LINE_SECRET, accessToken: LINE_TOKEN, apiUrl: stub.url },
      telegram: undefined,
      siteUrl: undefined,
      limits: { perUserPerMinute: PER_USER, perChannelPerMinute: 1000 },
      replyTimeoutMs: 1000,
    };
    const open = () => openRedisSessionStore({ url: requireRedisUrl(), keyPrefix }, quietLogger());
    const instances = [
      await startTestApi({ sessions: await open(), logger, config: { bots } }),
      await startTestApi({ sessions: await open(), logger, config: { bots } }),
    ];
    try {
      const refusedBefore = logged('bot message refused', 'user rate limit').length;
      const userId = 'U77777777777777777777777777777777';
      for (let i = 0; i < PER_USER + 2; i++) {
        const raw = JSON.stringify({
          destination: 'Uffffffffffffffffffffffffffffffff',
          events: [
            {
              type: 'message',
              replyToken: `shared-${i}`,
              source: { type: 'user', userId },
              message: { id: String(i), type: 'text', text: '123456' },
            },
          ],
        });
        await instances[i % 2]?.http
          .post(BOTS_API.line.path())
          .set('Content-Type', 'application/json')
          .set('X-Line-Signature', createHmac('sha256', LINE_SECRET).update(raw).digest('base64'))
          .send(raw)
          .expect(200);
      }
      await until(
        'every message handled',
        () =>
          logged('bot message refused', 'user rate limit').length === refusedBefore + 2 &&
          stub.requests.length === PER_USER,
      );
      expect(stub.requests).toHaveLength(PER_USER);
    } finally {
      for (const instance of instances) {
        await instance.close();
        await instance.sessions.close();
      }
      await stub.close();
    }
  });
});

describe('the chat bots, not configured', () => {
  it('when no bot is set up, then both webhooks answer 404 and the admin sees them off', async () => {
    const api = await startTestApi();
    try {
      await api.http.post(BOTS_API.line.path()).send('{}').expect(404);
      await api.http.post(BOTS_API.telegram.path()).send('{}').expect(404);
      const asAdmin = api.as(await api.loginAdmin());
      const status = v.parse(
        BotsStatusSchema,
        (await asAdmin.get(BOTS_API.status.path()).expect(200)).body,
      );
      expect(status.bots).toEqual([
        { bot: 'line', configured: false, lastDelivery: null, lastError: null },
        { bot: 'telegram', configured: false, lastDelivery: null, lastError: null },
      ]);
      await api.http.get(BOTS_API.status.path()).expect(401);
    } finally {
      await api.close();
    }
  });
});
