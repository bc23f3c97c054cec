import type { DrawNumbers } from '@lotto/contracts';
import { describe, expect, it } from 'vitest';
import { defaultStatus, reviewDraw, type DrawOnFile } from '../draw-review';
import { disagreementText } from '../disagreement-text';
import { pasteTextOf } from '../official-text/write-text';
import { parseOfficialText } from '../official-text/parse-official-text';

const six = (n: number) => String(n).padStart(6, '0');
const range = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => six(from + i * 7));

const DATE = '2024-12-16';
const DRAW = {
  prize1: '097863',
  near1: ['097862', '097864'],
  front3: ['290', '742'],
  last3: ['339', '881'],
  last2: '21',
  prize2: range(5, 100_000),
  prize3: range(10, 200_000),
  prize4: range(50, 300_000),
  prize5: range(100, 400_000),
} satisfies DrawNumbers;

const textOf = (draw: DrawNumbers) =>
  Object.values(draw)
    .flatMap((value: string | string[]) => value)
    .join(' ');

function review(text: string, extra: Partial<Parameters<typeof reviewDraw>[0]> = {}) {
  const date = extra.date ?? DATE;
  return reviewDraw({
    date,
    drawDate: date,
    status: 'final',
    parsed: parseOfficialText(text, date),
    ...extra,
  });
}

describe('reviewDraw', () => {
  it('when a complete valid draw is pasted, then nothing is flagged and Save adds it', () => {
    const r = review(textOf(DRAW));
    expect(r.errorCount).toBe(0);
    expect(r.warningCount).toBe(0);
    expect(r.tiers.map((t) => [t.tier, t.change, t.cells.length])).toEqual([
      ['prize1', 'new', 1],
      ['near1', 'new', 2],
      ['front3', 'new', 2],
      ['last3', 'new', 2],
      ['last2', 'new', 1],
      ['prize2', 'new', 5],
      ['prize3', 'new', 10],
      ['prize4', 'new', 50],
      ['prize5', 'new', 100],
    ]);
    expect(r.body).toEqual({
      kind: 'add',
      input: { date: DATE, drawDate: DATE, status: 'final', ...DRAW },
    });
  });

  it('when one line is wrong, then that number carries the message, the summary lists it, and there is an error to fix', () => {
    const prize5 = [...DRAW.prize5];
    prize5[16] = '40011';
    const r = review(textOf({ ...DRAW, prize5 }));
    const cell = r.tiers.find((t) => t.tier === 'prize5')?.cells[16];
    expect(cell).toMatchObject({
      path: 'prize5.16',
      number: '40011',
      errors: ['5th prize must be exactly 6 digits (got "40011")'],
    });
    expect(r.errorCount).toBe(1);
    expect(r.problems).toEqual([
      {
        severity: 'error',
        where: '5th prize #17',
        message: '5th prize must be exactly 6 digits (got "40011")',
        path: 'prize5.16',
      },
    ]);
  });

  it('when a near-first number is not the first prize ± 1, then that number is flagged by the era rule', () => {
    const r = review(textOf({ ...DRAW, near1: ['097862', '097865'] }));
    expect(r.tiers.find((t) => t.tier === 'near1')?.cells[1]?.errors).toEqual([
      'Next to first prize must be the first prize ± 1 (097862 or 097864), got "097865"',
    ]);
  });

  it('when a number repeats in a tier that allows repeats, then it is a warning and Save stays possible', () => {
    const prize4 = [...DRAW.prize4];
    prize4[9] = prize4[3] ?? '';
    const r = review(textOf({ ...DRAW, prize4 }));
    expect(r.errorCount).toBe(0);
    expect(r.warningCount).toBe(1);
    expect(r.tiers.find((t) => t.tier === 'prize4')?.cells[9]?.warnings).toEqual([
      `${prize4[3]} appears more than once in 4th prize (allowed: check the source)`,
    ]);
    expect(r.body?.kind).toBe('add');
  });

  it('when a number repeats where repeats are forbidden (next to first prize), then it is an error', () => {
    const r = review(textOf({ ...DRAW, near1: ['097862', '097862'] }));
    expect(r.tiers.find((t) => t.tier === 'near1')?.cells[1]?.errors).toContain(
      'Next to first prize: 097862 appears twice',
    );
  });

  it('when the text stops inside a tier, then the tier is flagged by its count and by where the text ends', () => {
    const r = review(textOf({ ...DRAW, prize5: DRAW.prize5.slice(0, 98) }));
    expect(r.tiers.find((t) => t.tier === 'prize5')?.errors).toEqual([
      'The text ends inside 5th prize: 98 of 100 numbers (2 missing)',
      '5th prize needs exactly 100 numbers (found 98)',
    ]);
  });

  it('when there are groups past the end, then each is marked and the summary lists them once', () => {
    const r = review(`${textOf(DRAW)} 111111 222222`);
    expect(r.extra.map((c) => c.errors.length)).toEqual([1, 1]);
    expect(r.problems.filter((p) => p.where === 'After the draw')).toHaveLength(1);
  });

  it('when only the first tiers are in (draw day), then the draw is provisional by default and the rest are listed as missing', () => {
    const { prize1, near1, front3, last3, last2 } = DRAW;
    const numbers = { prize1, near1, front3, last3, last2 };
    expect(defaultStatus(DATE, numbers)).toBe('provisional');
    expect(defaultStatus(DATE, DRAW)).toBe('final');
    const r = review(textOf(numbers), { status: 'provisional' });
    expect(r.errorCount).toBe(0);
    expect(r.missing).toEqual(['prize2', 'prize3', 'prize4', 'prize5']);
    expect(r.tiers.find((t) => t.tier === 'prize2')?.change).toBe('absent');
    const marked = review(textOf(numbers), { status: 'final' });
    expect(marked.problems).toEqual([
      {
        severity: 'warning',
        where: '',
        message: 'Marked final, but 2nd prize, 3rd prize, 4th prize, 5th prize are not on file',
      },
    ]);
  });

  it('when the draw date is before the period date, then that is an error of the whole draw', () => {
    const r = review(textOf(DRAW), { drawDate: '2024-12-15' });
    expect(r.general).toEqual(['The draw date cannot be before the period date']);
    expect(r.errorCount).toBe(1);
  });

  it('when the server named a number in its 400, then that number carries the server’s message', () => {
    const r = review(textOf(DRAW), {
      serverIssues: [{ path: 'prize3.4', message: 'Server says no' }],
    });
    expect(r.tiers.find((t) => t.tier === 'prize3')?.cells[4]?.errors).toEqual(['Server says no']);
  });
});

