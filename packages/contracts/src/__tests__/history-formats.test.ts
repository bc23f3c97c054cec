import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUDDHIST_ERA_OFFSET,
  detectHistoryFormat,
  type DrawNumbers,
  eraOf,
  formatShippedDraw,
  formatShippedDraws,
  type HistoryRow,
  nearFirstOf,
  parseFullPrizesCsv,
  parseGloPsv,
  parseHistory,
  parseShippedDraws,
  SHIPPED_DRAW_KEYS,
  type ShippedDraw,
  type ShippedRow,
  THAI_MONTHS,
} from '../index.js';

const GLO_HEADER = '|||รางวัลที่ 1|2 ตัวบน|3 ตัวบน|2 ตัวล่าง|3 ตัวหน้า|3 ตัวหลัง';
const ok = (row: HistoryRow | undefined) => {
  if (row?.ok !== true) throw new Error(`expected a valid row, got ${JSON.stringify(row)}`);
  return row;
};
const skipped = (row: HistoryRow | ShippedRow | undefined) => {
  if (row?.ok !== false) throw new Error(`expected a skipped row, got ${JSON.stringify(row)}`);
  return row;
};

describe('parseGloPsv', () => {
  it('when a row has a Thai month and a Buddhist-era year, then the date is the Gregorian ISO day', () => {
    const [row] = parseGloPsv(`${GLO_HEADER}\n1|สิงหาคม|2569|932479|79|479|69|672 413|039 154\n`);
    expect(ok(row)).toEqual({
      line: 2,
      date: '2026-08-01',
      ok: true,
      input: {
        date: '2026-08-01',
        prize1: '932479',
        front3: ['672', '413'],
        last3: ['039', '154'],
        last2: '69',
      },
      notes: [],
    });
  });

  it('when a row is from before 2015-09-01, then its two columns are the four last-3 numbers and there is no front3', () => {
    const rows = parseGloPsv(
      `${GLO_HEADER}\n1|กันยายน|2558|021094|94|094|89|260 403|068 819\n16|สิงหาคม|2558|033363|63|363|40|781 227|624 648`,
    );
    expect(ok(rows[0]).input).toMatchObject({
      date: '2015-09-01',
      front3: ['260', '403'],
      last3: ['068', '819'],
    });
    expect(ok(rows[1]).input).toEqual({
      date: '2015-08-16',
      prize1: '033363',
      last3: ['781', '227', '624', '648'],
      last2: '40',
    });
  });

  it('when the first prize has 7 digits (1990–94), then the row is read as a draw of the seven-digit era', () => {
    const [row] = parseGloPsv(`${GLO_HEADER}\n30|ธันวาคม|2537|6284069|69|069|90|798 713|339 744`);
    expect(ok(row).input).toEqual({
      date: '1994-12-30',
      prize1: '6284069',
      last3: ['798', '713', '339', '744'],
      last2: '90',
    });
    expect(eraOf('1994-12-30').id).toBe('seven-digit');
  });

  it('when a 7-digit first prize is given after 1994, then the row is skipped naming the value', () => {
    const [row] = parseGloPsv(`${GLO_HEADER}\n2|มกราคม|2538|6284069|69|069|90|798 713|339 744`);
    expect(skipped(row).reason).toBe(
      'prize1: First prize must be exactly 6 digits (got "6284069")',
    );
  });

  it('when the derived "2 ตัวบน"/"3 ตัวบน" columns disagree with prize1, then the row is skipped, not guessed', () => {
    const [row] = parseGloPsv(`${GLO_HEADER}\n1|กรกฎาคม|2566|922605|06|605|16|281 867|491 947`);
    expect(skipped(row).reason).toMatch(/do not match prize1 922605/);
  });

  it.each([
    ['an unknown month', '1|Smarch|2569|932479|79|479|69|672 413|039 154', /unreadable date/],
    ['a Gregorian year', '1|สิงหาคม|26|932479|79|479|69|672 413|039 154', /unreadable date/],
    [
      'a day that does not exist',
      '31|เมษายน|2569|932479|79|479|69|672 413|039 154',
      /not a real calendar day/,
    ],
    ['too few columns', '1|สิงหาคม|2569|932479|79|479|69|672 413', /expected 9 columns, found 8/],
    [
      'three front-3 numbers',
      '1|สิงหาคม|2569|932479|79|479|69|672 413 111|039 154',
      /front3: Front 3 digits needs exactly 2/,
    ],
    ['a 3-digit last2', '1|สิงหาคม|2569|932479|79|479|690|672 413|039 154', /last2/],
    ['a placeholder', '1|สิงหาคม|2569|xxxxxx|xx|xxx|69|672 413|039 154', /"xxxxxx"/],
  ])('when a row has %s, then it is skipped with a reason', (_label, line, reason) => {
    expect(skipped(parseGloPsv(`${GLO_HEADER}\n${line}`)[0]).reason).toMatch(reason);
  });

  it('when a blank line sits between rows, then it is reported; a trailing newline is not', () => {
    const rows = parseGloPsv(
      `${GLO_HEADER}\n1|สิงหาคม|2569|932479|79|479|69|672 413|039 154\n\n16|กรกฎาคม|2569|639214|14|214|71|709 683|427 746\n`,
    );
    expect(rows.map((r) => (r.ok ? r.date : r.reason))).toEqual([
      '2026-08-01',
      'empty row',
      '2026-07-16',
    ]);
  });
});

