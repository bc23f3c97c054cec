import { newestNotAfter, type Result } from '@lotto/contracts';
import { onlineManager } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/i18n';
import { activateLocale } from '@/i18n/activate';
import { formatDrawDate } from '@/lib/format';
import { noop } from '@/lib/noop';
import { claimableDrawsQueryOptions } from '@/draws/get-claimable-draws';
import { resultsQueryOptions } from '@/draws/get-results';
import { FULL_DRAW_2024_11_16, lightOf, savedTicket as ticket } from '@/testing/fixtures';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { asDraw, asLight } from '@/testing/shipped-draws';
import { drawSearchText, matchesDrawSearch } from '../../lib/draw-search';
import { useSavedTickets } from '../../stores/saved-tickets-store';
import { type DrawOption, DrawPicker } from '../draw-picker';
import { NewDrawWatcher } from '../new-draw-watcher';
import { SavedTickets } from '../saved-tickets';
import { TicketChecker } from '../ticket-checker';
import { NEAR_FIRST_WORKED_OUT_NOTE, SEVERAL_PRIZES_NOTE } from '../../lib/tickets';

function rowIn(list: HTMLElement, number: string): HTMLElement {
  const row = list.querySelector<HTMLElement>(`[data-ticket="${number}"]`);
  if (!row) throw new Error(`no row for ${number}`);
  return row;
}

beforeEach(() => {
  useSavedTickets.setState({ tickets: [], notified: {}, lastCheckedDraw: null });
});
afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('the ticket checker in Thai', () => {
  const results: Result[] = [
    asLight('2024-12-16'),
    asLight('2024-12-01'),
    lightOf(FULL_DRAW_2024_11_16),
  ];

  it('when a ticket is checked, then the form, the verdicts, the dates (Buddhist era) and the status region are in Thai', async () => {
    await activateLocale('th');
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(claimableDrawsQueryOptions().queryKey, [FULL_DRAW_2024_11_16]);
    onlineManager.setOnline(false);
    await renderWithProviders(
      <TicketChecker results={results} latest={newestNotAfter(results)} />,
      { queryClient },
    );
    expect(screen.getByRole('form', { name: 'ตรวจสลาก' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจ' }));
    expect(await screen.findByText('กรอกเลขสลาก 6 หลักอย่างน้อยหนึ่งใบ')).toBeInTheDocument();

    // The draw found by its Thai month and Buddhist-era year, shown as 16/11/2567.
    const box = screen.getByRole('combobox', { name: 'งวด' });
    expect(box).toHaveValue('16/12/2567');
    await userEvent.click(box);
    await userEvent.type(box, 'พฤศจิกายน 2567');
    await userEvent.click(await screen.findByTitle('16/11/2567'));
    await userEvent.type(screen.getByLabelText('เลขสลากที่จะตรวจ'), '856492 111111');
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจ' }));

    expect(await screen.findByText('ผลการตรวจกับงวดวันที่ 16/11/2567')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'สลากที่ตรวจแล้ว' });
    const winner = rowIn(list, '856492');
    expect(winner).toHaveTextContent('ถูกรางวัล 200,000 บาท');
    expect(winner).toHaveTextContent('รางวัลที่ 2: 200,000 บาท');
    expect(within(winner).getByRole('list', { name: 'รางวัลของ 856492' })).toBeVisible();
    expect(list.querySelector('[data-ticket="111111"]')).toHaveTextContent(/^111111ไม่ถูกรางวัล$/);
    expect(screen.getByText('จำนวนเงินต่อสลาก 1 ใบ ราคา 80 บาท')).toBeInTheDocument();
    expect(screen.getByText('หมดเขตขึ้นเงินรางวัลแล้ว (สิ้นสุด 16/11/2569)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ดูผลรางวัลทั้งหมดของงวดวันที่ 16/11/2567' })).toBeVisible();
    const region = document.querySelector<HTMLElement>('p.sr-only[role="status"]');
    await vi.waitFor(() =>
      expect(region).toHaveTextContent(
        'ตรวจกับงวดวันที่ 16/11/2567 856492: ถูกรางวัล 200,000 บาท 111111: ไม่ถูกรางวัล',
      ),
    );
  });

  it('when a saved ticket won, then its claim deadline and how to claim are in Thai, sources included', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 10:00 in Bangkok on 23 Nov 2026.
    vi.setSystemTime(new Date('2026-11-23T03:00:00Z'));
    await activateLocale('th');
    // 097863: the first prize of 16 Dec 2024.
    useSavedTickets.setState({ tickets: [ticket('097863', '2024-12-16')] });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(claimableDrawsQueryOptions().queryKey, [
      asDraw('2024-12-16'),
      asDraw('2024-12-01'),
      FULL_DRAW_2024_11_16,
    ]);
    await renderWithProviders(<SavedTickets results={results} latest={newestNotAfter(results)} />, {
      queryClient,
    });
    const row = rowIn(screen.getByRole('list', { name: 'สลากที่บันทึกไว้' }), '097863');
    expect(row).toHaveTextContent('งวด 16/12/2567');
    expect(row).toHaveTextContent('รางวัลที่ 1: 6,000,000 บาท');
    expect(row).toHaveTextContent('ขึ้นเงินได้ถึง 16/12/2569 — เหลืออีก 23 วัน');
    const claim = within(row).getByRole('region', { name: 'วิธีขึ้นเงินรางวัล' });
    expect(claim).toHaveTextContent(
      'รางวัลที่ 1: ขึ้นเงินได้ที่สำนักงานสลากกินแบ่งรัฐบาลเท่านั้น (นนทบุรี, สนามบินน้ำ) [GSB][L16]',
    );
    expect(claim).toHaveTextContent('6,000,000 บาท');
    expect(claim).toHaveTextContent(
      'หักอากรแสตมป์ 0.5% (1 บาท ต่อ 200 บาท): 30,000 บาท จาก 6,000,000 บาท',
    );
    expect(within(claim).getAllByText('ยังไม่ได้ยืนยัน')).toHaveLength(3);
    expect(within(claim).getAllByTitle(/^ธนาคารออมสิน:/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'ลบ 097863 (งวด 16/12/2567)' })).toBeVisible();

    // The form's own messages too.
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกสลากใบนี้' }));
    expect(await screen.findByText('กรอกเลขสลาก 6 หลัก')).toBeInTheDocument();
    expect(screen.getByText('กรอกวันที่งวดที่พิมพ์อยู่บนสลาก')).toBeInTheDocument();
  });
});

