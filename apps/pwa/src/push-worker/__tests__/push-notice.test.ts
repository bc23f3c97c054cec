import { type Draw, type PushKind, type PushMessage } from '@lotto/contracts';
import { describe, expect, it } from 'vitest';
import type { DeviceState, DeviceTicket } from '@/draws/push-device';
import { GENERIC_TAG, pushNotice } from '../push-notice';
import { workerWords } from '../worker-words';

/*
 * What the push worker shows for a push (push-notice.ts): the message, the device's saved tickets,
 * language and choices, and the notices already shown → one notification.
 */

const FINAL: Draw = {
  _id: 'd',
  date: '2026-12-16',
  drawDate: '2026-12-16',
  status: 'final',
  missing: [],
  prize1: '123456',
  front3: ['972', '000'],
  last3: ['789', '012'],
  last2: '34',
  prize2: ['200001', '200002', '200003', '200004', '200005'],
  prize3: Array.from({ length: 10 }, (_, i) => `30000${i}`),
  prize4: Array.from({ length: 50 }, (_, i) => `4000${String(i).padStart(2, '0')}`),
  prize5: Array.from({ length: 100 }, (_, i) => `500${String(i).padStart(3, '0')}`),
};
const PROVISIONAL: Draw = {
  ...FINAL,
  status: 'provisional',
  missing: ['last3', 'prize2', 'prize3', 'prize4', 'prize5'],
  last3: undefined,
  prize2: undefined,
  prize3: undefined,
  prize4: undefined,
  prize5: undefined,
};

/** A message as the API sends it (its own words are English: the device's are used instead). */
function message(kind: PushKind, draw: Draw, revision = 1): PushMessage {
  return {
    web_push: 8030,
    notification: {
      title: 'server title',
      body: 'server body',
      navigate: `https://lotto.example/result/${draw.date}`,
      lang: 'en',
      dir: 'ltr',
      tag: `draw-${draw.date}`,
    },
    mutable: true,
    lotto: { v: 1, notice: `${draw.date}:${kind}:${revision}`, kind, draw },
  };
}

function device(
  tickets: DeviceTicket[] = [],
  choices: DeviceState['push'] extends infer P
    ? P extends { choices: infer C }
      ? C
      : never
    : never = ['final'],
  lang: DeviceState['lang'] = 'en',
): DeviceState {
  return {
    tickets,
    lang,
    push: { choices, endpoint: 'https://push.example/1', applicationServerKey: 'key' },
  };
}

const decide = (payload: unknown, state: DeviceState, shown: string[] = []) =>
  pushNotice({ payload, device: state, shown, words: workerWords });

