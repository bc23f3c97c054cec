import { describe, expect, it } from 'vitest';
import { checkTickets, coverageOf, type DrawToCheck, soFarText } from '../tickets';

/** Today's era draw as it fills in on draw day. */
const base: DrawToCheck = {
  date: '2026-12-01',
  drawDate: '2026-12-01',
  status: 'provisional',
  missing: ['front3', 'last3', 'last2', 'prize2', 'prize3', 'prize4', 'prize5'],
  source: 'full',
  prize1: '187221',
};

const verdict = (ticket: string, draw: DrawToCheck) => {
  const [outcome] = checkTickets([ticket], draw);
  if (!outcome) throw new Error('no outcome');
  return soFarText(outcome, coverageOf(draw));
};

describe('soFarText', () => {
  it('when only the first prize is out, then it names every prize still to come', () => {
    expect(verdict('123456', base)).toBe(
      '123456: no prize so far; front-3, last-3, last-2, 2nd–5th prizes not out yet',
    );
  });

  it('when last 2 is out and the ticket has it, then it says what it won so far and what is still to come', () => {
    const draw = { ...base, last2: '56', missing: base.missing.filter((t) => t !== 'last2') };
    expect(verdict('123456', draw)).toBe(
      '123456: last-2 so far; front-3, last-3, 2nd–5th prizes not out yet',
    );
  });

  it('when only the 2nd–5th prizes are missing, then it says just those', () => {
    const draw: DrawToCheck = {
      ...base,
      front3: ['123', '999'],
      last3: ['456', '888'],
      last2: '56',
      missing: ['prize2', 'prize3', 'prize4', 'prize5'],
    };
    expect(verdict('123456', draw)).toBe(
      '123456: front-3, last-3, last-2 so far; 2nd–5th prizes not out yet',
    );
  });

  it('when the draw is final, then there is no so-far line (the usual verdict says it all)', () => {
    expect(verdict('123456', { ...base, status: 'final' })).toBeNull();
  });
});
