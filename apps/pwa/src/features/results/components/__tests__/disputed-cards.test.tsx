import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { renderWithProviders } from '@/testing/render';
import { asLight } from '@/testing/shipped-draws';
import { ResultCard } from '@lotto/site/result-card';

/** 16 Jun 2025 as the light list has it: its last-2 is 96 in GLO's table, 06 in the Sanook archive. */
const JUNE = asLight('2025-06-16');

afterEach(async () => {
  await activateLocale('en');
});

describe('a result card whose last-2 the sources disagree on', () => {
  it('when it renders, then the last-2 box marks the tier with both values, and a screen reader hears the sentence', async () => {
    await renderWithProviders(<ResultCard result={JUNE} />);
    const box = screen.getByRole('heading', { name: 'Last 2 Digits' }).parentElement;
    if (!box) throw new Error('no last-2 box');
    expect(box).toHaveTextContent('Sources disagree');
    expect(within(box).getByText('96')).toBeInTheDocument();
    expect(within(box).getByText('06')).toBeInTheDocument();
    expect(box).not.toHaveTextContent('not on file');
    const sentence =
      "Sources disagree: 96 in GLO's table, 06 in the Sanook archive — check GLO's official sheet";
    expect(within(box).getByText(sentence)).toHaveClass('sr-only');
    expect(within(box).getByTitle(sentence)).toBeInTheDocument();
    // The card's badge says the sources disagree, not that prizes are missing.
    expect(screen.getByText('Sources disagree', { selector: '.draw-badge' })).toBeInTheDocument();
  });

  it('when the site is Thai, then the card says so in Thai', async () => {
    await activateLocale('th');
    await renderWithProviders(<ResultCard result={JUNE} />);
    expect(
      screen.getByText(
        'แหล่งข้อมูลไม่ตรงกัน: 96 ในตารางของสำนักงานสลากฯ, 06 ในคลังผลสลากของสนุก — โปรดตรวจกับใบตรวจผลทางการของสำนักงานสลากฯ',
      ),
    ).toBeInTheDocument();
  });
});
