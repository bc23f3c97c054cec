import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { type Draw } from '@lotto/contracts';
import { type PushService as StandIn, startPushService } from '@lotto/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFanOut } from '../features/push/push-fan-out.js';
import {
  createPushFanOutRepository,
  type PushFanOutRepository,
  queuedFanOut,
} from '../features/push/push-fan-out-repository.js';
import { noticeId } from '../features/push/push-message.js';
import { numbers } from '../test-support/draw-fixtures.js';
import { PushSendThread, SendThreadLostError } from '../features/push/push-send-thread.js';
import {
  createPushSubscriptionRepository,
  type PushSubscriptionDocument,
  type PushSubscriptionRepository,
} from '../features/push/push-subscription-repository.js';
import { generateVapidKeys } from '../features/push/vapid.js';
import { present, waitFor } from '../test-support/push.js';
import { API_ROOT } from '../test-support/spawn-api.js';
import { openTestStore } from '../test-support/test-store.js';

/*
 * The fan-out's sending thread (push-send-thread.ts) with the real store, the real fan-out and the
 * test kit's push service answering each push after a delay: what happens to a fan-out when the
 * worker dies in the middle of a batch, and that an idle worker never holds a process open.
 */

const DRAW = '2026-12-16';
const DEVICES = 1200;
const finalDraw: Draw = {
  date: DRAW,
  drawDate: DRAW,
  status: 'final',
  prize1: '123456',
  near1: ['123455', '123457'],
  front3: ['123', '456'],
  last3: ['789', '012'],
  last2: '34',
  prize2: numbers(5, 200000),
  prize3: numbers(10, 300000),
  prize4: numbers(50, 400000),
  prize5: numbers(100, 500000),
} as unknown as Draw;
const clock = () => new Date(`${DRAW}T08:30:00Z`);

