import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatDrawDate } from '@/lib/format';
import { noop } from '@/lib/noop';
import { drawSearchText } from '../../lib/draw-search';
import { DRAW_PICKER_LIMIT, type DrawOption, DrawPicker } from '../draw-picker';

/** The 1st and 16th of every month, newest first, 2026 back to 1991: 864 draws. */
const OPTIONS: DrawOption[] = [];
for (let year = 2026; year >= 1991; year -= 1) {
  for (let month = 12; month >= 1; month -= 1) {
    for (const day of ['16', '01']) {
      const date = `${year}-${String(month).padStart(2, '0')}-${day}`;
      OPTIONS.push({ value: date, label: formatDrawDate(date), search: drawSearchText(date) });
    }
  }
}

function Picker({ initial = OPTIONS[0]?.value }: { initial?: string | undefined }) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="Picker" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="draw">Draw</label>
      <DrawPicker id="draw" options={OPTIONS} value={value} onChange={setValue} onBlur={noop} />
      <output aria-label="Picked">{value}</output>
    </form>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Draw' });
const picked = () => screen.getByRole('status', { name: 'Picked' });

describe('DrawPicker', () => {
  it('when closed, then it shows the picked draw, collapsed, with its date as title', () => {
    render(<Picker />);
    expect(box()).toHaveValue('16/12/2026');
    expect(box()).toHaveAttribute('title', '16/12/2026');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('when opened with 864 draws, then it lists only the first 50 and says how to find the others', async () => {
    render(<Picker />);
    await userEvent.click(box());
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Draws' });
    expect(box()).toHaveAttribute('aria-controls', list.id);
    expect(within(list).getAllByRole('option')).toHaveLength(DRAW_PICKER_LIMIT);
    expect(screen.getByText(/^50 of 864 draws listed/)).toBeInTheDocument();
  });

  it('when a draw far down the list is picked, then reopening lists the draws around it', async () => {
    render(<Picker initial="2003-03-01" />);
    await userEvent.click(box());
    expect(screen.getByRole('option', { name: '01/03/2003' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('when typed, then arrows move through the matches, Enter picks, and the list closes', async () => {
    render(<Picker />);
    await userEvent.click(box());
    await userEvent.type(box(), 'ธันวาคม 2567');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.getAttribute('title'))).toEqual(['16/12/2024', '01/12/2024']);
    // The first match is where the keys are.
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{ArrowDown}{Enter}');
    expect(picked()).toHaveTextContent('2024-12-01');
    expect(box()).toHaveValue('01/12/2024');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('when Escape is pressed, then the list closes and the picked draw stays', async () => {
    render(<Picker />);
    await userEvent.click(box());
    await userEvent.type(box(), '1999');
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('16/12/2026');
    expect(picked()).toHaveTextContent('2026-12-16');
  });

  it('when ArrowDown is pressed on the closed box, then it opens on the picked draw', async () => {
    render(<Picker />);
    await userEvent.tab();
    expect(box()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: '16/12/2026' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(picked()).toHaveTextContent('2026-12-01');
  });

  it('when nothing matches, then it says so and Enter picks nothing', async () => {
    render(<Picker />);
    await userEvent.click(box());
    await userEvent.type(box(), '1989');
    expect(screen.getByText('No draw matches')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    expect(picked()).toHaveTextContent('2026-12-16');
  });

  it('when a draw is clicked, then it is picked and the box keeps the focus', async () => {
    render(<Picker />);
    await userEvent.click(box());
    await userEvent.type(box(), 'june 1995');
    await userEvent.click(screen.getByTitle('01/06/1995'));
    expect(picked()).toHaveTextContent('1995-06-01');
    expect(box()).toHaveFocus();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });
});