describe('the draw picker in Hindi', () => {
  function Picker({ options }: { options: DrawOption[] }) {
    const [value, setValue] = useState(options[0]?.value);
    return (
      <>
        <label htmlFor="draw">ड्रॉ</label>
        <DrawPicker id="draw" options={options} value={value} onChange={setValue} onBlur={noop} />
      </>
    );
  }

  it('when a Hindi month is typed, then the draws of that month are offered, and a miss is said in Hindi', async () => {
    await activateLocale('hi');
    const options = ['2025-01-02', '2024-12-16', '2024-12-01', '2024-11-16'].map((date) => ({
      value: date,
      label: formatDrawDate(date),
      search: drawSearchText(date),
    }));
    render(<Picker options={options} />);
    const box = screen.getByRole('combobox', { name: 'ड्रॉ' });
    await userEvent.click(box);
    await userEvent.type(box, 'दिसंबर 2024');
    expect(
      within(screen.getByRole('listbox', { name: 'ड्रॉ की सूची' }))
        .getAllByRole('option')
        .map((o) => o.title),
    ).toEqual(['16/12/2024', '01/12/2024']);
    await userEvent.clear(box);
    await userEvent.type(box, '1989');
    expect(screen.getByText('कोई ड्रॉ मेल नहीं खाता')).toBeInTheDocument();
  });

  it('whatever the language, Thai months and Buddhist-era years find a draw', async () => {
    await activateLocale('hi');
    const text = drawSearchText('2024-12-16');
    for (const query of [
      'ธันวาคม 2567',
      'ธ.ค. 2567',
      '16 ธันวาคม พ.ศ. 2567',
      '16/12/2567',
      '16 December 2024',
      '16 दिसंबर 2024',
    ]) {
      expect({ query, found: matchesDrawSearch(text, query) }).toEqual({ query, found: true });
    }
    expect(matchesDrawSearch(drawSearchText('2024-12-01'), '16/12/2567')).toBe(false);
    expect(matchesDrawSearch(text, 'พฤศจิกายน 2567')).toBe(false);
  });
});

describe('the new-draw notification in Urdu', () => {
  it('when the draw of a saved ticket lands, then the notice and its verdicts are in Urdu', async () => {
    await activateLocale('ur');
    useSavedTickets.setState({
      tickets: [ticket('208137', '2024-12-16'), ticket('123456', '2024-12-16')],
    });
    const latest = asLight('2024-12-16');
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(claimableDrawsQueryOptions().queryKey, [asDraw('2024-12-16')]);
    queryClient.setQueryData(resultsQueryOptions().queryKey, [latest]);
    await renderWithProviders(<NewDrawWatcher latest={latest} />, { queryClient });
    const notice = await screen.findByRole('region', { name: 'نئی قرعہ اندازی 16/12/2024' });
    expect(notice).toHaveTextContent(
      'آپ کے محفوظ کیے گئے ٹکٹوں میں سے 1 نے 200,000 بات جیتے: 208137۔',
    );
    expect(within(notice).getByRole('link', { name: 'تفصیل دیکھیں' })).toHaveAttribute(
      'href',
      '/check',
    );
  });
});

describe('the notes the English tests look for', () => {
  it('are the English catalog’s texts, which the screen shows', () => {
    expect(SEVERAL_PRIZES_NOTE).toBe(t('checker.severalPrizes'));
    expect(NEAR_FIRST_WORKED_OUT_NOTE).toBe(t('checker.nearFirstWorkedOut'));
  });
});
