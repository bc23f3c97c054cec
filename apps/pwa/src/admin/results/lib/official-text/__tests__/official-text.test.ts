import { drawIssues, type DrawNumbers } from '@lotto/contracts';
import { describe, expect, it } from 'vitest';
import { parseOfficialText, pasteFormatOf } from '../parse-official-text';
import { digitGroups } from '../read-free-text';
import { pasteTextOf } from '../write-text';

/** `count` distinct numbers of `digits` digits, the same every run. */
function numbers(count: number, digits: number, seed: number): string[] {
  const out: string[] = [];
  let x = seed;
  while (out.length < count) {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    const n = String(x % 10 ** digits).padStart(digits, '0');
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

/** A complete draw of today's era (173 numbers), valid by every rule. */
const DRAW = {
  prize1: '097863',
  near1: ['097862', '097864'],
  front3: ['290', '742'],
  last3: ['339', '881'],
  last2: '21',
  prize2: numbers(5, 6, 2),
  prize3: numbers(10, 6, 3),
  prize4: numbers(50, 6, 4),
  prize5: numbers(100, 6, 5),
} satisfies DrawNumbers;
const DATE = '2024-12-16';

const lines = (list: readonly string[], per = 10) =>
  Array.from({ length: Math.ceil(list.length / per) }, (_, i) =>
    list.slice(i * per, i * per + per).join(' '),
  ).join('\n');

/** The sheet as GLO's site shows it when copied: Thai labels, counts and amounts around the groups. */
const THAI_SHEET = `ผลสลากกินแบ่งรัฐบาล งวดวันที่ 16 ธันวาคม 2567
รางวัลที่ 1 รางวัลละ 6,000,000 บาท
${DRAW.prize1}
รางวัลข้างเคียงรางวัลที่ 1 มี 2 รางวัลๆละ 100,000 บาท
${DRAW.near1.join(' ')}
รางวัลเลขหน้า 3 ตัว 2 รางวัลๆละ 4,000 บาท
${DRAW.front3.join('  ')}
รางวัลเลขท้าย 3 ตัว 2 รางวัลๆละ 4,000 บาท
${DRAW.last3.join('\t')}
รางวัลเลขท้าย 2 ตัว 1 รางวัลๆละ 2,000 บาท
${DRAW.last2}
ผลสลากกินแบ่งรัฐบาล รางวัลที่ 2 มี 5 รางวัลๆละ 200,000 บาท
${lines(DRAW.prize2)}
รางวัลที่ 3 มี 10 รางวัลๆละ 80,000 บาท
${lines(DRAW.prize3)}
รางวัลที่ 4 มี 50 รางวัลๆละ 40,000 บาท
${lines(DRAW.prize4)}
รางวัลที่ 5 มี 100 รางวัลๆละ 20,000 บาท
${lines(DRAW.prize5)}
`;

const ENGLISH_SHEET = `Thai Government Lottery results, draw of December 16, 2024 (15:30)
1st prize (6,000,000 baht): ${DRAW.prize1}
Prize 1 neighbours — 2 prizes of 100,000 baht each: ${DRAW.near1.join(', ')}
Front 3 digits: ${DRAW.front3.join(', ')}
Last 3 digits: ${DRAW.last3.join(' | ')}
Last 2 digits (1 prize of 2,000 baht): ${DRAW.last2}.
2nd prize: 5 prizes of 200,000 baht each
${DRAW.prize2.join(' ')}
3rd prize
${lines(DRAW.prize3, 5)}
4th prize
${lines(DRAW.prize4, 7)}
5th prize
${lines(DRAW.prize5, 3)}`;

function plainText(draw: DrawNumbers): string {
  return Object.values(draw)
    .flatMap((value: string | string[]) => value)
    .join(' ');
}

describe('parseOfficialText: the official text', () => {
  it('when GLO’s Thai sheet is pasted, then its labels, counts, amounts and date are ignored and every tier is filled in order', () => {
    const parsed = parseOfficialText(THAI_SHEET, DATE);
    expect(parsed.format).toBe('text');
    expect(parsed.problems).toEqual([]);
    expect(parsed.groups).toBe(173);
    expect(parsed.numbers).toEqual(DRAW);
    expect(drawIssues({ date: DATE, ...parsed.numbers })).toEqual([]);
  });

  it('when an English sheet is pasted (1st prize, Prize 1, "Last 2 digits", punctuation), then only the prize groups count', () => {
    const parsed = parseOfficialText(ENGLISH_SHEET, DATE);
    expect(parsed.problems).toEqual([]);
    expect(parsed.numbers).toEqual(DRAW);
  });

  it('when the groups come with nothing between them, then they are read in GLO’s order', () => {
    expect(parseOfficialText(plainText(DRAW), DATE).numbers).toEqual(DRAW);
  });

  it('when the text uses Thai digits, then they read as Arabic ones', () => {
    const thai = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0e50 + Number(d)));
    expect(parseOfficialText(thai(THAI_SHEET), DATE).numbers).toEqual(DRAW);
  });

  it('when one group has the wrong digit count, then it keeps its slot, is flagged, and the rest stay aligned', () => {
    const prize5 = [...DRAW.prize5];
    prize5[16] = '12345';
    const parsed = parseOfficialText(plainText({ ...DRAW, prize5 }), DATE);
    expect(parsed.numbers.prize5?.[16]).toBe('12345');
    expect(parsed.numbers.prize5?.[17]).toBe(DRAW.prize5[17]);
    expect(parsed.numbers.prize5).toHaveLength(100);
    expect(parsed.problems).toEqual([
      { path: 'prize5.16', message: '5th prize must be exactly 6 digits (got "12345")' },
    ]);
  });

  it('when the first prize or the last 2 have the wrong digit count, then the tier itself is flagged', () => {
    const parsed = parseOfficialText(plainText({ ...DRAW, prize1: '0978631', last2: '2' }), DATE);
    expect(parsed.problems).toEqual([
      { path: 'prize1', message: 'First prize must be exactly 6 digits (got "0978631")' },
      { path: 'last2', message: 'Last 2 digits must be exactly 2 digits (got "2")' },
    ]);
  });

  it('when there are more groups than the draw has, then the extra ones are listed as a problem', () => {
    const parsed = parseOfficialText(`${plainText(DRAW)} 123456 654321`, DATE);
    expect(parsed.numbers).toEqual(DRAW);
    expect(parsed.extra).toEqual(['123456', '654321']);
    expect(parsed.problems).toEqual([
      {
        path: 'extra',
        message: '2 digit groups more than a draw of this period has (173): 123456 654321',
      },
    ]);
  });

  it('when the text stops inside a tier, then that tier is short and says how many are missing', () => {
    const parsed = parseOfficialText(
      plainText({ ...DRAW, prize5: DRAW.prize5.slice(0, 99) }),
      DATE,
    );
    expect(parsed.numbers.prize5).toHaveLength(99);
    expect(parsed.problems).toEqual([
      { path: 'prize5', message: 'The text ends inside 5th prize: 99 of 100 numbers (1 missing)' },
    ]);
  });

  it('when the text stops after a complete tier (a provisional draw), then the later tiers are absent and nothing is wrong', () => {
    const { prize1, near1, front3, last3, last2 } = DRAW;
    const parsed = parseOfficialText(plainText({ prize1, near1, front3, last3, last2 }), DATE);
    expect(parsed.problems).toEqual([]);
    expect(parsed.numbers).toEqual({ prize1, near1, front3, last3, last2 });
  });

  it('when the text holds no digit group, then it says no numbers were found', () => {
    expect(parseOfficialText('รางวัลที่ 1', DATE).problems).toEqual([
      { path: '', message: 'No prize numbers found in the text' },
    ]);
    expect(parseOfficialText('   ', DATE).problems).toEqual([]);
  });

  it('when the period is before 1 Sep 2015, then there is no front-3 and four last-3 numbers follow the near-first ones', () => {
    const old = {
      prize1: '073577',
      near1: ['073576', '073578'],
      last3: ['413', '459', '646', '781'],
      last2: '67',
      prize2: DRAW.prize2,
      prize3: DRAW.prize3,
      prize4: DRAW.prize4,
      prize5: DRAW.prize5,
    };
    const parsed = parseOfficialText(plainText(old), '2010-01-16');
    expect(parsed.problems).toEqual([]);
    expect(parsed.numbers).toEqual(old);
    expect(parsed.groups).toBe(173);
  });

  it('when the period is 1990–1994, then a 7-digit first prize, four last-3 and the last 2 make the draw', () => {
    const parsed = parseOfficialText(
      'รางวัลที่ 1 1234567 เลขท้าย 3 ตัว 111 222 333 444 เลขท้าย 2 ตัว 55',
      '1993-03-01',
    );
    expect(parsed.numbers).toEqual({
      prize1: '1234567',
      last3: ['111', '222', '333', '444'],
      last2: '55',
    });
    expect(parsed.problems).toEqual([]);
    const six = parseOfficialText('123456 111 222 333 444 55 987654', '1993-03-01');
    expect(six.problems).toEqual([
      { path: 'prize1', message: 'First prize must be exactly 7 digits (got "123456")' },
      { path: 'extra', message: '1 digit group more than a draw of this period has (6): 987654' },
    ]);
  });

  it('when a group is joined by a dash or a comma without an amount’s shape, then both parts count', () => {
    expect(digitGroups('097862-097864 290,742 6,000,000 บาท 200,000.00')).toEqual([
      '097862',
      '097864',
      '290',
      '742',
    ]);
  });
});

