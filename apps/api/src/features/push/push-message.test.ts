import { createECDH, randomBytes } from 'node:crypto';
import { type Draw, DrawSchema, PUSH_KINDS, PushMessageSchema, TIERS } from '@lotto/contracts';
import { LOCALES } from '@lotto/site';
import * as v from 'valibot';
import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { buildPushMessage, noticeId, PUSH_PAYLOAD_LIMIT, pushTtlSeconds } from './push-message.js';
import { retryAfterMs } from './push-sender.js';
import { noticeKindOf } from './push-service.js';
import { generateVapidKeys, VapidHeaders } from './vapid.js';
import { numbers } from '../../test-support/draw-fixtures.js';

const disputed = (tier: 'prize4' | 'prize5', count: number, start: number, sources = 2) => ({
  tier,
  values: (['feed:glo', 'feed:community', 'admin'] as const)
    .slice(0, sources)
    .map((source, i) => ({ source, numbers: numbers(count, start + i * 10_000) })),
  note: "Check GLO's official sheet before settling it",
});

/**
 * A full draw: every tier, amounts stated, a correction, and the 5th prize's 100 numbers disputed
 * by the two feeds (both lists carried) — or, `extreme`, both the 4th and the 5th prizes' lists
 * disputed three ways (the feeds and the admin).
 */
function fullDraw(extreme = false): Draw {
  return v.parse(DrawSchema, {
    _id: '0123456789abcdef01234567',
    date: '2026-12-16',
    drawDate: '2026-12-16',
    status: 'provisional',
    missing: extreme ? ['prize4', 'prize5'] : ['prize5'],
    correctedAt: '2026-12-16T09:30:00.000Z',
    prize1: '123456',
    near1: ['123455', '123457'],
    front3: ['123', '456'],
    last3: ['789', '012'],
    last2: '34',
    prize2: numbers(5, 200000),
    prize3: numbers(10, 300000),
    ...(extreme ? {} : { prize4: numbers(50, 400000) }),
    disagreements: extreme
      ? [disputed('prize4', 50, 400000, 3), disputed('prize5', 100, 500000, 3)]
      : [disputed('prize5', 100, 500000)],
    amounts: {
      source: 'feed:glo',
      baht: Object.fromEntries(TIERS.map((tier, i) => [tier, 6_000_000 - i * 1000])),
    },
  });
}

/** A device's subscription keys (what the browser makes). */
function deviceKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** RFC 8291 aes128gcm: 86 bytes of header, a 16-byte tag and the padding delimiter. */
const AES128GCM_OVERHEAD = 103;
const PUSH_SERVICE_LIMIT = 4096;

describe('the push message', () => {
  it('when a full draw with its largest tier disputed is announced in any language and kind, then it parses, keeps both lists and stays within 4096 bytes once encrypted', () => {
    const draw = fullDraw();
    const keys = deviceKeys();
    let largest = 0;
    for (const lang of LOCALES)
      for (const kind of PUSH_KINDS) {
        const message = buildPushMessage(
          { id: noticeId(draw.date, kind, 12), kind, draw },
          lang,
          'https://lotto.example',
        );
        expect(v.parse(PushMessageSchema, message)).toEqual(message);
        const text = JSON.stringify(message);
        const bytes = Buffer.byteLength(text);
        expect(bytes, `${lang} ${kind}`).toBeLessThanOrEqual(
          PUSH_SERVICE_LIMIT - AES128GCM_OVERHEAD,
        );
        const { cipherText } = webPush.encrypt(keys.p256dh, keys.auth, text, 'aes128gcm');
        expect(cipherText.length).toBe(bytes + AES128GCM_OVERHEAD);
        expect(cipherText.length).toBeLessThanOrEqual(PUSH_SERVICE_LIMIT);
        expect(message.lotto.draw.disagreements?.[0]?.values).toHaveLength(2);
        expect(message.lotto.draw.disagreements?.[0]?.note).toBeUndefined();
        largest = Math.max(largest, cipherText.length);
      }
    // The margin left, for whoever adds to the message.
    expect(largest).toBeLessThan(PUSH_SERVICE_LIMIT - 250);
  });

  it('when two whole tiers are disputed three ways and would not fit, then the disputes are left out and the disputed tiers stay missing', () => {
    const draw = fullDraw(true);
    for (const lang of LOCALES) {
      const message = buildPushMessage(
        { id: noticeId(draw.date, 'tier', 4), kind: 'tier', draw },
        lang,
        'https://lotto.example',
      );
      expect(Buffer.byteLength(JSON.stringify(message))).toBeLessThanOrEqual(PUSH_PAYLOAD_LIMIT);
      expect(message.lotto.draw.disagreements).toBeUndefined();
      expect(message.lotto.draw.missing).toEqual(['prize4', 'prize5']);
      expect(v.parse(PushMessageSchema, message)).toEqual(message);
    }
  });

  it("when a notice is built, then it says the draw in the device's language, opens its page and carries the numbers", () => {
    const draw = fullDraw();
    const message = buildPushMessage(
      { id: '2026-12-16:final:3', kind: 'final', draw: { ...draw, status: 'final' } },
      'ur',
      'https://lotto.example',
    );
    expect(message.notification).toMatchObject({
      navigate: 'https://lotto.example/result/2026-12-16?lang=ur',
      lang: 'ur',
      dir: 'rtl',
      tag: 'draw-2026-12-16',
    });
    expect(message.notification.title).not.toBe('');
    expect(message.notification.body).toContain('123456');
    expect(message.lotto).toMatchObject({ v: 1, notice: '2026-12-16:final:3', kind: 'final' });
    expect(message.lotto.draw.prize1).toBe('123456');
    const english = buildPushMessage(
      { id: '2026-12-16:final:3', kind: 'final', draw: { ...draw, status: 'final' } },
      'en',
      'https://lotto.example',
    );
    expect(english.notification.dir).toBe('ltr');
    expect(english.notification.title).not.toBe(message.notification.title);
  });
});

