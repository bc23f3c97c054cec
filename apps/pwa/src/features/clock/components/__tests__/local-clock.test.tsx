import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { renderWithProviders } from '@/testing/render';
import type * as TimeZone from '@/lib/time-zone';
import { LocalClock } from '../local-clock';

// The visitor's zone, as the browser would report it in Bangkok.
vi.mock('@/lib/time-zone', async (importOriginal) => ({
  ...(await importOriginal<typeof TimeZone>()),
  browserTimeZone: () => 'Asia/Bangkok',
}));

afterEach(() => vi.useRealTimers());

describe('LocalClock', () => {
  it('when in English, then it names the country from the zone with its flag', async () => {
    await renderWithProviders(<LocalClock />);
    expect(screen.getByRole('heading', { name: 'Local Time' })).toBeInTheDocument();
    expect(await screen.findByTestId('clock-country')).toHaveTextContent('Thailand');
    expect(screen.getByRole('img', { name: 'Flag of Thailand' })).toHaveTextContent('🇹🇭');
  });

  it('when in Thai, then the title, the country and its flag are in Thai and the day in the Buddhist era', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-16T05:00:00Z'));
    await activateLocale('th');
    await renderWithProviders(<LocalClock />);
    expect(screen.getByRole('heading', { name: 'เวลาท้องถิ่น' })).toBeInTheDocument();
    expect(await screen.findByTestId('clock-country')).toHaveTextContent('ไทย');
    expect(screen.getByRole('img', { name: 'ธงชาติไทย' })).toBeInTheDocument();
    expect(document.querySelector('.clock-date')).toHaveTextContent('16/11/2569 · Asia/Bangkok');
  });
});
