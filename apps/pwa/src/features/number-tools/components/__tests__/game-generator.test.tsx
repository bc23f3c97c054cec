import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { renderWithProviders } from '@/testing/render';
import { digitsOnly, GameGenerator } from '../game-generator';

function listNumbers(title: string): string[] {
  const list = screen.queryByRole('list', { name: title });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    : [];
}

describe('GameGenerator', () => {
  it('when letters and signs are typed, then only the digits stay in the field', async () => {
    await renderWithProviders(<GameGenerator />);
    const input = screen.getByLabelText('Digits for 3UP');
    await userEvent.type(input, '1a-2 b3');
    expect(input).toHaveValue('123');
    expect(digitsOnly('٣x4')).toBe('4');
  });

  it('when "1123" is typed, then the unique sorted 3UP numbers are 112, 113, 123', async () => {
    await renderWithProviders(<GameGenerator />);
    await userEvent.type(screen.getByLabelText('Digits for 3UP'), '1123');
    expect(listNumbers('Generated Unique 3UP Numbers')).toEqual(['112', '113', '123']);
  });

  it('when a filter is chosen, then SINGLE, DOUBLE and TRIPLE keep 3, 2 and 1 distinct digits', async () => {
    await renderWithProviders(<GameGenerator />);
    await userEvent.type(screen.getByLabelText('Digits for 3UP'), '11123');
    await userEvent.click(screen.getByText('SINGLE'));
    expect(listNumbers('Generated Unique 3UP Numbers')).toEqual(['123']);
    await userEvent.click(screen.getByText('DOUBLE'));
    expect(listNumbers('Generated Unique 3UP Numbers')).toEqual(['112', '113']);
    await userEvent.click(screen.getByText('TRIPLE'));
    expect(listNumbers('Generated Unique 3UP Numbers')).toEqual(['111']);
    await userEvent.click(screen.getByText('ALL'));
    expect(listNumbers('Generated Unique 3UP Numbers')).toEqual(['111', '112', '113', '123']);
  });

  it('when numbers are generated, then "See these numbers in the history" opens /stats with them (the 100 unsearched down numbers get no link)', async () => {
    await renderWithProviders(<GameGenerator />);
    expect(
      screen.queryByRole('link', { name: 'See these numbers in the history' }),
    ).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Digits for 3UP'), '1123');
    const link = screen.getByRole('link', { name: 'See these numbers in the history' });
    expect(link).toHaveAccessibleDescription(/^Generated Unique 3UP Numbers/);
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/stats');
    expect(url.searchParams.get('numbers')).toBe('112,113,123');

    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(screen.getAllByRole('link', { name: 'See these numbers in the history' })).toHaveLength(
      1,
    );
    await userEvent.type(screen.getByLabelText('Search down number'), '7');
    const links = screen.getAllByRole('link', { name: 'See these numbers in the history' });
    expect(links).toHaveLength(2);
    const down = new URL(links[1]?.getAttribute('href') ?? '', 'http://localhost');
    expect(down.searchParams.get('numbers')?.split(',')).toEqual(
      listNumbers('Down Numbers Search Result'),
    );
  });

  it('when more than 40 numbers are generated, then the link carries the first 40 and says so', async () => {
    await renderWithProviders(<GameGenerator />);
    await userEvent.type(screen.getByLabelText('Digits for 3UP'), '12345678');
    expect(listNumbers('Generated Unique 3UP Numbers').length).toBeGreaterThan(40);
    const link = screen.getByRole('link', {
      name: 'See these numbers in the history (the first 40)',
    });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.searchParams.get('numbers')?.split(',')).toEqual(
      listNumbers('Generated Unique 3UP Numbers').slice(0, 40),
    );
  });

  it('when the 3UP search has digits, then only numbers holding all of them remain', async () => {
    await renderWithProviders(<GameGenerator />);
    await userEvent.type(screen.getByLabelText('Digits for 3UP'), '12345');
    await userEvent.type(screen.getByLabelText('Search 3UP'), '15');
    expect(listNumbers('Generated Unique 3UP Numbers')).toEqual(['125', '135', '145']);
  });

  it('then the 100 down numbers start folded, and Show all lists them', async () => {
    await renderWithProviders(<GameGenerator />);
    expect(listNumbers('Down Numbers Search Result')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Down Numbers Search Result (100)' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(listNumbers('Down Numbers Search Result')).toHaveLength(100);
  });

  it('then the down-number search keeps those containing the text, and cleared it lists all 100 (spec §5)', async () => {
    await renderWithProviders(<GameGenerator />);
    const input = screen.getByLabelText('Search down number');
    await userEvent.type(input, '7');
    const downs = listNumbers('Down Numbers Search Result');
    expect(downs).toHaveLength(19);
    expect(downs.every((n) => n.includes('7'))).toBe(true);
    await userEvent.clear(input);
    expect(listNumbers('Down Numbers Search Result')).toHaveLength(100);
  });

  it('when the down numbers are folded, then the total match still counts all 100 of them', async () => {
    await renderWithProviders(<GameGenerator />);
    await userEvent.type(screen.getByLabelText('Search by total'), '5');
    expect(listNumbers('Total Match Result')).toEqual([
      '05',
      '14',
      '23',
      '32',
      '41',
      '50',
      '69',
      '78',
      '87',
      '96',
    ]);
  });

  it('when a total is typed, then both lists are matched by digit sum mod 10 and the PDF can be downloaded', async () => {
    await renderWithProviders(<GameGenerator />);
    const pdf = screen.getByRole('button', { name: /Download PDF/ });
    expect(pdf).toBeDisabled();
    expect(screen.getByText('Type digits to search by total.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Digits for 3UP'), '1234');
    await userEvent.type(screen.getByLabelText('Search down number'), '3');
    // 6 → sum mod 10 = 6: 123 (6), 24? no: down list holds 2-digit numbers with a 3: 33 (6).
    await userEvent.type(screen.getByLabelText('Search by total'), '6');
    expect(listNumbers('Total Match Result')).toEqual(['123', '33']);
    expect(pdf).toBeEnabled();
  });
});

