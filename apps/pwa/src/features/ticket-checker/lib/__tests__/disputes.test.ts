import type { TierDisagreement } from '@lotto/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { asDraw } from '@/testing/shipped-draws';
import { ticketLine, verdictText } from '../tickets';
import { announcementFor } from '../draw-announcements';
import {
  checkTickets,
  coverageOf,
  disputedNoneText,
  type DrawToCheck,
  isComplete,
  type MaybeWin,
  maybeWinText,
  soFarText,
  type TicketOutcome,
} from '../tickets';

/** The shipped draw of 16 Jun 2025: every tier on file but its last-2, 96 (GLO) or 06 (Sanook). */
const DRAW: DrawToCheck = { ...asDraw('2025-06-16'), source: 'full' };
const WHY =
  "Your ticket matches 96 from GLO's table; the Sanook archive has 06 — check GLO's official sheet before you claim";

/** The one outcome of checking `ticket` against `draw`. */
function outcomeOf(ticket: string, draw: DrawToCheck = DRAW): TicketOutcome {
  const [outcome] = checkTickets([ticket], draw);
  if (!outcome) throw new Error(`no outcome for ${ticket}`);
  return outcome;
}

/** The first may-win of an outcome. */
function firstMaybe(outcome: TicketOutcome): MaybeWin {
  const [maybe] = outcome.maybe;
  if (!maybe) throw new Error(`${outcome.ticket} may have won nothing`);
  return maybe;
}

afterEach(async () => {
  await activateLocale('en');
});

describe('checking a ticket against a disputed tier', () => {
  it('when the draw has a disputed last-2, then it is compared (not "not on file") and listed as disputed', () => {
    const coverage = coverageOf(DRAW);
    expect(coverage.disputed).toEqual(['last2']);
    expect(coverage.checked).toContain('last2');
    expect(coverage.notOnFile).toEqual([]);
    expect(isComplete(coverage)).toBe(true);
  });

  it("when a ticket ends in GLO's value, then it may have won the last-2, never a plain win or loss", () => {
    const outcome = outcomeOf('123496');
    expect(outcome.wins).toEqual([]);
    expect(outcome.total).toBe(0);
    expect(outcome.maybe).toHaveLength(1);
    expect(outcome.maybe[0]).toMatchObject({
      tier: 'last2',
      matching: ['glo'],
      number: '96',
      amount: 2_000,
    });
    expect(outcome.disputedNone).toEqual([]);
    expect(maybeWinText(firstMaybe(outcome))).toBe(WHY);
    const coverage = coverageOf(DRAW);
    expect(verdictText(outcome, coverage)).toBe(
      "May have won: last-2 (sources disagree — check GLO's official sheet)",
    );
    expect(ticketLine(outcome, coverage)).toBe(
      "123496: May have won: last-2 (sources disagree — check GLO's official sheet)",
    );
  });

  it("when a ticket ends in the Sanook archive's value, then it may have won, the other way round", () => {
    const outcome = outcomeOf('000006');
    expect(firstMaybe(outcome).matching).toEqual(['sanook']);
    expect(maybeWinText(firstMaybe(outcome))).toBe(
      "Your ticket matches 06 from the Sanook archive; GLO's table has 96 — check GLO's official sheet before you claim",
    );
  });

  it('when a ticket matches neither value, then it is told the tier is disputed and that it did not win it either way', () => {
    const outcome = outcomeOf('123455');
    expect(outcome.wins).toEqual([]);
    expect(outcome.maybe).toEqual([]);
    expect(outcome.disputedNone.map((d) => d.tier)).toEqual(['last2']);
    const [none] = outcome.disputedNone;
    if (!none) throw new Error('no disputed tier without a match');
    expect(disputedNoneText(none)).toBe(
      "Last 2 digits: sources disagree (96 in GLO's table, 06 in the Sanook archive); your ticket matches none of them, so it did not win this prize either way.",
    );
    // Every tier compared, the disputed one against both values: a plain 'No prize' is honest.
    expect(verdictText(outcome, coverageOf(DRAW))).toBe('No prize');
  });

  it('when a ticket wins another prize and may have won the disputed one, then both are said', () => {
    // 507392 is the first prize (ends in 92); 017096 has the front-3 017 and ends in GLO's 96.
    const first = outcomeOf('507392');
    expect(first.wins.map((w) => w.tier)).toEqual(['prize1']);
    expect(first.maybe).toEqual([]);
    const both = outcomeOf('017096');
    expect(both.wins.map((w) => w.tier)).toEqual(['front3']);
    expect(verdictText(both, coverageOf(DRAW))).toBe(
      "Wins 4,000 baht; may also have won: last-2 (sources disagree — check GLO's official sheet)",
    );
  });

  it('when every source’s value of a disputed list tier makes the ticket win, then it is a plain win', () => {
    const prize2: TierDisagreement = {
      tier: 'prize2',
      values: [
        { source: 'glo', numbers: ['466702', '564087', '836570', '916566', '923982'] },
        { source: 'sanook', numbers: ['466702', '564087', '836570', '916566', '923928'] },
      ],
    };
    const { prize2: _p, ...rest } = asDraw('2025-06-16');
    const draw: DrawToCheck = {
      ...rest,
      disagreements: [...(rest.disagreements ?? []), prize2],
      source: 'full',
    };
    const agreed = outcomeOf('466702', draw);
    const maybe = outcomeOf('923982', draw);
    expect(agreed.wins.map((w) => w.tier)).toEqual(['prize2']);
    expect(agreed.maybe).toEqual([]);
    expect(maybe.wins).toEqual([]);
    expect(maybe.maybe.map((m) => [m.tier, m.matching, m.number])).toEqual([
      ['prize2', ['glo'], '923982'],
    ]);
    expect(maybeWinText(firstMaybe(maybe))).toBe(
      "Your ticket matches 923982 from GLO's table; the Sanook archive has 923928 — check GLO's official sheet before you claim",
    );
  });

  it('when the draw is provisional, then the so-far line says the ticket may have won', () => {
    const draw: DrawToCheck = { ...DRAW, status: 'provisional' };
    expect(soFarText(outcomeOf('123496', draw), coverageOf(draw))).toBe(
      '123496: may have won last-2 so far (sources disagree); every prize is out, not final yet',
    );
  });

  it('when saved tickets are announced, then the one that may have won is named apart, not as a winner', () => {
    const saved = {
      tickets: ['123496', '123455'].map((number) => ({
        number,
        period: '2025-06-16',
        savedAt: '2025-06-10T00:00:00.000Z',
      })),
      notified: {},
      lastCheckedDraw: '2025-06-16',
    };
    const announcement = announcementFor(DRAW, saved, asDraw('2025-06-16'), undefined);
    expect(announcement.notice?.summary).toBe(
      "1 of your saved tickets may have won (sources disagree — check GLO's official sheet): 123496. None of your 1 saved ticket(s) won this time.",
    );
  });

  it('when the site is Thai, then the may-have-won sentence is Thai', async () => {
    await activateLocale('th');
    expect(maybeWinText(firstMaybe(outcomeOf('123496')))).toBe(
      'สลากของคุณตรงกับ 96 จากตารางของสำนักงานสลากฯ; คลังผลสลากของสนุกระบุ 06 — โปรดตรวจกับใบตรวจผลทางการของสำนักงานสลากฯ ก่อนขึ้นเงิน',
    );
  });
});