const six = (n: number, start = 100000) => Array.from({ length: n }, (_, i) => String(start + i));
const py = (list: string[]) => `"[${list.map((x) => `'${x}'`).join(', ')}]"`;
const CSV_HEADER =
  'date,prize_1st,prize_pre_3digit,prize_sub_3digits,prize_2digits,nearby_1st,prize_2nd,prize_3rd,prize_4th,prize_5th';
const MODERN_ROW = [
  '2024-12-16',
  '097863',
  py(['290', '742']),
  py(['339', '881']),
  '21',
  py(['097862', '097864']),
  py(six(5)),
  py(six(10, 200000)),
  py(six(50, 300000)),
  py(six(100, 400000)),
].join(',');

describe('parseFullPrizesCsv', () => {
  it('when a modern row lists every tier, then all of them are read', () => {
    const row = ok(parseFullPrizesCsv(`${CSV_HEADER}\n${MODERN_ROW}\n`)[0]);
    expect(row.input).toMatchObject({
      date: '2024-12-16',
      prize1: '097863',
      front3: ['290', '742'],
      last3: ['339', '881'],
      last2: '21',
      near1: ['097862', '097864'],
    });
    expect(row.input.prize5).toHaveLength(100);
    expect(row.notes).toEqual([]);
  });

  it('when a row is pasted without the header, then the columns are taken in the file order', () => {
    const row = ok(parseFullPrizesCsv(MODERN_ROW)[0]);
    expect(row).toMatchObject({
      line: 1,
      date: '2024-12-16',
      input: { prize1: '097863', last2: '21' },
    });
    expect(row.input.prize4).toHaveLength(50);
  });

  it('when a row holds only some tiers, then it is read with those tiers', () => {
    const line = ['2024-12-16', '097863', '[]', '[]', '', '[]', '[]', '[]', '[]', '[]'].join(',');
    expect(ok(parseFullPrizesCsv(line)[0]).input).toEqual({ date: '2024-12-16', prize1: '097863' });
  });

  it('when an old row has its tiers shifted by one column, then they are remapped and that is noted', () => {
    const line = [
      '2015-08-16',
      '033363',
      '[]',
      py(['781', '227', '624', '648']),
      '40',
      py(['033362', '033364']),
      '[]',
      py(six(5, 200000)),
      py(six(10, 300000)),
      py(six(50, 400000)),
    ].join(',');
    const row = ok(parseFullPrizesCsv(`${CSV_HEADER}\n${line}`)[0]);
    expect(row.input.front3).toBeUndefined();
    expect(row.input.last3).toEqual(['781', '227', '624', '648']);
    expect(row.input.prize2?.[0]).toBe('200000');
    expect(row.input.prize3?.[0]).toBe('300000');
    expect(row.input.prize4?.[0]).toBe('400000');
    expect(row.input.prize5).toBeUndefined();
    expect(row.notes[0]).toMatch(/shifted by one/);
  });

  it('when a value is an xxxxxx placeholder, then the row is skipped naming it', () => {
    const line = [
      '2009-10-01',
      '169387 ',
      '[]',
      py(['255', '714', '435', '249']),
      '06',
      py(['169386', '169388']),
      '[]',
      py(six(5)),
      py(six(10)),
      py([...six(49), 'xxxxxx']),
    ].join(',');
    const row = skipped(parseFullPrizesCsv(`${CSV_HEADER}\n${line}`)[0]);
    expect(row.reason).toMatch(/prize4\.49: 4th prize must be exactly 6 digits \(got "xxxxxx"\)/);
    expect(row.reason).toMatch(/shifted by one/);
  });

  it('when a near-first-prize number has 5 digits or is not the first prize ± 1, then the row is skipped', () => {
    const row = (near1: string[]) =>
      [
        '2007-09-16',
        '499336',
        '[]',
        py(['247', '273', '604', '608']),
        '45',
        py(near1),
        '[]',
        py(six(5)),
        py(six(10)),
        py(six(50)),
      ].join(',');
    expect(skipped(parseFullPrizesCsv(row(['49933', '499337']))[0]).reason).toMatch(/near1\.0/);
    expect(skipped(parseFullPrizesCsv(row(['159541', '499337']))[0]).reason).toMatch(
      /first prize ± 1 \(499335 or 499337\)/,
    );
  });

  it('when a row is empty, has the wrong column count or a list that is not a list, then it is skipped with a reason', () => {
    const rows = parseFullPrizesCsv(
      `${CSV_HEADER}\n""\n2024-01-01,123456\n2024-01-17,123456,"['1', 2]",[],00,[],[],[],[],[]`,
    );
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
  it('when given either header or a header-less CSV row, then it names the format; otherwise it refuses', () => {
    expect(detectHistoryFormat(`${GLO_HEADER}\n`)).toBe('glo-psv');
    expect(detectHistoryFormat('1|สิงหาคม|2569|932479|79|479|69|672 413|039 154')).toBe('glo-psv');
    expect(detectHistoryFormat(`\uFEFF${CSV_HEADER}\n`)).toBe('full-prizes-csv');
    expect(detectHistoryFormat(MODERN_ROW)).toBe('full-prizes-csv');
    expect(() => detectHistoryFormat('a;b;c\n')).toThrow(/Unknown history format/);
  });

  it('when parseHistory is given a table, then it reads it in the detected format', () => {
    expect(parseHistory(`${CSV_HEADER}\n${MODERN_ROW}`).format).toBe('full-prizes-csv');
  });
});

/** A shipped draw of today's era with every tier (distinct numbers so any tier may be checked). */
const fullDraw: ShippedDraw = {
  date: '2024-12-16',
  drawDate: '2024-12-16',
  prize1: '097863',
  near1: ['097862', '097864'],
  front3: ['290', '742'],
  last3: ['339', '881'],
  last2: '21',
  prize2: six(5),
  prize3: six(10, 200000),
  prize4: six(50, 300000),
  prize5: six(100, 400000),
  status: 'final',
  sources: ['glo', 'csv'],
};

describe('parseShippedDraws', () => {
  it('when every line is a valid draw, then each is read with its line number', () => {
    const older = {
      date: '1994-12-30',
      drawDate: '1994-12-30',
      prize1: '6284069',
      last3: ['798', '713', '339', '744'],
      last2: '90',
      status: 'final',
      sources: ['glo'],
    };
    const rows = parseShippedDraws(`${JSON.stringify(fullDraw)}\n${JSON.stringify(older)}\n`);
    expect(rows).toEqual([
      { line: 1, date: '2024-12-16', ok: true, draw: fullDraw },
      { line: 2, date: '1994-12-30', ok: true, draw: older },
    ]);
  });

  it.each([
    ['not JSON', '{"date":', /^not JSON/],
    ['an unknown key', JSON.stringify({ ...fullDraw, paid: true }), /paid/],
    [
      'a tier of the wrong era',
      JSON.stringify({ ...fullDraw, date: '2010-01-16', drawDate: '2010-01-16' }),
      /front3: Front 3 digits: draws of this period have no such prize/,
    ],
    [
      'a short tier',
      JSON.stringify({ ...fullDraw, prize2: six(4) }),
      /prize2: 2nd prize needs exactly 5 numbers \(found 4\)/,
    ],
    [
      'a draw date before its period',
      JSON.stringify({ ...fullDraw, drawDate: '2024-12-15' }),
      /drawDate: The draw date cannot be before the period date/,
    ],
    ['an unknown status', JSON.stringify({ ...fullDraw, status: 'maybe' }), /status/],
  ])('when a line has %s, then it is reported with its line and reason', (_label, line, reason) => {
    const [row] = parseShippedDraws(line);
    expect(skipped(row).line).toBe(1);
    expect(skipped(row).reason).toMatch(reason);
  });

  it('when a period date appears twice or a blank line sits between rows, then both are reported', () => {
    const line = JSON.stringify(fullDraw);
    const rows = parseShippedDraws(`${line}\n\n${line}\n`);
    expect(rows.map((r) => (r.ok ? r.line : `${r.line}: ${r.reason}`))).toEqual([
      1,
      '2: empty row',
      '3: same period date as line 1',
    ]);
  });
});

describe('formatShippedDraw', () => {
  it('when a draw is written, then its keys follow the fixed order whatever the object order', () => {
    const shuffled = Object.fromEntries(Object.entries(fullDraw).reverse()) as ShippedDraw;
    const keys = Object.keys(JSON.parse(formatShippedDraw(shuffled)) as object);
    expect(keys).toEqual(
      SHIPPED_DRAW_KEYS.filter(
        (key) => key !== 'corrections' && key !== 'disagreements' && key !== 'amounts',
      ),
    );
  });

  it('when a draw has a disputed tier, stated amounts and corrections, then they are written after its sources, in that order', () => {
    const { last2: _last2, ...rest } = fullDraw;
    const disputed: ShippedDraw = {
      corrections: [{ field: 'prize1', from: ' 097863', to: '097863', basis: 'trimmed' }],
      amounts: { source: 'sanook', baht: { prize1: 6_000_000 } },
      disagreements: [
        {
          tier: 'last2',
          values: [
            { source: 'glo', numbers: ['96'] },
            { source: 'sanook', numbers: ['06'] },
          ],
        },
      ],
      ...rest,
      sources: ['glo', 'sanook'],
    };
    const line = formatShippedDraw(disputed);
    expect(Object.keys(JSON.parse(line) as object).slice(-5)).toEqual([
      'status',
      'sources',
      'disagreements',
      'amounts',
      'corrections',
    ]);
    const [row] = parseShippedDraws(`${line}\n`);
    expect(row).toMatchObject({ ok: true, draw: disputed });
  });
});

// Generated draws of any era, with any subset of the era's tiers, for round-trip properties.
const digitString = (digits: number) => fc.stringMatching(new RegExp(`^\\d{${digits}}$`));
const dateArb = fc
  .date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2030-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));
