import * as site from '@lotto/site/draw-details';
import { appWords } from '@/i18n/words';
import { drawScheduleOf } from '@lotto/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { asDraw } from '@/testing/shipped-draws';
import { completenessOf, drawSummary, isDisputedCell, tierCell } from '../draw-text';
import { type ShareCardItem, shareCardLayout } from '../share-card';

/** The shipped draw of 16 Jun 2025: its last-2 is 96 in GLO's table, 06 in the Sanook archive. */
const DRAW = asDraw('2025-06-16');
const SENTENCE =
  "Sources disagree: 96 in GLO's table, 06 in the Sanook archive — check GLO's official sheet";
const texts = (items: readonly ShareCardItem[]) =>
  items.flatMap((item) => (item.kind === 'text' ? [item.text] : []));

afterEach(async () => {
  await activateLocale('en');
});

describe('a draw whose sources disagree on a tier', () => {
  it('when its last-2 is disputed, then the cell is the disagreement, not "not on file"', () => {
    const cell = tierCell(DRAW, 'last2');
    expect(isDisputedCell(cell)).toBe(true);
    expect(cell).toBe(DRAW.disagreements?.[0]);
    expect(tierCell(DRAW, 'prize1')).toEqual(['507392']);
    // A tier neither on file nor disputed is still 'not on file'.
    expect(tierCell({ ...DRAW, disagreements: [], missing: ['last2'] }, 'last2')).toBe(
      'not-on-file',
    );
  });

  it('when every other tier is on file, then the completeness line names the disputed tier', () => {
    expect(completenessOf(DRAW)).toEqual({
      kind: 'partial',
      badge: 'Sources disagree',
      notice: "Sources disagree on last 2 digits: every source's value is shown, none is picked",
    });
    expect(completenessOf({ ...DRAW, disagreements: [] })).toBeNull();
  });

  it('when lower prizes are missing too, then both are said, the disputed tier not among the missing', () => {
    expect(
      completenessOf({ ...DRAW, missing: ['prize2', 'prize3', 'prize4', 'prize5'] })?.notice,
    ).toBe(
      "2nd–5th prizes not on file for this draw. Sources disagree on last 2 digits: every source's value is shown, none is picked",
    );
  });

  it('when the draw is summed up (share text, notifications), then the disputed tier says so with both values', () => {
    expect(drawSummary(DRAW)).toBe(
      `First prize 507392 · Front 3: 017 243 · Last 3: 736 299 · Last 2 digits: ${SENTENCE}`,
    );
  });

  it('when the share picture is laid out, then the last-2 box shows both values and the sentence is on the card', () => {
    const items = texts(shareCardLayout(DRAW));
    expect(items).toContain('96 / 06');
    expect(items).toContain(`Last 2 digits: ${SENTENCE}`);
  });

  it('when the site is Thai, then the completeness line and the summary are Thai', async () => {
    await activateLocale('th');
    expect(completenessOf(DRAW)?.badge).toBe('แหล่งข้อมูลไม่ตรงกัน');
    expect(drawSummary(DRAW)).toContain(
      'เลขท้าย 2 ตัว: แหล่งข้อมูลไม่ตรงกัน: 96 ในตารางของสำนักงานสลากฯ, 06 ในคลังผลสลากของสนุก',
    );
  });
});

describe('amounts and where they come from', () => {
  const of = (date: string, amounts?: Parameters<typeof site.amountText>[1]['amounts']) => ({
    date,
    schedule: drawScheduleOf(date),
    amounts,
  });

  it('when the schedule has the amount and nothing else is stated, then the figure stands alone', () => {
    expect(site.amountText(appWords, of('2024-11-16'), 'prize1')).toBe('6,000,000 baht per ticket');
  });

  it('when the schedule has none and the Sanook archive states it, then the amount shows and says where it comes from', () => {
    expect(site.amountText(appWords, of('2019-12-30'), 'prize1')).toBe('Amount not on file');
    expect(
      site.amountText(
        appWords,
        of('2019-12-30', { source: 'sanook', baht: { prize1: 6_000_000 } }),
        'prize1',
      ),
    ).toBe("6,000,000 baht per ticket (as stated on Sanook's page of this draw)");
    expect(
      site.amountText(
        appWords,
        of('2017-08-16', { source: 'sanook', baht: { prize1: 3_000_000 } }),
        'prize1',
      ),
    ).toBe("3,000,000 baht per 40-baht slip (as stated on Sanook's page of this draw)");
  });

  it("when a source states the schedule's own figure, then it is the schedule's", () => {
    expect(
      site.amountText(
        appWords,
        of('2024-11-16', { source: 'sanook', baht: { last2: 2_000 } }),
        'last2',
      ),
    ).toBe('2,000 baht per ticket');
  });

  it('when a stated amount differs from the schedule, then both are shown with their sources', () => {
    expect(
      site.amountText(
        appWords,
        of('2024-11-16', { source: 'sanook', baht: { prize2: 300_000 } }),
        'prize2',
      ),
    ).toBe('Amount disputed: 200,000 per the prize schedule, 300,000 per the Sanook archive');
  });
});
