import { describe, expect, it } from 'vitest';
import { addScans, drawOfCode, groupScanned, savedTicketOf } from '../scanned-tickets';

/** Draws on file: 1 July 2026 (its tickets' series 25 and 26), and 16 May 2020 (moved from 1 Apr). */
const RESULTS = [{ date: '2026-07-01' }, { date: '2026-06-16' }, { date: '2020-05-16' }];
const drawOf = (code: { year: number; series: number }) => drawOfCode(code, RESULTS);

describe('drawOfCode', () => {
  it('when the draw a code names is on file, then it is that draw', () => {
    expect(drawOf({ year: 2026, series: 25 })).toEqual({ date: '2026-07-01', onFile: true });
    expect(drawOf({ year: 2026, series: 26 })).toEqual({ date: '2026-07-01', onFile: true });
    expect(drawOf({ year: 2026, series: 24 })).toEqual({ date: '2026-06-16', onFile: true });
  });

  it('when a period was drawn on another day, then the draw of that day is the one on file', () => {
    // 1 April 2020 (series 13) was drawn on 16 May 2020.
    expect(drawOf({ year: 2020, series: 13 })).toEqual({ date: '2020-05-16', onFile: true });
  });

  it('when the draw is not on file yet, then the calendar’s date says which, not on file', () => {
    expect(drawOf({ year: 2026, series: 47 })).toEqual({ date: '2026-12-16', onFile: false });
  });

  it('when an announced override moves the draw, then the moved date is given', () => {
    const moved = [{ from: '2026-12-16', to: '2026-12-17', reason: 'test' }];
    expect(drawOfCode({ year: 2026, series: 47 }, RESULTS, moved)).toEqual({
      date: '2026-12-17',
      onFile: false,
    });
    // Moved and on file under its new date.
    expect(drawOfCode({ year: 2026, series: 47 }, [{ date: '2026-12-17' }], moved)).toEqual({
      date: '2026-12-17',
      onFile: true,
    });
  });

  it('when the overrides contradict each other, then the standing calendar decides', () => {
    const bad = [
      { from: '2026-12-16', to: '2026-12-17', reason: 'a' },
      { from: '2026-12-16', to: '2026-12-18', reason: 'b' },
    ];
    expect(drawOfCode({ year: 2026, series: 47 }, RESULTS, bad)).toEqual({
      date: '2026-12-16',
      onFile: false,
    });
  });
});

describe('addScans', () => {
  it('when tickets are read, then each new one joins the list with its number, set and draw', () => {
    const step = addScans([], ['69-25-05-972469-3941', '69-26-12-965884-4359'], drawOf);
    expect(step.added.map((t) => [t.number, t.set, t.draw.date])).toEqual([
      ['972469', '05', '2026-07-01'],
      ['965884', '12', '2026-07-01'],
    ]);
    expect(step.list).toHaveLength(2);
    expect(step.sawLink).toBe(false);
  });

  it('when the same ticket is read again, then it is not a second ticket; another set is', () => {
    const first = addScans([], ['69-25-05-972469-3941'], drawOf);
    const again = addScans(first.list, ['69-25-05-972469-3941', ' 69-25-05-972469-3941 '], drawOf);
    expect(again.added).toEqual([]);
    expect(again.list).toHaveLength(1);
    const other = addScans(again.list, ['69-25-03-972469-3941'], drawOf);
    expect(other.added.map((t) => t.set)).toEqual(['03']);
    expect(other.list).toHaveLength(2);
  });

  it('when a seller’s link or a foreign or cut code is read, then no number is made of it', () => {
    const step = addScans(
      [],
      ['https://shop.example/lotto?n=692513972469', '69-26-13-0391', 'ABC', ''],
      drawOf,
    );
    expect(step.added).toEqual([]);
    expect(step.list).toEqual([]);
    expect(step.sawLink).toBe(true);
    expect(step.sawOther).toBe(true);
  });

  it('when the older four-group code is read, then it is a ticket too', () => {
    const step = addScans([], ['69-25-05-972469'], drawOf);
    expect(step.added.map((t) => t.number)).toEqual(['972469']);
  });
});

describe('groupScanned and savedTicketOf', () => {
  it('when a pile is read, then tickets group by draw and number, in the order first read', () => {
    const { list } = addScans(
      [],
      [
        '69-25-05-972469-3941',
        '69-47-05-123456-4321',
        '69-25-03-972469-3941',
        '69-26-37-488807-7121',
        '69-25-02-972469-3941',
      ],
      drawOf,
    );
    expect(
      groupScanned(list).map(({ draw, groups }) => [
        draw.date,
        groups.map((g) => `${g.number}:${g.sets.join(',')}`),
      ]),
    ).toEqual([
      ['2026-07-01', ['972469:05,03,02', '488807:37']],
      ['2026-12-16', ['123456:05']],
    ]);
    expect(list.map(savedTicketOf)[1]).toEqual({
      number: '123456',
      period: '2026-12-16',
      set: '05',
    });
  });
});