describe('when a notice is sent', () => {
  it('when on the draw day, then its TTL runs to the end of that day in Bangkok; later, to the end of the day it is sent; never under 15 minutes', () => {
    // 15:30 in Bangkok on draw day: 8.5 hours to midnight.
    expect(pushTtlSeconds('2026-12-16', new Date('2026-12-16T08:30:00Z'))).toBe(8.5 * 3600);
    // A correction three days later at 10:00 in Bangkok: to the end of that day.
    expect(pushTtlSeconds('2026-12-16', new Date('2026-12-19T03:00:00Z'))).toBe(14 * 3600);
    // Two minutes before midnight in Bangkok.
    expect(pushTtlSeconds('2026-12-16', new Date('2026-12-16T16:58:00Z'))).toBe(15 * 60);
  });

  it('when a draw is written, then a changed provisional draw is a tier, the step to final is final, a final one changed is corrected, and nothing else is announced', () => {
    const draw = fullDraw();
    const provisional = { ...draw, status: 'provisional' as const };
    const final = { ...draw, status: 'final' as const };
    expect(noticeKindOf(null, provisional)).toBe('tier');
    expect(noticeKindOf(provisional, { ...provisional, last2: '99' })).toBe('tier');
    expect(noticeKindOf(provisional, { ...provisional, drawDate: '2026-12-17' })).toBeUndefined();
    expect(noticeKindOf(provisional, final)).toBe('final');
    expect(noticeKindOf(null, final)).toBe('final');
    expect(noticeKindOf(final, { ...final, prize1: '654321' })).toBe('corrected');
    expect(noticeKindOf(final, { ...final, correctedAt: 'later' })).toBeUndefined();
  });

  it('when a push service answers Retry-After, then seconds and HTTP dates are read, anything else is not', () => {
    const now = Date.parse('2026-12-16T08:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Wed, 16 Dec 2026 08:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Wed, 16 Dec 2026 07:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });

  it('when many pushes go to one push service, then one VAPID header serves them until shortly before it expires', () => {
    const keys = { ...generateVapidKeys(), subject: 'mailto:admin@lotto.example' };
    // web-push checks `exp` against the real clock: the test's time starts now.
    let now = Date.now();
    const headers = new VapidHeaders(keys, () => now);
    const first = headers.for('https://fcm.googleapis.com/fcm/send/a');
    expect(headers.for('https://fcm.googleapis.com/fcm/send/b')).toBe(first);
    const other = headers.for('https://updates.push.services.mozilla.com/wpush/v2/c');
    expect(other).not.toBe(first);
    expect(first).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${keys.publicKey}$`));
    now += 11 * 3600_000;
    expect(headers.for('https://fcm.googleapis.com/fcm/send/a')).toBe(first);
    now += 55 * 60_000;
    expect(headers.for('https://fcm.googleapis.com/fcm/send/a')).not.toBe(first);
  });
});