describe('the push sending thread', () => {
  let service: StandIn;
  let opened: Awaited<ReturnType<typeof openTestStore>>;
  let subscriptions: PushSubscriptionRepository;
  let fanOuts: PushFanOutRepository;

  beforeAll(async () => {
    // 64 at once, 20 ms each: a batch of 500 is on its way for about 160 ms.
    service = await startPushService({ delayMs: 20 });
    opened = await openTestStore('push-thread');
    subscriptions = createPushSubscriptionRepository(opened.store);
    fanOuts = createPushFanOutRepository(opened.store);
  });
  afterAll(async () => {
    await opened.close();
    await service.close();
  });

  it('when the worker dies in the middle of a batch, then that run fails unfinished, the next run starts a new worker and resumes, and every device holds the notice once', async () => {
    const devices = service.subscribeMany(DEVICES);
    await opened.store.collection<PushSubscriptionDocument>('pushSubscriptions').insertMany(
      devices.map((device, i) => ({
        _id: String(i).padStart(24, '0'),
        endpoint: device.endpoint,
        p256dh: device.keys.p256dh,
        auth: device.keys.auth,
        choices: ['final'],
        lang: i % 2 === 0 ? 'en' : 'th',
        createdAt: clock().toISOString(),
        updatedAt: clock().toISOString(),
      })),
    );
    const id = noticeId(DRAW, 'final', 1);
    await fanOuts.insert(
      queuedFanOut({ id, kind: 'final', revision: 1, draw: finalDraw }, clock().toISOString()),
    );
    const thread = new PushSendThread({
      vapid: { ...generateVapidKeys(), subject: 'mailto:t@lotto.example' },
    });
    const deps = {
      subscriptions,
      fanOuts,
      sender: thread,
      siteUrl: 'https://lotto.example',
      clock,
    };
    try {
      const first = runFanOut(id, deps);
      const outcome = first.then(
        (end) => ({ end }),
        (error: unknown) => ({ error }),
      );
      // The first batch is recorded and the second is on its way: the worker dies now.
      await waitFor('the second batch on its way', async () => {
        const doc = await fanOuts.find(id);
        return (doc?.sent ?? 0) >= 500 && service.counts().accepted > 510 ? true : undefined;
      });
      const dying = present(thread.current, 'a worker while a batch is on its way');
      const deadId = dying.threadId;
      await dying.terminate();
      const ended = await outcome;
      expect('error' in ended && ended.error instanceof SendThreadLostError).toBe(true);
      expect(thread.current).toBeUndefined();
      const cut = present(await fanOuts.find(id), 'the fan-out');
      expect(cut.state).toBe('running');
      expect(cut.sent).toBe(500);
      expect(cut.cursor).toBe(String(499).padStart(24, '0'));

      await expect(runFanOut(id, deps)).resolves.toBe('done');
      expect(present(thread.current, 'the new worker').threadId).not.toBe(deadId);
      const done = present(await fanOuts.find(id), 'the fan-out');
      expect(done).toMatchObject({ state: 'done', total: DEVICES, sent: DEVICES, failed: 0 });
      expect(await subscriptions.count()).toBe(DEVICES);
      expect(done.cursor).toBe(String(DEVICES - 1).padStart(24, '0'));
      const perDevice = new Map<string, number>();
      for (const pushed of service.accepted())
        perDevice.set(pushed.endpoint, (perDevice.get(pushed.endpoint) ?? 0) + 1);
      expect(perDevice.size).toBe(DEVICES);
      // Only the batch on its way when the worker died went twice …
      const twice = [...perDevice.entries()].filter(([, n]) => n > 1).map(([endpoint]) => endpoint);
      expect(twice.length).toBeGreaterThan(0);
      expect(twice.length).toBeLessThanOrEqual(500);
      // … and each device holds one message of the draw (same Topic), decryptable, in its language.
      for (const device of devices) expect(service.pending(device.endpoint)).toHaveLength(1);
      const langs = new Set(
        service.accepted().map((pushed) => {
          const message = JSON.parse(pushed.payload ?? 'null') as {
            notification: { lang: string };
            lotto: { notice: string };
          };
          expect(message.lotto.notice).toBe(id);
          return message.notification.lang;
        }),
      );
      expect(langs).toEqual(new Set(['en', 'th']));
    } finally {
      await thread.close();
    }
    expect(thread.current).toBeUndefined();
    await expect(
      thread.sendBatch({
        targets: [],
        messages: [],
        headers: { ttlSeconds: 60, topic: 't', urgency: 'high' },
        concurrency: 1,
      }),
    ).rejects.toThrow('closed');
  }, 60_000);

  it('when a process sends a batch and is then done, then it exits without closing the sender: the idle worker holds nothing open', async () => {
    // A process of its own (tsx, as `pnpm dev` runs the API): a batch to an address nobody answers
    // on (one attempt), then nothing; a worker that kept the process alive would make it time out.
    const thread = pathToFileURL(`${API_ROOT}/src/features/push/push-send-thread.ts`).href;
    const vapid = { ...generateVapidKeys(), subject: 'mailto:t@lotto.example' };
    const script = `
      import { PushSendThread } from ${JSON.stringify(thread)};
      const sender = new PushSendThread({ vapid: ${JSON.stringify(vapid)}, retry: { attempts: 1, maxWaitMs: 0, baseDelayMs: 0 } });
      const outcomes = await sender.sendBatch({
        targets: [{ endpoint: 'http://127.0.0.1:9/push/x', p256dh: ${JSON.stringify(service.subscribe().keys.p256dh)}, auth: 'AAAAAAAAAAAAAAAAAAAAAA', message: 0 }],
        messages: ['{}'], headers: { ttlSeconds: 60, topic: 'draw', urgency: 'high' }, concurrency: 1,
      });
      console.log(JSON.stringify({ outcome: outcomes[0].result, thread: sender.current?.threadId }));
    `;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { cwd: API_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | string | null>((done) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        done('timed out: the process did not exit');
      }, 20_000);
      child.once('exit', (exitCode, signal) => {
        clearTimeout(timer);
        done(exitCode ?? signal);
      });
    });
    expect({ code, output }).toMatchObject({ code: 0 });
    const last = JSON.parse(output.trim().split('\n').pop() ?? 'null') as {
      outcome: string;
      thread: unknown;
    };
    expect(last.outcome).toBe('failed');
    expect(typeof last.thread).toBe('number');
  }, 30_000);
});