const uniqueDigits = (digits: number, count: number) =>
  fc.uniqueArray(digitString(digits), { minLength: count, maxLength: count });

const drawArb: fc.Arbitrary<ShippedDraw> = dateArb.chain((date) => {
  const era = eraOf(date);
  const rule = (tier: keyof typeof era.tiers) => era.tiers[tier];
  const list = (tier: 'front3' | 'last3' | 'prize2' | 'prize3' | 'prize4' | 'prize5') => {
    const r = rule(tier);
    return r === undefined
      ? fc.constant(undefined)
      : fc.option(uniqueDigits(r.digits, r.count), { nil: undefined });
  };
  const p1 = rule('prize1');
  return fc
    .record({
      prize1: p1 === undefined ? fc.constant(undefined) : digitString(p1.digits),
      withNear1: fc.boolean(),
      front3: list('front3'),
      last3: list('last3'),
      last2: fc.option(digitString(2), { nil: undefined }),
      prize2: list('prize2'),
      prize3: list('prize3'),
      prize4: list('prize4'),
      prize5: list('prize5'),
      lateDays: fc.nat(60),
    })
    .map(({ withNear1, lateDays, ...numbers }) => {
      const drawDate = new Date(Date.parse(`${date}T00:00:00Z`) + lateDays * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const draw: Record<string, unknown> = { date, drawDate, status: 'final', sources: ['glo'] };
      for (const [tier, value] of Object.entries(numbers))
        if (value !== undefined) draw[tier] = value;
      if (withNear1 && rule('near1') !== undefined && numbers.prize1 !== undefined)
        draw.near1 = nearFirstOf(numbers.prize1);
      return draw as ShippedDraw;
    });
});

/** A draw as a GLO table row (the table's layout: four last-3 numbers over two columns before 2015-09-01). */
function gloLine(draw: DrawNumbers & { date: string }): string {
  const [y, m, d] = draw.date.split('-').map(Number) as [number, number, number];
  const prize1 = draw.prize1 ?? '';
  const last3 = draw.last3 ?? [];
  const [left, right] =
    draw.front3 === undefined ? [last3.slice(0, 2), last3.slice(2)] : [draw.front3, last3];
  const cells = [
    d,
    THAI_MONTHS[m - 1],
    y + BUDDHIST_ERA_OFFSET,
    prize1,
    prize1.slice(-2),
    prize1.slice(-3),
    draw.last2 ?? '',
    left.join(' '),
    right.join(' '),
  ];
  return cells.join('|');
}

describe('round trips of generated draws', () => {
  it('when any valid draw is written as an NDJSON line, then parseShippedDraws reads back the same draw', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(drawArb, { selector: (d) => d.date, minLength: 1, maxLength: 5 }),
        (draws) => {
          const rows = parseShippedDraws(formatShippedDraws(draws));
          const byDate = new Map(draws.map((d) => [d.date, d]));
          expect(rows.every((r) => r.ok)).toBe(true);
          for (const row of rows) if (row.ok) expect(row.draw).toEqual(byDate.get(row.date));
          expect(rows.map((r) => r.date)).toEqual([...byDate.keys()].sort().reverse());
        },
      ),
      { numRuns: 150 },
    );
  });

  it('when the main tiers of any valid draw are written as a GLO row, then parseGloPsv reads back the same numbers', () => {
    const mainTiersArb = drawArb.filter(
      (d) =>
        d.prize1 !== undefined &&
        d.last2 !== undefined &&
        d.last3 !== undefined &&
        (eraOf(d.date).tiers.front3 === undefined || d.front3 !== undefined),
    );
    fc.assert(
      fc.property(mainTiersArb, (draw) => {
        const [row] = parseGloPsv(`${GLO_HEADER}\n${gloLine(draw)}\n`);
        const { date, prize1, front3, last3, last2 } = draw;
        const expected: Record<string, unknown> = { date, prize1, last3, last2 };
        if (front3 !== undefined) expected.front3 = front3;
        expect(ok(row).input).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});