describe('GameGenerator in Thai', () => {
  it('when Thai is active, then labels, filters, lists and hints read in Thai', async () => {
    await activateLocale('th');
    await renderWithProviders(<GameGenerator />);
    expect(screen.getByRole('heading', { name: 'เครื่องมือสร้างเลข' })).toBeInTheDocument();
    const digits = screen.getByLabelText('ตัวเลขสำหรับ 3 ตัวบน');
    expect(digits).toHaveAttribute('placeholder', 'เช่น 1234');
    expect(screen.getByText('พิมพ์ตัวเลขเพื่อค้นหาตามผลรวม')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ดาวน์โหลด PDF/ })).toBeDisabled();
    await userEvent.type(digits, '11123');
    await userEvent.click(screen.getByText('ตอง'));
    expect(listNumbers('เลข 3 ตัวบนที่สร้างได้ (ไม่ซ้ำกัน)')).toEqual(['111']);
    expect(screen.getByRole('link', { name: 'ดูประวัติของเลขเหล่านี้' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'แสดงทั้งหมด' }));
    expect(listNumbers('ผลค้นหาเลขตัวล่าง')).toHaveLength(100);
  });
});

describe('GameGenerator PDF offline', () => {
  it('when the PDF is asked for offline in Thai and its font is not on the device, then the error says so in Thai', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await activateLocale('th');
      await renderWithProviders(<GameGenerator />);
      await userEvent.type(screen.getByLabelText('ตัวเลขสำหรับ 3 ตัวบน'), '1234');
      await userEvent.type(screen.getByLabelText('ค้นหาตามผลรวม'), '6');
      await userEvent.click(screen.getByRole('button', { name: /ดาวน์โหลด PDF/ }));
      expect(
        await screen.findByText(
          'PDF ภาษานี้ต้องใช้ฟอนต์ที่ยังไม่ได้บันทึกไว้ในเครื่องนี้ เชื่อมต่ออินเทอร์เน็ตแล้วลองอีกครั้ง',
          {},
          { timeout: 5000 },
        ),
      ).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });
});
