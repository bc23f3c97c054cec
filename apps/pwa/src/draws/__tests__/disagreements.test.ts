import type { TierDisagreement } from '@lotto/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { asDraw } from '@/testing/shipped-draws';
import {
  agreedNumbers,
  differingNumbers,
  disagreementOn,
  disagreementText,
  disputedTiers,
  sourceName,
} from '../disagreements';

/** The shipped draw of 16 Jun 2025: its last-2 is 96 in GLO's table, 06 in the Sanook archive. */
const DISPUTED = asDraw('2025-06-16');
const [LAST2] = DISPUTED.disagreements ?? [];
if (LAST2 === undefined) throw new Error('the shipped 16 Jun 2025 draw has no disagreement');

/** A 2nd prize the sources disagree on by one number (the other four agree). */
const PRIZE2: TierDisagreement = {
  tier: 'prize2',
  values: [
    { source: 'glo', numbers: ['466702', '564087', '836570', '916566', '923982'] },
    { source: 'sanook', numbers: ['466702', '564087', '836570', '916566', '923928'] },
  ],
};

afterEach(async () => {
  await activateLocale('en');
});

describe('disagreements', () => {
  it('when a draw has a disputed last-2, then it is found by tier and listed', () => {
    expect(disagreementOn(DISPUTED, 'last2')).toBe(LAST2);
    expect(disagreementOn(DISPUTED, 'prize1')).toBeUndefined();
    expect(disputedTiers(DISPUTED)).toEqual(['last2']);
    expect(disputedTiers({})).toEqual([]);
  });

  it('when the last-2 is disputed, then the sentence names each value with its source', () => {
    expect(disagreementText(LAST2)).toBe(
      "Sources disagree: 96 in GLO's table, 06 in the Sanook archive — check GLO's official sheet",
    );
  });

  it('when a list tier differs by one number, then only that number is named per source and the rest agree', () => {
    expect(differingNumbers(PRIZE2)).toEqual([
      { source: 'glo', numbers: ['923982'] },
      { source: 'sanook', numbers: ['923928'] },
    ]);
    expect(agreedNumbers(PRIZE2)).toEqual(['466702', '564087', '836570', '916566']);
    expect(agreedNumbers(LAST2)).toEqual([]);
    expect(disagreementText(PRIZE2)).toBe(
      "Sources disagree: 923982 in GLO's table, 923928 in the Sanook archive — check GLO's official sheet",
    );
  });

  it('when a number is drawn twice by one source and once by the other, then the extra one is what differs', () => {
    const twice: TierDisagreement = {
      tier: 'last3',
      values: [
        { source: 'glo', numbers: ['123', '123'] },
        { source: 'csv', numbers: ['123', '456'] },
      ],
    };
    expect(differingNumbers(twice)).toEqual([
      { source: 'glo', numbers: ['123', '123'] },
      { source: 'csv', numbers: ['456'] },
    ]);
    expect(agreedNumbers(twice)).toEqual(['123']);
  });

  it('when the site is Thai, then the sources and the sentence are Thai', async () => {
    await activateLocale('th');
    expect(sourceName('sanook')).toBe('คลังผลสลากของสนุก');
    expect(disagreementText(LAST2)).toBe(
      'แหล่งข้อมูลไม่ตรงกัน: 96 ในตารางของสำนักงานสลากฯ, 06 ในคลังผลสลากของสนุก — โปรดตรวจกับใบตรวจผลทางการของสำนักงานสลากฯ',
    );
  });
});
