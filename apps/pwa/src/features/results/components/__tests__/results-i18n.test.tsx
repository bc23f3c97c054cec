import { drawDetailOf, type DrawChange } from '@lotto/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { DrawCorrections } from '@lotto/site/draw-view';
import { I18nRoot } from '@/i18n/i18n-root';
import { AppPagePieces } from '@/links/app-page-pieces';
import { drawQueryOptions } from '@/draws/get-draw';
import { latestResultQueryOptions } from '@/draws/get-results';
import { DRAW_2026_08_01, FULL_DRAW_2024_11_16, manyDraws } from '@/testing/fixtures';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { useResultsSearch } from '../../stores/results-search-store';
import { DrawPage } from '../draw-page';
import { LastResultCard } from '../last-result-card';
import { LiveStatus } from '../live-status';
import { ResultsBrowser } from '../results-browser';

// As the app: Lingui's provider (for <Trans>) around the screen.
const inApp = (ui: ReactNode) => <I18nRoot>{ui}</I18nRoot>;

afterEach(() => {
  useResultsSearch.setState({ query: '' });
});

describe('results in Thai and Urdu', () => {
  it('when /result opens in Thai, then the tools, years (Buddhist era) and months are Thai and a Thai month search finds its draws', async () => {
    await activateLocale('th');
    await renderWithProviders(inApp(<ResultsBrowser results={manyDraws(40)} />));
    const year = screen.getByLabelText('ปี');
    expect(within(year).getAllByRole('option')[0]).toHaveTextContent('2569');
    expect(within(screen.getByLabelText('เดือน')).getAllByRole('option')[0]).toHaveTextContent(
      'สิงหาคม',
    );
    expect(screen.getByRole('button', { name: 'แสดงเดือนนี้' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ไปยังงวด' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('ค้นหาด้วยเลขหรือวันที่'), 'สิงหาคม 2569');
    expect(await screen.findByText('มี 1 งวด ที่ตรงกับ “สิงหาคม 2569”')).toBeInTheDocument();
    const feed = screen.getByRole('feed', { name: 'งวดที่ตรงกัน' });
    const card = within(feed).getByRole('article', { name: 'งวด 01/08/2569' });
    expect(card).toHaveTextContent('งวดวันที่: 01/08/2569');
    expect(card).toHaveTextContent('รางวัลที่ 1');
    expect(card).toHaveTextContent('เลขท้าย 2 ตัว');
  });

  it('when Home’s last result shows in Thai, then its title, date line and links are Thai', async () => {
    await activateLocale('th');
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(latestResultQueryOptions().queryKey, DRAW_2026_08_01);
    await renderWithProviders(inApp(<LastResultCard />), { queryClient });
    expect(screen.getByRole('heading', { name: 'ผลรางวัลล่าสุด' })).toBeInTheDocument();
    const card = screen.getByLabelText('งวดล่าสุด');
    expect(card).toHaveTextContent('งวดวันที่: 01/08/2569');
    expect(within(card).getByRole('link', { name: 'ผลรางวัลทั้งหมด งวด 01/08/2569' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ดูผลรางวัลทั้งหมด' })).toHaveAttribute('href', '/result');
  });

  it('when a draw page opens in Thai, then its title, dates, tiers, amounts and notes are Thai with the Buddhist-era year', async () => {
    await activateLocale('th');
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      drawQueryOptions('2024-11-16').queryKey,
      drawDetailOf(FULL_DRAW_2024_11_16, []),
    );
    await renderWithProviders(inApp(<DrawPage date="2024-11-16" />), { queryClient });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ผลรางวัลงวด 16/11/2567' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('ผลสลากกินแบ่งรัฐบาล งวด 16 พฤศจิกายน 2567');
    const first = screen.getByRole('region', { name: 'รางวัลที่ 1' });
    expect(first).toHaveTextContent('6,000,000 บาท ต่อฉบับ');
    expect(screen.getByRole('region', { name: 'รางวัลที่ 5' })).toHaveTextContent('100 หมายเลข');
    // The claim line: open until, or ended on, 16/11/2569 (two years after the draw).
    expect(screen.getByText(/^(ขึ้นเงินรางวัลได้ภายในสองปี|หมดเขตขึ้นเงินรางวัล)/)).toHaveTextContent(
      '16/11/2569',
    );
    expect(screen.getByRole('link', { name: 'ตรวจสลากกับงวดนี้' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'เงินรางวัล' })).toHaveTextContent(
      'ตั้งแต่งวด 1 ต.ค. 2566 (L6)',
    );
  });

  it('when a correction shows in Thai, then it is dated in the Buddhist era and names the tier in Thai', async () => {
    await activateLocale('th');
    const fix: DrawChange = {
      at: '2026-11-24T03:00:00.000Z',
      kind: 'corrected',
      field: 'last2',
      from: '54',
      to: '53',
    };
    render(
      inApp(
        <AppPagePieces>
          <DrawCorrections changes={[fix]} correctedAt={fix.at} />
        </AppPagePieces>,
      ),
    );
    const dated = screen.getByRole('region', { name: 'แก้ไขเมื่อ 24/11/2569' });
    expect(within(dated).getByRole('listitem')).toHaveTextContent('เลขท้าย 2 ตัว: 54 → 53');
  });

  it('when the draw is live in Urdu, then the live line and its update time are Urdu', async () => {
    await activateLocale('ur');
    render(
      inApp(
        <AppPagePieces>
          <LiveStatus
            live
            date="2026-12-01"
            becameFinal={false}
            updatedAt={new Date(2026, 11, 1, 15, 42).getTime()}
            summary=""
          />
        </AppPagePieces>,
      ),
    );
    expect(screen.getByText('براہِ راست — نمبر ابھی آ رہے ہیں')).toBeInTheDocument();
    expect(screen.getByText('15:42 پر تازہ کیا')).toBeInTheDocument();
  });
});
