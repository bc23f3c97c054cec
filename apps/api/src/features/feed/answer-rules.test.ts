import { describe, expect, it } from 'vitest';
import { checkAnswer, parseBaht, type RawAnswer } from './answer-rules.js';
import { communityDrawId, isoOfCommunityId, parseThaiDate, thaiDateText } from './wire.js';

const DATE = '2025-06-16';
const AT = '2026-11-26T08:00:00.000Z';
const six = (n: number, from = 100000) => Array.from({ length: n }, (_, i) => String(from + i));
const raw = (tiers: RawAnswer['tiers'], over: Partial<RawAnswer> = {}): RawAnswer => ({
  date: DATE,
  tiers,
  prices: {},
  ...over,
});
const check = (answer: RawAnswer) => checkAnswer('glo', DATE, answer, AT);

describe('the feeds’ dates', () => {
  it('when a date is written as the community API and Thai pages write it, then it reads back', () => {
    expect(communityDrawId(DATE)).toBe('16062568');
    expect(isoOfCommunityId('16062568')).toBe(DATE);
    expect(isoOfCommunityId('31062568')).toBeUndefined();
    expect(thaiDateText(DATE)).toBe('16 มิถุนายน 2568');
    expect(parseThaiDate('16 มิถุนายน 2568')).toBe(DATE);
    expect(parseThaiDate('งวดวันที่ 1 ธันวาคม 2569')).toBe('2026-12-01');
    expect(parseThaiDate('31 มิถุนายน 2568')).toBeUndefined();
    expect(parseThaiDate('16 June 2025')).toBeUndefined();
  });
});

describe('checkAnswer', () => {
  it('when tiers have their full count, then they are in; placeholders and half-drawn lists are not in yet', () => {
    const result = check(
      raw({
        prize1: ['123456'],
        near1: ['123455', '123457'],
        prize2: [...six(2), 'xxxxxx', 'xxxxxx', 'xxxxxx'],
        prize5: [],
        last2: ['--'],
        last3: ['001', '002'],
      }),
    );
    expect(result).toEqual({
      ok: true,
      answer: {
        source: 'glo',
        date: DATE,
        at: AT,
        prize1: '123456',
        near1: ['123455', '123457'],
        last3: ['001', '002'],
      },
    });
  });

  it.each([
    [{ prize2: six(6) }, '2nd prize has 6 numbers; draws of this period have 5'],
    [{ prize1: ['12345'] }, 'First prize holds "12345", not a 6-digit number'],
    [{ last2: ['5a'] }, 'Last 2 digits holds "5a", not a 2-digit number'],
    [
      { prize1: ['123456'], near1: ['111111', '123457'] },
      'Next to first prize must be the first prize ± 1',
    ],
    [{ near1: ['123457', '123457'] }, 'appears twice'],
  ])('when an answer breaks an era rule (%j), then it is no answer: %s', (tiers, reason) => {
    const result = check(raw(tiers));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain(reason);
  });

  it('when a draw of an older era answers a front-3 tier, then it is no answer', () => {
    const result = checkAnswer(
      'community',
      '2010-06-16',
      raw({ front3: ['123', '456'] }, { date: '2010-06-16' }),
      AT,
    );
    expect(result).toEqual({
      ok: false,
      reason: 'it gives the front 3 digits, which draws of this period do not have',
    });
  });

  it('when the answer is about another draw or does not say which, then it is no answer', () => {
    expect(check(raw({ last2: ['55'] }, { date: '2025-07-01' }))).toEqual({
      ok: false,
      reason: `it is the draw of 2025-07-01, not of ${DATE}`,
    });
    expect(check(raw({ last2: ['55'] }, { date: undefined }))).toEqual({
      ok: false,
      reason: 'it does not say which draw it is',
    });
    // Nothing drawn yet: nothing to mistake for data, whatever the date says.
    expect(check(raw({}, { date: undefined })).ok).toBe(true);
  });

  it('when prices are stated, then the sane ones of the era’s tiers are kept as the amounts', () => {
    const result = check(
      raw(
        { prize1: ['123456'], last2: ['55'] },
        { prices: { prize1: '6,000,000.00', last2: 'free', front3: '4000' } },
      ),
    );
    expect(result.ok && result.answer.amounts).toEqual({
      source: 'feed:glo',
      baht: { prize1: 6_000_000, front3: 4_000 },
    });
    expect([
      parseBaht('2000'),
      parseBaht('0'),
      parseBaht('-5'),
      parseBaht('1e9'),
      parseBaht('999999999'),
    ]).toEqual([2000, undefined, undefined, undefined, undefined]);
  });
});
