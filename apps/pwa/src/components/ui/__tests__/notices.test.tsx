import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type NoticesApi, useNotices } from '../notices';

/** A component holding the notices; the test drives them through the api it hands out. */
function renderNotices() {
  const ref: { api?: NoticesApi } = {};
  function Holder() {
    const [api, holder] = useNotices();
    ref.api = api;
    return holder;
  }
  render(<Holder />);
  const api = () => {
    if (!ref.api) throw new Error('not rendered');
    return ref.api;
  };
  return { api };
}

describe('useNotices', () => {
  it('when a notice is opened, then its title, text and actions show in a region named by its title, as an alert', () => {
    const { api } = renderNotices();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() =>
      api().open({
        key: 'a',
        title: 'New draw 16/12/2024',
        description: 'None of your 1 saved ticket(s) won this time.',
        actions: <a href="/check">See details</a>,
      }),
    );
    const notice = screen.getByRole('region', { name: 'New draw 16/12/2024' });
    expect(notice).toHaveTextContent('None of your 1 saved ticket(s) won this time.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'New draw 16/12/2024None of your 1 saved ticket(s) won this time.See details',
    );
    expect(screen.getByRole('link', { name: 'See details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('when a notice is opened again with the same key, then it replaces the first where it stood', () => {
    const { api } = renderNotices();
    act(() => {
      api().open({ key: 'a', title: 'First', description: 'one' });
      api().open({ key: 'b', title: 'Second', description: 'two' });
      api().open({ key: 'a', title: 'First', description: 'one, updated' });
    });
    const regions = screen.getAllByRole('region');
    expect(regions).toHaveLength(2);
    expect(regions[0]).toHaveAccessibleName('First');
    expect(regions[0]).toHaveTextContent('one, updated');
    expect(regions[1]).toHaveAccessibleName('Second');
  });

  it('when the member closes a notice, then it goes and its onClose is called; closed by the code, onClose is not', async () => {
    const user = userEvent.setup();
    const { api } = renderNotices();
    const onCloseA = vi.fn();
    const onCloseB = vi.fn();
    act(() => {
      api().open({ key: 'a', title: 'First', onClose: onCloseA });
      api().open({ key: 'b', title: 'Second', onClose: onCloseB });
    });
    const first = screen.getByRole('region', { name: 'First' });
    await user.click(within(first).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'First' })).not.toBeInTheDocument();
    expect(onCloseA).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Second' })).toBeInTheDocument();

    act(() => api().close('b'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(onCloseB).not.toHaveBeenCalled();
  });

  it('stays until closed', () => {
    vi.useFakeTimers();
    try {
      const { api } = renderNotices();
      act(() => api().open({ key: 'a', title: 'First' }));
      act(() => {
        vi.advanceTimersByTime(60 * 60_000);
      });
      expect(screen.getByRole('region', { name: 'First' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