/** The full-prize CSV of the importer: Python-style lists. */
const CSV_HEADER =
  'date,prize_1st,prize_pre_3digit,prize_sub_3digits,prize_2digits,nearby_1st,prize_2nd,prize_3rd,prize_4th,prize_5th';
const py = (list: readonly string[]) => `"[${list.map((n) => `'${n}'`).join(', ')}]"`;
const csvRow = (date: string, d: typeof DRAW) =>
  [
    date,
    d.prize1,
    py(d.front3),
    py(d.last3),
    d.last2,
    py(d.near1),
    py(d.prize2),
    py(d.prize3),
    py(d.prize4),
    py(d.prize5),
  ].join(',');

describe('parseOfficialText: a CSV row or a shipped draw', () => {
  it('when a full-prize CSV row is pasted with its header, then every tier and its date are read', () => {
    const parsed = parseOfficialText(`${CSV_HEADER}\n${csvRow(DATE, DRAW)}\n`, DATE);
    expect(parsed.format).toBe('csv');
    expect(parsed.date).toBe(DATE);
    expect(parsed.numbers).toEqual(DRAW);
    expect(parsed.problems).toEqual([]);
  });

  it('when the row comes without its header, then the importer’s column order is assumed', () => {
    const parsed = parseOfficialText(csvRow(DATE, DRAW), DATE);
    expect(parsed.numbers).toEqual(DRAW);
  });

  it('when the CSV holds several rows, then the one of the period is taken', () => {
    const other = { ...DRAW, prize1: '669843', near1: ['669842', '669844'] };
    const text = [CSV_HEADER, csvRow('2024-12-01', other), csvRow(DATE, DRAW)].join('\n');
    expect(parseOfficialText(text, '2024-12-01').numbers.prize1).toBe('669843');
    expect(parseOfficialText(text, DATE).numbers.prize1).toBe('097863');
    expect(parseOfficialText(text, '2024-11-16').problems).toEqual([
      { path: '', message: 'None of the 2 pasted draws is of 2024-11-16' },
    ]);
  });

  it('when the pasted row is of another period, then that is a problem on the date', () => {
    const parsed = parseOfficialText(csvRow(DATE, DRAW), '2024-12-01');
    expect(parsed.date).toBe(DATE);
    expect(parsed.problems).toEqual([
      { path: 'date', message: 'The pasted draw is of 2024-12-16, not of 2024-12-01' },
    ]);
  });

  it('when a CSV number has the wrong digit count, then it is flagged where it stands', () => {
    const prize3 = [...DRAW.prize3];
    prize3[2] = '1234567';
    const parsed = parseOfficialText(csvRow(DATE, { ...DRAW, prize3 }), DATE);
    expect(parsed.problems).toEqual([
      { path: 'prize3.2', message: '3rd prize must be exactly 6 digits (got "1234567")' },
    ]);
  });

  it('when a shipped draw (one NDJSON line) is pasted, then its tiers, draw date and status are read and its other fields ignored', () => {
    const line = JSON.stringify({
      date: '2020-04-01',
      drawDate: '2020-05-16',
      ...DRAW,
      status: 'final',
      sources: ['GLO'],
      corrections: [],
    });
    const parsed = parseOfficialText(line, '2020-04-01');
    expect(parsed.format).toBe('json');
    expect(parsed).toMatchObject({
      date: '2020-04-01',
      drawDate: '2020-05-16',
      status: 'final',
      numbers: DRAW,
    });
    expect(parsed.problems).toEqual([]);
  });

  it('when several NDJSON lines are pasted, then the one of the period is taken; a broken line is named', () => {
    const a = JSON.stringify({ date: '2024-12-01', prize1: '669843' });
    const b = JSON.stringify({ date: DATE, prize1: '097863', last2: '21' });
    expect(parseOfficialText(`${a}\n${b}`, DATE).numbers).toEqual({
      prize1: '097863',
      last2: '21',
    });
    expect(parseOfficialText(`${a}\n{"date": `, DATE).problems).toEqual([
      { path: '', message: 'Line 2 is not valid JSON' },
    ]);
  });

  it('when a JSON tier has the wrong type, then that tier is named', () => {
    const parsed = parseOfficialText(
      JSON.stringify({ date: DATE, prize1: 97863, front3: '290' }),
      DATE,
    );
    expect(parsed.problems).toEqual([
      { path: 'prize1', message: 'First prize must be one number as text' },
      { path: 'front3', message: 'Front 3 digits must be a list of numbers as text' },
    ]);
  });

  it('when an old CSV row has its tier columns shifted by one (2nd prize empty), then the importer’s remapping applies', () => {
    const old = { ...DRAW, front3: [], last3: ['413', '459', '646', '781'] };
    const row = [
      '2010-01-16',
      old.prize1,
      '[]',
      py(old.last3),
      old.last2,
      py(old.near1),
      '[]',
      py(old.prize2),
      py(old.prize3),
      py(old.prize4),
    ].join(',');
    const parsed = parseOfficialText(row, '2010-01-16');
    expect(parsed.problems).toEqual([]);
    expect(parsed.numbers).toEqual({
      prize1: old.prize1,
      near1: old.near1,
      last3: old.last3,
      last2: old.last2,
      prize2: old.prize2,
      prize3: old.prize3,
      prize4: old.prize4,
    });
  });

  it('when a row of GLO’s pipe table is pasted, then its Thai date and main tiers are read; derived columns must agree', () => {
    const parsed = parseOfficialText(
      '1|สิงหาคม|2569|932479|79|479|69|672 413|039 154',
      '2026-08-01',
    );
    expect(parsed.format).toBe('glo');
    expect(parsed.date).toBe('2026-08-01');
    expect(parsed.numbers).toEqual({
      prize1: '932479',
      front3: ['672', '413'],
      last3: ['039', '154'],
      last2: '69',
    });
    expect(parsed.problems).toEqual([]);
    const before2015 = parseOfficialText(
      '16|มกราคม|2557|306902|02|902|52|242 077|149 510',
      '2014-01-16',
    );
    expect(before2015.numbers.last3).toEqual(['242', '077', '149', '510']);
    expect(
      parseOfficialText('1|สิงหาคม|2569|932479|78|479|69|672 413|039 154', '2026-08-01').problems,
    ).toEqual([
      {
        path: 'prize1',
        message: 'The "2 ตัวบน"/"3 ตัวบน" columns (78/479) do not match the first prize 932479',
      },
    ]);
  });

  it('when lines of the shipped NDJSON are pasted, then the period’s line is read with its draw date and status', () => {
    const shipped = (date: string, prize1: string, status: string) =>
      JSON.stringify({ date, drawDate: date, prize1, last2: '21', status, sources: ['GLO'] });
    const text = [
      shipped('2024-12-01', '669843', 'final'),
      shipped(DATE, '097863', 'provisional'),
    ].join('\n');
    expect(parseOfficialText(text, DATE)).toMatchObject({
      format: 'json',
      date: DATE,
      drawDate: DATE,
      status: 'provisional',
      numbers: { prize1: '097863', last2: '21' },
      problems: [],
    });
  });

  it('when a line of the shipped NDJSON breaks an era rule, then its numbers still reach the preview', () => {
    const line = JSON.stringify({
      date: DATE,
      drawDate: DATE,
      prize1: '09786',
      status: 'final',
      sources: [],
    });
    const parsed = parseOfficialText(`${line}\n`, DATE);
    expect(parsed.numbers).toEqual({ prize1: '09786' });
    expect(parsed.problems).toEqual([
      { path: 'prize1', message: 'First prize must be exactly 6 digits (got "09786")' },
    ]);
  });

  it('recognises each format from its first characters', () => {
    expect(pasteFormatOf(' {"date":"2024-12-16"}')).toBe('json');
    expect(pasteFormatOf(`${CSV_HEADER}\n`)).toBe('csv');
    expect(pasteFormatOf('2024-12-16,097863,')).toBe('csv');
    expect(pasteFormatOf('|||รางวัลที่ 1|2 ตัวบน|3 ตัวบน|2 ตัวล่าง|3 ตัวหน้า|3 ตัวหลัง\n')).toBe('glo');
    expect(pasteFormatOf('รางวัลที่ 1 097863')).toBe('text');
  });
});

describe('pasteTextOf', () => {
  it('when a complete draw is turned into text, then it reads back to the same numbers', () => {
    const text = pasteTextOf(DRAW, DATE);
    expect(text.split('\n')[0]).toBe('First prize: 097863');
    expect(text).toContain('Front 3 digits: 290 742');
    const parsed = parseOfficialText(text, DATE);
    expect(parsed.problems).toEqual([]);
    expect(parsed.numbers).toEqual(DRAW);
  });

  it('when the draw has a gap (a tier missing before one it holds), then it comes as JSON that reads back', () => {
    const gappy = { prize1: '073577', last3: ['413', '459', '646', '781'], last2: '67' };
    const text = pasteTextOf(gappy, '2003-01-16');
    expect(pasteFormatOf(text)).toBe('json');
    expect(parseOfficialText(text, '2003-01-16').numbers).toEqual(gappy);
  });
});
