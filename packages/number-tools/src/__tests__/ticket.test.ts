import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIERS, checkTicket, nearFirstOf, type DrawResult, type Tier } from '../ticket.js';
import { digitString, untyped } from './arbitraries.js';

const TIER_ORDER: readonly Tier[] = [
  'prize1',
  'near1',
  'prize2',
  'prize3',
  'prize4',
  'prize5',
  'front3',
  'last3',
  'last2',
];

const draw: DrawResult = {
  date: '2024-06-01',
  prize1: '123456',
  front3: ['555', '123'],
  last3: ['456', '789'],
  last2: '56',
  prize2: ['200000', '200001', '200002', '200003', '200004'],
  prize3: ['300000', '300001', '300002', '300003', '300004'],
  prize4: ['400000', '400001', '400002', '400003', '400004'],
  prize5: ['500000', '500001', '500002', '500003', '500004'],
};

const tiers = (ticket: string, result: DrawResult = draw) => checkTicket(ticket, result);

describe('TIERS', () => {
  it('when read, then it lists every tier once, in the order of the result sheet', () => {
    expect(TIERS).toEqual([
      'prize1',
      'near1',
      'front3',
      'last3',
      'last2',
      'prize2',
      'prize3',
      'prize4',
      'prize5',
    ]);
  });
});

describe('nearFirstOf', () => {
  it('when given a first prize, then it answers the numbers one below and one above, wrapping, with its digits', () => {
    expect(nearFirstOf('097863')).toEqual(['097862', '097864']);
    expect(nearFirstOf('000000')).toEqual(['999999', '000001']);
    expect(nearFirstOf('999999')).toEqual(['999998', '000000']);
    expect(nearFirstOf('0000000')).toEqual(['9999999', '0000001']);
  });
});