describe('pushNotice', () => {
  it('when the draw is final and no saved ticket wins, then it says the draw is final and opens its page', () => {
    const shown = decide(
      message('final', FINAL),
      device([{ number: '864213', period: FINAL.date }]),
    );
    expect(shown.title).toBe('Draw of 16/12/2026 is final');
    expect(shown.options).toMatchObject({
      body: 'First prize 123456 · Front 3: 972 000 · Last 3: 789 012 · Last 2: 34',
      tag: 'draw-2026-12-16',
      renotify: true,
      silent: false,
      lang: 'en',
      dir: 'ltr',
      icon: '/icons/icon-192.png',
      data: { url: '/result/2026-12-16', notice: '2026-12-16:final:1' },
    });
  });

  it('when a saved ticket of the draw wins, then it says so and opens the checker with the tickets', () => {
    const shown = decide(
      message('final', FINAL),
      device([
        { number: '111134', period: FINAL.date },
        { number: '864213', period: FINAL.date },
        { number: '555555', period: '2026-12-01' },
      ]),
    );
    expect(shown.title).toBe('Your ticket won 2,000 baht — draw of 16/12/2026');
    expect(shown.options.body).toBe('111134: Wins 2,000 baht');
    expect(shown.options.data.url).toBe('/check?draw=2026-12-16&number=111134+864213');
  });

  it('when a tier arrives for a "tiers" device, then it names the tiers out and those to come', () => {
    const shown = decide(message('tier', PROVISIONAL), device([], ['tiers']));
    expect(shown.title).toBe('Draw of 16/12/2026: first, front-3, last-2 out');
    expect(shown.options.body).toContain('Still to come: Last 3 digits and 2nd–5th prizes');
    expect(shown.options.tag).toBe('draw-2026-12-16');
  });

  it('when a tier arrives and a saved ticket has won so far, then the ticket’s line comes first', () => {
    const shown = decide(
      message('tier', PROVISIONAL),
      device([{ number: '111134', period: FINAL.date }], ['tiers']),
    );
    expect(shown.title).toBe('Your ticket has won 2,000 baht so far — draw of 16/12/2026');
    expect(shown.options.body).toBe('111134: last-2 so far; last-3, 2nd–5th prizes not out yet');
  });

  it('when the device asked for wins only and no ticket won, then a silent "final, no win" note', () => {
    const shown = decide(
      message('final', FINAL),
      device([{ number: '864213', period: FINAL.date }], ['wins']),
    );
    expect(shown.title).toBe('Draw of 16/12/2026 is final');
    expect(shown.options.body).toMatch(/^None of your 1 saved ticket\(s\) won this time\.\n/);
    expect(shown.options).toMatchObject({ silent: true, renotify: false });
  });

  it('when the device asked for wins only and a ticket won, then the win alerts', () => {
    const shown = decide(
      message('final', FINAL),
      device([{ number: '111134', period: FINAL.date }], ['wins']),
    );
    expect(shown.title).toBe('Your ticket won 2,000 baht — draw of 16/12/2026');
    expect(shown.options).toMatchObject({ silent: false, renotify: true });
  });

  it('when the final draw is corrected, then it says the numbers were corrected', () => {
    const shown = decide(message('corrected', FINAL, 2), device());
    expect(shown.title).toBe('Draw of 16/12/2026: numbers corrected');
    expect(shown.options.data.notice).toBe('2026-12-16:corrected:2');
  });

  it('when the notice was shown already, then it is shown again silently under the same tag', () => {
    const first = decide(message('final', FINAL), device());
    const again = decide(message('final', FINAL), device(), ['2026-12-16:final:1']);
    expect(again.title).toBe(first.title);
    expect(again.options).toMatchObject({
      tag: first.options.tag,
      silent: true,
      renotify: false,
    });
  });

  it('when the device speaks Thai or Urdu, then the notice is in its language and direction', () => {
    const thai = decide(message('final', FINAL), device([], ['final'], 'th'));
    expect(thai.title).toBe('ผลสลากงวด 16/12/2569 เป็นทางการแล้ว');
    expect(thai.options).toMatchObject({ lang: 'th', dir: 'ltr' });
    const urdu = decide(message('final', FINAL), device([], ['final'], 'ur'));
    expect(urdu.options).toMatchObject({ lang: 'ur', dir: 'rtl' });
    expect(urdu.title).toContain('16/12/2026');
  });

  it('when the device kept no language, then the message’s is used', () => {
    const thai = { ...message('final', FINAL) };
    thai.notification = { ...thai.notification, lang: 'th' };
    expect(decide(thai, { tickets: [], lang: null, push: null }).options.lang).toBe('th');
  });

  it.each([
    ['no data', null],
    ['not our message', { hello: 'world' }],
    [
      'a draw that breaks the rules',
      {
        ...message('final', FINAL),
        lotto: { v: 1, notice: 'x', kind: 'final', draw: { ...FINAL, prize1: '12' } },
      },
    ],
    [
      'an unknown kind',
      { ...message('final', FINAL), lotto: { ...message('final', FINAL).lotto, kind: 'other' } },
    ],
  ])('when the push carries %s, then a generic notification still shows', (_, payload) => {
    const shown = decide(payload, device([], ['final'], 'th'));
    expect(shown.title).toBe('ผลสลากกินแบ่งรัฐบาล');
    expect(shown.options).toMatchObject({
      tag: GENERIC_TAG,
      silent: false,
      lang: 'th',
      data: { url: '/', notice: null },
    });
  });
});
