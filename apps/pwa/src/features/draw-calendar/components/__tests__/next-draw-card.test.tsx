import { act, screen, waitFor } from '@testing-library/react';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { queryKeys } from '@/lib/query-keys';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { NextDrawCard } from '../next-draw-card';

/** 2 days 3:14:05 before the draw of Tuesday 1 December 2026 (14:30 Bangkok = 07:30Z). */
const BEFORE = new Date('2026-11-29T04:15:55Z');

afterEach(() => vi.useRealTimers());

describe('NextDrawCard', () => {
  it('when in Karachi, then it shows the date, the countdown and the start in both zones', async () => {
    await renderWithProviders(<NextDrawCard zone="Asia/Karachi" now={BEFORE} />);
    expect(screen.getByRole('heading', { name: 'Next draw' })).toBeInTheDocument();
    expect(screen.getByTestId('next-draw-date')).toHaveTextContent('Tuesday 1 December 2026');
    expect(screen.getByTestId('next-draw-date')).toHaveAttribute('datetime', '2026-12-01');
    expect(screen.getByTestId('next-draw-countdown')).toHaveTextContent('in 2 days 03:14:05');
    expect(screen.getByTestId('next-draw-time')).toHaveTextContent(
      'Draw at 14:30 Bangkok · 12:30 in Karachi',
    );
    expect(screen.queryByTestId('next-draw-moved')).not.toBeInTheDocument();
  });

  it('when read by a screen reader, then the ticking digits are hidden and coarse words are given, with no live region', async () => {
    const { container } = await renderWithProviders(
      <NextDrawCard zone="Asia/Kolkata" now={BEFORE} />,
    );
    expect(screen.getByTestId('next-draw-countdown')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Starts in about 2 days and 3 hours')).toBeInTheDocument();
    expect(container.querySelector('[aria-live]:not([aria-live="off"])')).toBeNull();
    expect(container.querySelector('[role="status"], [role="alert"], [role="timer"]')).toBeNull();
    expect(screen.getByTestId('next-draw-time')).toHaveTextContent(
      'Draw at 14:30 Bangkok · 13:00 in Kolkata',
    );
  });

  it('when in Los Angeles, then the local start is the day before', async () => {
    await renderWithProviders(<NextDrawCard zone="America/Los_Angeles" now={BEFORE} />);
    expect(screen.getByTestId('next-draw-time')).toHaveTextContent(
      'Draw at 14:30 Bangkok · 23:30 the day before in Los Angeles',
    );
  });

  it('when in Bangkok, then it says Bangkok time only', async () => {
    await renderWithProviders(<NextDrawCard zone="Asia/Bangkok" now={BEFORE} />);
    expect(screen.getByTestId('next-draw-time')).toHaveTextContent(/^Draw at 14:30 Bangkok time$/);
  });

  it('when the clock runs, then the countdown ticks every second', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(BEFORE);
    await renderWithProviders(<NextDrawCard zone="Europe/London" />);
    expect(screen.getByTestId('next-draw-countdown')).toHaveTextContent('in 2 days 03:14:05');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByTestId('next-draw-countdown')).toHaveTextContent('in 2 days 03:14:04');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(65_000);
    });
    expect(screen.getByTestId('next-draw-countdown')).toHaveTextContent('in 2 days 03:12:59');
    expect(screen.getByTestId('next-draw-time')).toHaveTextContent(
      'Draw at 14:30 Bangkok · 07:30 in London',
    );
  });

  it('when the draw is under way, then it says so with the results time instead of a countdown', async () => {
    await renderWithProviders(
      <NextDrawCard zone="Asia/Karachi" now={new Date('2026-12-01T08:10:00Z')} />,
    );
    expect(screen.getByTestId('next-draw-date')).toHaveTextContent('Tuesday 1 December 2026');
    expect(screen.getByTestId('next-draw-live')).toHaveTextContent(
      'Draw under way — results by about 16:00 Bangkok · 14:00 in Karachi',
    );
    expect(screen.queryByTestId('next-draw-countdown')).not.toBeInTheDocument();
  });

  it('when the results time has passed, then the next draw is the following one', async () => {
    await renderWithProviders(
      <NextDrawCard zone="Asia/Bangkok" now={new Date('2026-12-01T09:00:00Z')} />,
    );
    expect(screen.getByTestId('next-draw-date')).toHaveTextContent('Wednesday 16 December 2026');
  });

  it('when the device has an announced change saved, then the moved date and its reason show', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(queryKeys.draws.upcoming, {
      draws: [],
      overrides: [{ from: '2026-12-01', to: '2026-12-02', reason: 'Asarnha Bucha day' }],
    });
    await renderWithProviders(<NextDrawCard zone="Asia/Karachi" now={BEFORE} />, {
      queryClient,
    });
    expect(screen.getByTestId('next-draw-date')).toHaveTextContent('Wednesday 2 December 2026');
    expect(screen.getByTestId('next-draw-moved')).toHaveTextContent(
      'Moved from 1 Dec: Asarnha Bucha day',
    );
    expect(screen.getByTestId('next-draw-countdown')).toHaveTextContent('in 3 days 03:14:05');
  });

  it('when the API cannot be reached and nothing is saved, then the standing calendar still gives the draw', async () => {
    await renderWithProviders(<NextDrawCard zone="Asia/Karachi" now={BEFORE} />);
    expect(
      await screen.findByText(
        'From the standing calendar: announced date changes could not be checked.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('next-draw-date')).toHaveTextContent('Tuesday 1 December 2026');
  });

  it('when Add to calendar is offered, then it is an .ics of the next 12 draws a parser reads', async () => {
    await renderWithProviders(<NextDrawCard zone="Asia/Karachi" now={BEFORE} />);
    const link = screen.getByRole('link', { name: 'Add to calendar' });
    expect(link).toHaveAttribute('download', 'lotto-draws.ics');
    // Made once the page is idle, not on the first render.
    await waitFor(() => expect(link.getAttribute('href')).toMatch(/BEGIN/));
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    const ics = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    const events = new ICAL.Component(ICAL.parse(ics) as unknown[])
      .getAllSubcomponents('vevent')
      .map((e) => new ICAL.Event(e));
    expect(events).toHaveLength(12);
    expect(events[0]?.startDate.toString()).toBe('2026-12-01T07:30:00Z');
  });
});