describe('checkTicket', () => {
  it('when the ticket is the first prize, then it wins prize1 and every other tier it also matches', () => {
    // 123456 is prize1, its front 123 is a front3 entry, 456 a last3 entry and 56 the last2.
    expect(checkTicket('123456', draw)).toEqual(['prize1', 'front3', 'last3', 'last2']);
  });

  it('when the ticket is one below or one above the first prize, then it wins near1', () => {
    expect(tiers('123455')).toEqual(['near1', 'front3']);
    expect(tiers('123457')).toEqual(['near1', 'front3']);
    expect(tiers('123458')).toEqual(['front3']);
  });

  it('when the first prize is 000000, then its neighbours wrap to 999999 and 000001', () => {
    const zero = { ...draw, prize1: '000000' };
    expect(tiers('999999', zero)).toEqual(['near1']);
    expect(tiers('000001', zero)).toEqual(['near1']);
    expect(tiers('000000', zero)).toEqual(['prize1']);
  });

  it('when the first prize is 999999, then its neighbours are 999998 and 000000', () => {
    const nines = { ...draw, prize1: '999999' };
    expect(tiers('999998', nines)).toEqual(['near1']);
    expect(tiers('000000', nines)).toEqual(['near1']);
  });

  it('when a neighbour crosses a digit boundary, then leading zeros are kept', () => {
    const result = { ...draw, prize1: '010000' };
    expect(tiers('009999', result)).toEqual(['near1']);
    expect(tiers('010001', result)).toEqual(['near1']);
  });

  it('when the ticket is in prize 2 to prize 5, then it wins that tier', () => {
    expect(checkTicket('200003', draw)).toEqual(['prize2']);
    expect(checkTicket('300000', draw)).toEqual(['prize3']);
    expect(checkTicket('400004', draw)).toEqual(['prize4']);
    expect(checkTicket('500002', draw)).toEqual(['prize5']);
  });

  it('when a prize tier holds the ticket twice, then it wins that tier twice', () => {
    const result = { ...draw, prize5: ['777777', '777777', '500000'] };
    expect(tiers('777777', result)).toEqual(['prize5', 'prize5']);
  });

  it('when the optional tiers are missing, then the other tiers are still checked', () => {
    const { prize2: _p2, prize3: _p3, prize4: _p4, prize5: _p5, ...minimal } = draw;
    expect(tiers('200003', minimal)).toEqual([]);
    expect(tiers('123456', minimal)).toEqual(['prize1', 'front3', 'last3', 'last2']);
    expect(tiers('999789', minimal)).toEqual(['last3']);
  });

  it('when the first three digits match a front3 entry, then it wins front3 once per matching entry', () => {
    expect(tiers('555000')).toEqual(['front3']);
    expect(tiers('555000', { ...draw, front3: ['555', '555'] })).toEqual(['front3', 'front3']);
  });

  it('when the last three digits match a last3 entry, then it wins last3 once per matching entry', () => {
    expect(tiers('000789')).toEqual(['last3']);
    expect(tiers('000789', { ...draw, last3: ['789', '789'] })).toEqual(['last3', 'last3']);
  });

  it('when front3 digits sit at the end or last3 digits at the front, then they do not win', () => {
    expect(tiers('000555')).toEqual([]);
    expect(tiers('789000')).toEqual([]);
  });

  it('when the last two digits match, then it wins last2', () => {
    expect(checkTicket('000056', draw)).toEqual(['last2']);
  });

  it('when the draw is from before 2015-09-01, then front3 is empty and any of the four last3 entries wins', () => {
    const old: DrawResult = {
      date: '2015-08-16',
      prize1: '033363',
      front3: [],
      last3: ['781', '227', '624', '648'],
      last2: '40',
    };
    expect(tiers('000648', old)).toEqual(['last3']);
    expect(tiers('781227', old)).toEqual(['last3']);
    expect(tiers('781000', old)).toEqual([]);
  });

  it('when the ticket wins nothing, then the answer is empty', () => {
    expect(checkTicket('987654', draw)).toEqual([]);
  });

  it('when the ticket is not exactly 6 digits, then a RangeError shows it', () => {
    for (const ticket of [
      '',
      '12345',
      '1234567',
      '12345a',
      ' 123456',
      '123456 ',
      '12 456',
      '１２３４５６',
    ]) {
      expect(() => checkTicket(ticket, draw)).toThrow(RangeError);
    }
    expect(() => checkTicket('12345', draw)).toThrow(
      'Expected `ticket` to be exactly 6 digits, got "12345"',
    );
  });

  it('when the ticket is not a string, then a TypeError says so', () => {
    expect(() => untyped(checkTicket)(123456, draw)).toThrow(
      new TypeError('Expected `ticket` to be a string, got number'),
    );
  });

  it('when the draw is malformed, then an error names the bad field instead of reporting no win', () => {
    const check = untyped(checkTicket);
    expect(() => check('123456', null)).toThrow(
      new TypeError('Expected `result` to be a draw result object, got null'),
    );
    expect(() => check('123456', { ...draw, prize1: '12345' })).toThrow(
      new RangeError('Expected `result.prize1` to be exactly 6 digits, got "12345"'),
    );
    expect(() => check('123456', { ...draw, last2: '5' })).toThrow(
      new RangeError('Expected `result.last2` to be exactly 2 digits, got "5"'),
    );
    expect(() => check('123456', { ...draw, last3: ['456', '78'] })).toThrow(
      new RangeError('Expected `result.last3[1]` to be exactly 3 digits, got "78"'),
    );
    expect(() => check('123456', { ...draw, front3: null })).toThrow(
      new TypeError('Expected `result.front3` to be an array of strings, got null'),
    );
    expect(() => check('123456', { ...draw, prize1: null })).toThrow(
      new TypeError('Expected `result.prize1` to be a string, got null'),
    );
    expect(() => check('123456', { ...draw, last2: 56 })).toThrow(
      new TypeError('Expected `result.last2` to be a string, got number'),
    );
    expect(() => check('123456', { ...draw, prize4: ['400000', 'xxxxxx'] })).toThrow(
      new RangeError('Expected `result.prize4[1]` to be exactly 6 digits, got "xxxxxx"'),
    );
    expect(() => check('123456', { ...draw, prize2: null })).toThrow(TypeError);
    expect(() => check('123456', { ...draw, date: 20240601 })).toThrow(TypeError);
  });

  it('when the draw carries extra keys such as a stored near1 list, then they are ignored', () => {
    const stored = { ...draw, _id: 'x', near1: ['000000', '000001'] };
    expect(tiers('000001', stored)).toEqual([]);
    expect(tiers('123457', stored)).toEqual(['near1', 'front3']);
  });

  describe('a draw with tiers not on file (a historic gap, or draw day)', () => {
    it('when only the first prize is in, then first and near1 are checked and nothing else wins', () => {
      const firstOnly: DrawResult = { date: '2026-11-16', prize1: '123456' };
      expect(tiers('123456', firstOnly)).toEqual(['prize1']);
      expect(tiers('123457', firstOnly)).toEqual(['near1']);
      // 56 is the ticket's last 2 and 456 its last 3, but those tiers are not on file.
      expect(tiers('000456', firstOnly)).toEqual([]);
    });

    it('when the first prize is not on file, then neither first nor near1 can be won', () => {
      const { prize1: _p1, ...noFirst } = draw;
      expect(tiers('123456', noFirst)).toEqual(['front3', 'last3', 'last2']);
      expect(tiers('123457', noFirst)).toEqual(['front3']);
    });

    it('when front3, last3 or last2 are not on file, then only the tiers on file win', () => {
      const { front3: _f, last3: _l, ...noThrees } = draw;
      expect(tiers('123456', noThrees)).toEqual(['prize1', 'last2']);
      const { last2: _l2, ...noLast2 } = draw;
      expect(tiers('000056', noLast2)).toEqual([]);
      expect(tiers('123456', noLast2)).toEqual(['prize1', 'front3', 'last3']);
    });

    it('when no tier is on file at all, then no ticket wins', () => {
      expect(checkTicket('123456', { date: '2026-11-16' })).toEqual([]);
    });

    it('when a 2025 draw holds only the main tiers, then a 2nd-prize number of another draw wins nothing', () => {
      const main: DrawResult = {
        date: '2025-01-02',
        prize1: '730209',
        front3: ['446', '065'],
        last3: ['376', '297'],
        last2: '51',
      };
      expect(tiers('200003', main)).toEqual([]);
      expect(tiers('730208', main)).toEqual(['near1']);
    });

    it('property: taking a tier away removes exactly its wins (and near1 with the first prize)', () => {
      const removable = [
        'prize1',
        'front3',
        'last3',
        'last2',
        'prize2',
        'prize3',
        'prize4',
        'prize5',
      ] as const;
      const winTiersOf: Record<(typeof removable)[number], readonly Tier[]> = {
        prize1: ['prize1', 'near1'],
        front3: ['front3'],
        last3: ['last3'],
        last2: ['last2'],
        prize2: ['prize2'],
        prize3: ['prize3'],
        prize4: ['prize4'],
        prize5: ['prize5'],
      };
      fc.assert(
        fc.property(
          fc.oneof(
            digitString(6, 6),
            fc.constantFrom('123456', '123455', '200003', '000056', '555789'),
          ),
          fc.subarray([...removable]),
          (ticket, gone) => {
            const partial = Object.fromEntries(
              Object.entries(draw).filter(([key]) => !(gone as readonly string[]).includes(key)),
            );
            const expected = checkTicket(ticket, draw).filter(
              (won) => !gone.some((tier) => winTiersOf[tier].includes(won)),
            );
            expect(checkTicket(ticket, partial as unknown as DrawResult)).toEqual(expected);
          },
        ),
        { numRuns: 300 },
      );
    });
  });

  describe('property: it never misses a tier that matches, and never reports one that does not', () => {
    const six = digitString(6, 6);
    const list = (n: number, max: number) => fc.array(digitString(n, n), { maxLength: max });
    const shift = (ticket: string, by: number) =>
      String((Number(ticket) + by + 1_000_000) % 1_000_000).padStart(6, '0');
    const count = (entries: readonly string[] | undefined, value: string) =>
      (entries ?? []).filter((entry) => entry === value).length;

    // A random draw with the ticket (or its front/back digits) planted into a random choice of tiers,
    // so that matches are common rather than one in a million.
    const scenario = fc
      .record({
        // The ends of the range are where near1 wraps around.
        ticket: fc.oneof(six, fc.constantFrom('000000', '999999')),
        prize1: fc.constantFrom('random', 'same', 'below', 'above'),
        randomPrize1: six,
        front3: list(3, 2),
        last3: list(3, 4),
        last2: digitString(2, 2),
        prize2: fc.option(list(6, 5), { nil: undefined }),
        prize3: fc.option(list(6, 10), { nil: undefined }),
        prize4: fc.option(list(6, 10), { nil: undefined }),
        prize5: fc.option(list(6, 10), { nil: undefined }),
        plant: fc.record({
          prize2: fc.nat(2),
          prize3: fc.nat(2),
          prize4: fc.nat(2),
          prize5: fc.nat(2),
          front3: fc.nat(2),
          last3: fc.nat(2),
          last2: fc.boolean(),
        }),
      })
      .map(({ ticket, plant, randomPrize1, ...parts }) => {
        const prize1 = {
          random: randomPrize1,
          same: ticket,
          below: shift(ticket, -1),
          above: shift(ticket, 1),
        }[parts.prize1];
        const withPlanted = (entries: string[] | undefined, value: string, times: number) =>
          times === 0 ? entries : [...(entries ?? []), ...Array<string>(times).fill(value)];
        const result: DrawResult = {
          date: '2024-01-01',
          prize1,
          front3: withPlanted(parts.front3, ticket.slice(0, 3), plant.front3) ?? [],
          last3: withPlanted(parts.last3, ticket.slice(3), plant.last3) ?? [],
          last2: plant.last2 ? ticket.slice(4) : parts.last2,
        };
        for (const tier of ['prize2', 'prize3', 'prize4', 'prize5'] as const) {
          const entries = withPlanted(parts[tier], ticket, plant[tier]);
          if (entries !== undefined) result[tier] = entries;
        }
        return { ticket, result, plant };
      });

    it('when tiers are planted, then each is reported exactly as often as it matches', () => {
      fc.assert(
        fc.property(scenario, ({ ticket, result, plant }) => {
          const wins = checkTicket(ticket, result);
          const won = (tier: Tier) => wins.filter((win) => win === tier).length;
          const gap = (Number(ticket) - Number(result.prize1) + 1_000_000) % 1_000_000;

          expect(won('prize1')).toBe(ticket === result.prize1 ? 1 : 0);
          expect(won('near1')).toBe(gap === 1 || gap === 999_999 ? 1 : 0);
          for (const tier of ['prize2', 'prize3', 'prize4', 'prize5'] as const) {
            expect(won(tier)).toBe(count(result[tier], ticket));
            expect(won(tier)).toBeGreaterThanOrEqual(plant[tier]);
          }
          expect(won('front3')).toBe(count(result.front3, ticket.slice(0, 3)));
          expect(won('front3')).toBeGreaterThanOrEqual(plant.front3);
          expect(won('last3')).toBe(count(result.last3, ticket.slice(3)));
          expect(won('last3')).toBeGreaterThanOrEqual(plant.last3);
          expect(won('last2')).toBe(
            result.last2 !== undefined && ticket.endsWith(result.last2) ? 1 : 0,
          );
          if (plant.last2) expect(won('last2')).toBe(1);

          const order = wins.map((tier) => TIER_ORDER.indexOf(tier));
          expect(order).toEqual([...order].sort((a, b) => a - b));
        }),
        { numRuns: 500 },
      );
    });
  });
});
