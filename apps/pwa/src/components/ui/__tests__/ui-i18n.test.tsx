import { onlineManager, useQuery } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { api, ApiError } from '@/lib/api-client';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { images } from '@/testing/fixtures';
import { ImageGrid } from '../image-grid';
import { useNotices } from '../notices';
import { describeFailure } from '../query-state/describe-failure';
import { formatAge } from '../query-state/format-age';
import { QueryState } from '../query-state/query-state';

afterEach(() => {
  onlineManager.setOnline(true);
});

const KEY = ['ui-i18n-test'];

function Words({ queryFn }: { queryFn: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: KEY, queryFn });
  return (
    <QueryState query={query} what="คำ" queryKey={KEY} loading={<p>…</p>} empty={<p>-</p>}>
      {(words) => (
        <ul aria-label="words">
          {words.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

const unreachable = () => api.get<string[]>('/tips');

describe('QueryState in Thai', () => {
  it('when the request fails, then the title, the reason and Retry speak Thai', async () => {
    await activateLocale('th');
    await renderWithProviders(<Words queryFn={unreachable} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('โหลดคำไม่ได้');
    expect(alert).toHaveTextContent('ติดต่อเซิร์ฟเวอร์ไม่ได้');
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });

  it('when offline with nothing saved, then it says so with the links in Thai', async () => {
    await activateLocale('th');
    onlineManager.setOnline(false);
    await renderWithProviders(<Words queryFn={unreachable} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('คุณออฟไลน์อยู่และหน้านี้ยังไม่ได้บันทึกไว้');
    expect(within(status).getByRole('link', { name: 'ตรวจสลากของคุณ' })).toHaveAttribute(
      'href',
      '/check',
    );
    expect(within(status).getByRole('link', { name: 'หน้าแรก' })).toHaveAttribute('href', '/');
  });

  it('when a refresh fails, then the saved copy’s note gives its age in Thai', async () => {
    await activateLocale('th');
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(KEY, ['saved'], { updatedAt: Date.now() - 5 * 60_000 });
    await renderWithProviders(<Words queryFn={unreachable} />, { queryClient });
    await act(() => queryClient.refetchQueries({ queryKey: KEY }));
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('รีเฟรชไม่ได้: ติดต่อเซิร์ฟเวอร์ไม่ได้');
    expect(note).toHaveTextContent('กำลังแสดงสำเนาที่บันทึกไว้ 5 นาทีที่ผ่านมา');
  });
});

describe('formatAge and describeFailure in other languages', () => {
  it('says how long ago in the active language, with Western digits', async () => {
    const now = Date.UTC(2026, 10, 16, 12);
    await activateLocale('th');
    expect(formatAge(now - 20_000, now)).toBe('เมื่อสักครู่');
    expect(formatAge(now - 5 * 60_000, now)).toBe('5 นาทีที่ผ่านมา');
    await activateLocale('hi');
    expect(formatAge(now - 2 * 3_600_000, now)).toBe('2 घंटे पहले');
    await activateLocale('ur');
    expect(formatAge(now - 12 * 86_400_000, now)).toMatch(/^12 /);
    expect(describeFailure(new ApiError(503, 'Down'))).toBe(
      'سروس اس وقت دستیاب نہیں ہے (خرابی 503)۔ تھوڑی دیر میں دوبارہ کوشش کریں۔',
    );
  });
});

describe('the image viewer in Urdu', () => {
  it('names the images, the dialog and its buttons in Urdu', async () => {
    await activateLocale('ur');
    await renderWithProviders(
      <ImageGrid items={images(3, 'tip')} columns={4} itemLabel="ٹپ" label="ٹپس" />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'ٹپ 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('ٹپس: 3 میں سے تصویر 2');
    expect(within(dialog).getByRole('button', { name: 'بند کریں' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'اگلی تصویر' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'پچھلی تصویر' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'بڑا کریں' })).toBeEnabled();
  });
});

describe('notices in Hindi', () => {
  it('names the close button in Hindi', async () => {
    await activateLocale('hi');
    function Holder() {
      const [notices, holder] = useNotices();
      return (
        <>
          <button type="button" onClick={() => notices.open({ key: 'a', title: 'नया ड्रॉ' })}>
            open
          </button>
          {holder}
        </>
      );
    }
    render(<Holder />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const region = screen.getByRole('region', { name: 'नया ड्रॉ' });
    expect(within(region).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });
});