describe('NextDrawCard in other languages', () => {
  it('when the language is Thai, then the card speaks Thai with the Buddhist-era year, and its calendar file too', async () => {
    await activateLocale('th');
    await renderWithProviders(<NextDrawCard zone="Asia/Karachi" now={BEFORE} />);
    expect(screen.getByRole('heading', { name: 'งวดถัดไป' })).toBeInTheDocument();
    expect(screen.getByTestId('next-draw-date')).toHaveTextContent(
      /^วันอังคารที่ 1 ธันวาคม (พ\.ศ\. )?2569$/,
    );
    expect(screen.getByTestId('next-draw-countdown')).toHaveTextContent('อีก 2 วัน 03:14:05');
    expect(screen.getByText('เริ่มในอีกประมาณ 2 วัน 3 ชั่วโมง')).toBeInTheDocument();
    expect(screen.getByTestId('next-draw-time')).toHaveTextContent(
      'ออกรางวัล 14:30 น. เวลากรุงเทพฯ · 12:30 น. ที่ Karachi',
    );
    expect(
      await screen.findByText('ตามปฏิทินออกรางวัลปกติ: ยังตรวจสอบการเปลี่ยนวันที่ประกาศไว้ไม่ได้'),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'เพิ่มลงปฏิทิน' });
    await waitFor(() => expect(link.getAttribute('href')).toMatch(/BEGIN/));
    const href = link.getAttribute('href') ?? '';
    const ics = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    const [event] = new ICAL.Component(ICAL.parse(ics) as unknown[])
      .getAllSubcomponents('vevent')
      .map((e) => new ICAL.Event(e));
    expect(event?.summary).toBe('ออกรางวัลสลากกินแบ่งรัฐบาล');
    expect(event?.location).toBe('กรุงเทพมหานคร ประเทศไทย');
  });

  it('when the language is Urdu and a draw was moved, then the moved line and the day before read in Urdu', async () => {
    await activateLocale('ur');
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(queryKeys.draws.upcoming, {
      draws: [],
      overrides: [{ from: '2026-12-01', to: '2026-12-02', reason: 'Asarnha Bucha day' }],
    });
    await renderWithProviders(<NextDrawCard zone="America/Los_Angeles" now={BEFORE} />, {
      queryClient,
    });
    expect(screen.getByRole('heading', { name: 'اگلی قرعہ اندازی' })).toBeInTheDocument();
    expect(screen.getByTestId('next-draw-moved')).toHaveTextContent(
      'پہلے 1 دسمبر کو ہونی تھی: Asarnha Bucha day',
    );
    expect(screen.getByTestId('next-draw-time')).toHaveTextContent(
      'قرعہ اندازی 14:30 بجے بینکاک وقت · Los Angeles میں پچھلے دن 23:30',
    );
  });
});
