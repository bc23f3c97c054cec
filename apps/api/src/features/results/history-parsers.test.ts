import { describe, expect, it } from 'vitest';
import { detectHistoryFormat, parseFullPrizesCsv, parseGloPsv, type HistoryRow } from './history-parsers.js';

const GLO_HEADER = '|||รางวัลที่ 1|2 ตัวบน|3 ตัวบน|2 ตัวล่าง|3 ตัวหน้า|3 ตัวหลัง';
const ok = (row: HistoryRow | undefined) => {
  if (row?.ok !== true) throw new Error(`expected a valid row, got ${JSON.stringify(row)}`);
  return row;
};
const skipped = (row: HistoryRow | undefined) => {
  if (row?.ok !== false) throw new Error(`expected a skipped row, got ${JSON.stringify(row)}`);
  return row;
};

describe('parseGloPsv', () => {
  it('when a row has a Thai month and a Buddhist-era year, then the date is the Gregorian ISO day', () => {
    const [row] = parseGloPsv(`${GLO_HEADER}\n1|สิงหาคม|2569|932479|79|479|69|672 413|039 154\n`);
    expect(ok(row)).toMatchObject({
      line: 2,
      date: '2026-08-01',
      input: { date: '2026-08-01', prize1: '932479', front3: ['672', '413'], last3: ['039', '154'], last2: '69' },
    });
  });

  it('when a row is from before 2015-09-01, then its two columns are the four last-3 numbers and front3 is empty', () => {
    const rows = parseGloPsv(
      `${GLO_HEADER}\n1|กันยายน|2558|021094|94|094|89|260 403|068 819\n16|สิงหาคม|2558|033363|63|363|40|781 227|624 648`,
    );
    expect(ok(rows[0]).input).toMatchObject({ date: '2015-09-01', front3: ['260', '403'], last3: ['068', '819'] });
    expect(ok(rows[1]).input).toMatchObject({ date: '2015-08-16', front3: [], last3: ['781', '227', '624', '648'] });
  });

  it('when the first prize has 7 digits (early 1990s), then the row is skipped naming the value', () => {
    const [row] = parseGloPsv(`${GLO_HEADER}\n30|ธันวาคม|2537|6284069|69|069|90|798 713|339 744`);
    expect(skipped(row)).toEqual({
      line: 2,
      date: '1994-12-30',
      ok: false,
      reason: 'prize1: Prize 1 must be exactly 6 digits (got "6284069")',
    });
  });

  it('when the derived "2 ตัวบน"/"3 ตัวบน" columns disagree with prize1, then the row is skipped, not guessed', () => {
    const [row] = parseGloPsv(`${GLO_HEADER}\n1|กรกฎาคม|2566|922605|06|605|16|281 867|491 947`);
    expect(skipped(row).reason).toMatch(/do not match prize1 922605/);
  });

  it.each([
    ['an unknown month', '1|Smarch|2569|932479|79|479|69|672 413|039 154', /unreadable date/],
    ['a Gregorian year', '1|สิงหาคม|26|932479|79|479|69|672 413|039 154', /unreadable date/],
    ['a day that does not exist', '31|เมษายน|2569|932479|79|479|69|672 413|039 154', /not a real calendar day/],
    ['too few columns', '1|สิงหาคม|2569|932479|79|479|69|672 413', /expected 9 columns, found 8/],
    ['three front-3 numbers', '1|สิงหาคม|2569|932479|79|479|69|672 413 111|039 154', /front3/],
    ['a 3-digit last2', '1|สิงหาคม|2569|932479|79|479|690|672 413|039 154', /last2/],
    ['a placeholder', '1|สิงหาคม|2569|xxxxxx|xx|xxx|69|672 413|039 154', /"xxxxxx"/],
  ])('when a row has %s, then it is skipped with a reason', (_label, line, reason) => {
    expect(skipped(parseGloPsv(`${GLO_HEADER}\n${line}`)[0]).reason).toMatch(reason);
  });

  it('when a blank line sits between rows, then it is reported; a trailing newline is not', () => {
    const rows = parseGloPsv(`${GLO_HEADER}\n1|สิงหาคม|2569|932479|79|479|69|672 413|039 154\n\n16|กรกฎาคม|2569|639214|14|214|71|709 683|427 746\n`);
    expect(rows.map((r) => (r.ok ? r.date : r.reason))).toEqual(['2026-08-01', 'empty row', '2026-07-16']);
  });
});

