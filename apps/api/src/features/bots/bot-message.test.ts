import { describe, expect, it } from 'vitest';
import { gregorianYear, MAX_TICKETS, readBotMessage } from './bot-message.js';

const read = (text: string) => readBotMessage(text, 2026);

describe('what a chat message asks', () => {
  it('when it holds a ticket number, then it is a check of the latest draw', () => {
    expect(read('123456')).toEqual({
      kind: 'check',
      tickets: ['123456'],
      draw: undefined,
      leftOut: 0,
    });
    expect(read('ตรวจ 123456')).toMatchObject({ kind: 'check', tickets: ['123456'] });
    expect(read('/check 123456')).toMatchObject({ kind: 'check', tickets: ['123456'] });
    expect(read('/check@LottoBot 123 456')).toMatchObject({ kind: 'check', tickets: ['123456'] });
    expect(read('ตรวจ ๑๒๓๔๕๖')).toMatchObject({ kind: 'check', tickets: ['123456'] });
  });

  it('when it names a draw date in any of the usual forms, then that draw is checked', () => {
    for (const text of [
      '123456 16/11/2569',
      '123456 16/11/2026',
      '123456 16 พ.ย. 69',
      '123456 16 พฤศจิกายน 2569',
      '2026-11-16 123456',
      '/check 123456 16/11/2569',
      'ตรวจหวย งวดวันที่ 16 พ.ย. 2569 เลข 123456',
      'check 123456 16 Nov 2026',
      '123456 16.11.69',
    ])
      expect(read(text), text).toEqual({
        kind: 'check',
        tickets: ['123456'],
        draw: '2026-11-16',
        leftOut: 0,
      });
  });

  it('when it holds several numbers, then each is checked once, in order, up to the limit', () => {
    expect(read('123456 654321, 123456\n000001')).toMatchObject({
      tickets: ['123456', '654321', '000001'],
    });
    const many = Array.from({ length: MAX_TICKETS + 3 }, (_, i) => String(100000 + i)).join(' ');
    expect(read(many)).toMatchObject({ kind: 'check', leftOut: 3 });
    expect((read(many) as { tickets: string[] }).tickets).toHaveLength(MAX_TICKETS);
  });

  it('when it asks for the result, then the latest draw; anything else gets the help', () => {
    for (const text of [
      'ผลหวย',
      'result',
      'Results',
      '/result',
      '/result@LottoBot',
      'ผล',
      'परिणाम',
      'نتیجہ',
    ])
      expect(read(text), text).toEqual({ kind: 'result' });
    for (const text of ['hello', 'สวัสดี', '/help', '/start', '12345', '1234567', ''])
      expect(read(text), text).toEqual({ kind: 'help' });
  });

  it('when a date is no day, or dates disagree, or a date comes without a number, then it says so', () => {
    expect(read('123456 31/02/2569')).toEqual({ kind: 'badDate' });
    expect(read('123456 16/11/2569 1/12/2569')).toEqual({ kind: 'badDate' });
    expect(read('16/11/2569')).toEqual({ kind: 'badDate' });
  });

  it('when a message is longer than the limit, then it is refused unread', () => {
    expect(read(`123456 ${'x'.repeat(600)}`)).toEqual({ kind: 'tooLong' });
  });

  it('when a year has two digits, then the nearer of the Buddhist and Western readings counts', () => {
    expect(gregorianYear('69', 2026)).toBe(2026);
    expect(gregorianYear('26', 2026)).toBe(2026);
    expect(gregorianYear('2569', 2026)).toBe(2026);
    expect(gregorianYear('2026', 2026)).toBe(2026);
  });
});