describe('reviewDraw on a draw on file', () => {
  const stored: DrawOnFile = { date: DATE, drawDate: DATE, status: 'final', ...DRAW };

  it('when nothing differs (even in another order), then there is nothing to save', () => {
    const r = review(textOf({ ...DRAW, prize3: [...DRAW.prize3].reverse() }), { stored });
    expect(r.tiers.every((t) => t.change === 'unchanged')).toBe(true);
    expect(r.body).toBeNull();
  });

  it('when one number is corrected, then its cell shows old → new and Save patches only that tier', () => {
    const prize5 = [...DRAW.prize5];
    prize5[40] = '999999';
    const r = review(textOf({ ...DRAW, prize5 }), { stored, note: ' GLO fixed it ' });
    const tier = r.tiers.find((t) => t.tier === 'prize5');
    expect(tier?.change).toBe('corrected');
    expect(tier?.cells[40]).toMatchObject({ number: '999999', old: DRAW.prize5[40] });
    expect(tier?.cells.filter((c) => c.old !== undefined)).toHaveLength(1);
    expect(r.body).toEqual({ kind: 'patch', date: DATE, patch: { prize5, note: 'GLO fixed it' } });
  });

  it('when the first prize is corrected, then old → new shows on it (and the near-first numbers no longer fit)', () => {
    const r = review(textOf({ ...DRAW, prize1: '097866' }), { stored });
    expect(r.tiers[0]?.cells[0]).toMatchObject({ number: '097866', old: '097863' });
    expect(r.errorCount).toBe(2);
  });

  it('when tiers are added to a provisional draw, then they are new and the status change is sent', () => {
    const { prize1, near1, front3, last3, last2 } = DRAW;
    const early: DrawOnFile = {
      date: DATE,
      drawDate: DATE,
      status: 'provisional',
      prize1,
      near1,
      front3,
      last3,
      last2,
    };
    const r = review(textOf(DRAW), { stored: early, status: 'final' });
    expect(r.tiers.filter((t) => t.change === 'new').map((t) => t.tier)).toEqual([
      'prize2',
      'prize3',
      'prize4',
      'prize5',
    ]);
    expect(r.body).toEqual({
      kind: 'patch',
      date: DATE,
      patch: {
        prize2: DRAW.prize2,
        prize3: DRAW.prize3,
        prize4: DRAW.prize4,
        prize5: DRAW.prize5,
        status: 'final',
      },
    });
  });

  it('when the text leaves tiers out, then they are kept unless the admin asks to remove them', () => {
    const { prize1, near1, front3, last3, last2 } = DRAW;
    const text = textOf({ prize1, near1, front3, last3, last2 });
    const kept = review(text, { stored });
    expect(kept.tiers.filter((t) => t.change === 'kept')).toHaveLength(4);
    expect(kept.body).toBeNull();
    const removed = review(text, { stored, removeMissing: true, status: 'provisional' });
    expect(removed.body).toEqual({
      kind: 'patch',
      date: DATE,
      patch: { remove: ['prize2', 'prize3', 'prize4', 'prize5'], status: 'provisional' },
    });
  });

  it('when only the draw date changes, then only the draw date is sent', () => {
    const r = review(textOf(DRAW), { stored, drawDate: '2024-12-17' });
    expect(r.body).toEqual({ kind: 'patch', date: DATE, patch: { drawDate: '2024-12-17' } });
  });

  it('when the draw on file has a disputed tier, then it is shown as disputed, not missing; the text giving it settles it', () => {
    const { last2: _last2, ...rest } = DRAW;
    const stored: DrawOnFile = {
      date: DATE,
      drawDate: DATE,
      status: 'final',
      ...rest,
      disagreements: [
        {
          tier: 'last2',
          values: [
            { source: 'glo', numbers: ['96'] },
            { source: 'sanook', numbers: ['06'] },
          ],
        },
      ],
    };
    // As the editor fills the text from the draw on file: labelled, without the disputed tier.
    const kept = review(pasteTextOf(rest, DATE), { stored, removeMissing: true });
    const disputed = kept.tiers.find((t) => t.tier === 'last2');
    expect(disputed).toMatchObject({ change: 'disputed', cells: [] });
    expect(disputed?.disagreement?.values.map((v) => v.numbers[0])).toEqual(['96', '06']);
    expect(kept.missing).toEqual([]);
    expect(kept.problems).toEqual([]);
    // "Remove the tiers the text leaves out" leaves a dispute be: nothing to send.
    expect(kept.body).toBeNull();

    const settled = review(pasteTextOf({ ...rest, last2: '96' }, DATE), {
      stored,
      note: 'GLO sheet',
    });
    expect(settled.tiers.find((t) => t.tier === 'last2')?.change).toBe('settled');
    expect(settled.body).toEqual({
      kind: 'patch',
      date: DATE,
      patch: { last2: '96', note: 'GLO sheet' },
    });
  });
});

describe('disagreementText', () => {
  it('when the values are short, then each is given with its source; long lists say what only they hold', () => {
    expect(
      disagreementText({
        values: [
          { source: 'glo', numbers: ['96'] },
          { source: 'sanook', numbers: ['06'] },
        ],
      }),
    ).toBe("96 (GLO's table) / 06 (the Sanook archive)");
    const csv = range(100, 400_000);
    const sanook = [...csv.slice(0, 99), '999999'];
    expect(
      disagreementText({
        values: [
          { source: 'csv', numbers: csv },
          { source: 'sanook', numbers: sanook },
        ],
      }),
    ).toBe(
      `100 numbers, ${csv[99] ?? ''} not in the others (the full-prize CSV) / 100 numbers, 999999 not in the others (the Sanook archive)`,
    );
  });
});