const six = (n: number, start = 100000) => Array.from({ length: n }, (_, i) => String(start + i));
const py = (list: string[]) => `"[${list.map((x) => `'${x}'`).join(', ')}]"`;
const CSV_HEADER = 'date,prize_1st,prize_pre_3digit,prize_sub_3digits,prize_2digits,nearby_1st,prize_2nd,prize_3rd,prize_4th,prize_5th';

describe('parseFullPrizesCsv', () => {
  it('when a modern row lists every tier, then all of them are read', () => {
    const line = ['2024-12-16', '097863', py(['290', '742']), py(['339', '881']), '21', py(['097862', '097864']), py(six(5)), py(six(10)), py(six(50)), py(six(100))].join(',');
    const row = ok(parseFullPrizesCsv(`${CSV_HEADER}\n${line}\n`)[0]);
    expect(row.input).toMatchObject({ date: '2024-12-16', prize1: '097863', front3: ['290', '742'], last3: ['339', '881'], last2: '21', near1: ['097862', '097864'] });
    expect(row.input.prize5).toHaveLength(100);
    expect(row.notes).toEqual([]);
  });

  it('when an old row has its tiers shifted by one column, then they are remapped and that is noted', () => {
    const line = ['2015-08-16', '033363', '[]', py(['781', '227', '624', '648']), '40', py(['033362', '033364']), '[]', py(six(5, 200000)), py(six(10, 300000)), py(six(50, 400000))].join(',');
    const row = ok(parseFullPrizesCsv(`${CSV_HEADER}\n${line}`)[0]);
    expect(row.input.front3).toEqual([]);
    expect(row.input.last3).toEqual(['781', '227', '624', '648']);
    expect(row.input.prize2?.[0]).toBe('200000');
    expect(row.input.prize3?.[0]).toBe('300000');
    expect(row.input.prize4?.[0]).toBe('400000');
    expect(row.input.prize5).toBeUndefined();
    expect(row.notes[0]).toMatch(/shifted by one/);
  });

  it('when a value is an xxxxxx placeholder, then the row is skipped naming it', () => {
    const line = ['2009-10-01', '169387 ', '[]', py(['255', '714', '435', '249']), '06', py(['169386', '169388']), '[]', py(six(5)), py(six(10)), py([...six(49), 'xxxxxx'])].join(',');
    const row = skipped(parseFullPrizesCsv(`${CSV_HEADER}\n${line}`)[0]);
    expect(row.reason).toMatch(/prize4\.49: Prize 4 must be exactly 6 digits \(got "xxxxxx"\)/);
    expect(row.reason).toMatch(/shifted by one/);
  });

  it('when a near-first-prize number has 5 digits, then the row is skipped', () => {
    const line = ['2007-09-16', '049934', '[]', py(['111', '222', '333', '444']), '06', py(['49933', '049935']), '[]', py(six(5)), py(six(10)), py(six(50))].join(',');
    expect(skipped(parseFullPrizesCsv(`${CSV_HEADER}\n${line}`)[0]).reason).toMatch(/near1\.0/);
  });

  it('when a row is empty, has the wrong column count or a list that is not a list, then it is skipped with a reason', () => {
    const rows = parseFullPrizesCsv(`${CSV_HEADER}\n""\n2024-01-01,123456\n2024-01-17,123456,"['1', 2]",[],00,[],[],[],[],[]`);
    expect(rows.map((r) => (r.ok ? 'ok' : r.reason))).toEqual([
      'empty row',
      'expected 10 columns, found 2',
      'prize_pre_3digit is not a list of quoted numbers',
    ]);
    expect(rows.map((r) => r.line)).toEqual([2, 3, 4]);
  });

  it('when the header lacks a column, then parsing stops with an error naming it', () => {
    expect(() => parseFullPrizesCsv('date,prize_1st\n')).toThrow(/lacks prize_pre_3digit/);
  });
});

describe('detectHistoryFormat', () => {
  it('when given either header, then it names the format; otherwise it refuses', () => {
    expect(detectHistoryFormat(`${GLO_HEADER}\n`)).toBe('glo-psv');
    expect(detectHistoryFormat(`\uFEFF${CSV_HEADER}\n`)).toBe('full-prizes-csv');
    expect(() => detectHistoryFormat('a;b;c\n')).toThrow(/Unknown history format/);
  });
});
