import { describe, expect, it } from 'vitest';
import { drawOfTicketCode, readTicketCode, ticketCodePeriod } from '../ticket-code.js';

/** The ten real codes of shared/domain/ticket-codes.md (tickets of the 1 July 2026 draw). */
const REAL_CODES = [
  ['69-26-37-488807-7121', '488807', 26, 37],
  ['69-25-05-972469-3941', '972469', 25, 5],
  ['69-25-03-972469-3941', '972469', 25, 3],
  ['69-25-02-972469-3941', '972469', 25, 2],
  ['69-25-01-972469-3941', '972469', 25, 1],
  ['69-25-03-127911-3943', '127911', 25, 3],
  ['69-25-02-127911-3943', '127911', 25, 2],
  ['69-26-12-965884-4359', '965884', 26, 12],
  ['69-26-37-453545-1478', '453545', 26, 37],
  ['69-26-32-568259-8004', '568259', 26, 32],
] as const;

describe('readTicketCode', () => {
  it.each(REAL_CODES)(
    'when a real ticket’s code %s is read, then it gives number %s of series %i, set %i, in 2026',
    (text, number, series, set) => {
      const reading = readTicketCode(text);
      expect(reading).toEqual({
        kind: 'ticket',
        code: { year: 2026, series, set, number, suffix: text.slice(-4) },
      });
    },
  );

  it('when the older four-group form is read, then it gives the ticket without a suffix', () => {
    expect(readTicketCode('61-39-07-123456')).toEqual({
      kind: 'ticket',
      code: { year: 2018, series: 39, set: 7, number: '123456', suffix: null },
    });
  });

  it('when a code comes with spaces or a line end around it, then they are dropped', () => {
    expect(readTicketCode('  69-26-13-039184-4358\n')).toMatchObject({
      kind: 'ticket',
      code: { number: '039184' },
    });
  });

  it('when a seller’s QR link is read, then it is a link to ignore, never a number', () => {
    for (const text of [
      'https://line.me/R/ti/p/@seller?no=692613039184',
      'http://example.com/69-26-13-039184-4358',
      'HTTPS://SHOP.EXAMPLE/',
    ]) {
      expect(readTicketCode(text), text).toEqual({ kind: 'link' });
    }
  });

  it('when a reader stopped early, then the code is truncated, never its first six digits', () => {
    for (const text of ['69', '69-26', '69-26-13-', '69-26-13-0391', '69-26-13-039184-43']) {
      expect(readTicketCode(text), text).toEqual({ kind: 'unreadable', problem: 'truncated' });
    }
  });

  it('when the text is not a ticket’s code, then it is foreign: no number is made of it', () => {
    for (const text of [
      '692613039184',
      '692613',
      '2626371312530807',
      '69/26/13/039184/4358',
      '69-26-13-039184-4358-1',
      '69-26-13-39184-4358',
      'ABC-12',
      '６９-２６-１３-０３９１８４-４３５８',
    ]) {
      expect(readTicketCode(text), text).toEqual({ kind: 'unreadable', problem: 'foreign' });
    }
    expect(readTicketCode(undefined)).toEqual({ kind: 'unreadable', problem: 'foreign' });
    expect(readTicketCode(692613)).toEqual({ kind: 'unreadable', problem: 'foreign' });
    expect(readTicketCode('   ')).toEqual({ kind: 'unreadable', problem: 'empty' });
  });

  it('when the year, series or set is one no ticket has, then the code is out of range', () => {
    for (const text of [
      '69-00-13-039184-4358',
      '69-49-13-039184-4358',
      '69-26-00-039184-4358',
      '12-26-13-039184-4358',
    ]) {
      expect(readTicketCode(text), text).toEqual({ kind: 'unreadable', problem: 'out-of-range' });
    }
  });
});

describe('ticketCodePeriod and drawOfTicketCode', () => {
  it('when the series is 4m−3 or 4m−2, then it names the 1st of month m; 4m−1 or 4m the 16th', () => {
    expect(ticketCodePeriod(2026, 25)).toBe('2026-07-01');
    expect(ticketCodePeriod(2026, 26)).toBe('2026-07-01');
    expect(ticketCodePeriod(2026, 27)).toBe('2026-07-16');
    expect(ticketCodePeriod(2026, 28)).toBe('2026-07-16');
    expect(ticketCodePeriod(2018, 39)).toBe('2018-10-16');
    expect(ticketCodePeriod(2026, 1)).toBe('2026-01-01');
    expect(ticketCodePeriod(2026, 48)).toBe('2026-12-16');
    expect(() => ticketCodePeriod(2026, 0)).toThrow(RangeError);
    expect(() => ticketCodePeriod(2026, 49)).toThrow(RangeError);
  });

  it('when a code of 2026 or 2018 is placed on the calendar, then it is the draw of its period', () => {
    const reading = readTicketCode('69-25-05-972469-3941');
    if (reading.kind !== 'ticket') throw new Error('not read');
    expect(drawOfTicketCode(reading.code)?.date).toBe('2026-07-01');
    expect(drawOfTicketCode({ year: 2026, series: 28 })?.date).toBe('2026-07-16');
    expect(drawOfTicketCode({ year: 2018, series: 39 })?.date).toBe('2018-10-16');
  });

  it('when the period is drawn on another day, then the calendar’s draw is given', () => {
    // The standing rules: 16 Jan on the 17th, 1 May on the 2nd.
    expect(drawOfTicketCode({ year: 2026, series: 3 })?.date).toBe('2026-01-17');
    expect(drawOfTicketCode({ year: 2026, series: 17 })?.date).toBe('2026-05-02');
    // A one-off change: 1 Mar 2018 was drawn on 2 Mar (Makha Bucha); 1 Apr 2020 on 16 May.
    expect(drawOfTicketCode({ year: 2018, series: 9 })?.date).toBe('2018-03-02');
    expect(drawOfTicketCode({ year: 2020, series: 13 })?.date).toBe('2020-05-16');
    // Cancelled: 16 Apr 2020.
    expect(drawOfTicketCode({ year: 2020, series: 15 })).toBeNull();
  });

  it('when the admin announced a move of the period’s draw, then the moved draw is given', () => {
    const overrides = [{ from: '2026-12-16', to: '2026-12-17', reason: 'test' }];
    expect(drawOfTicketCode({ year: 2026, series: 47 }, overrides)).toMatchObject({
      date: '2026-12-17',
      movedFrom: '2026-12-16',
    });
  });
});
