import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { OfflineBanner } from '../offline-banner';
import { setNavigatorOnline } from '@/testing/network';

afterEach(() => act(() => setNavigatorOnline(true)));

describe('OfflineBanner', () => {
  it('when online, then nothing is shown', async () => {
    await renderWithProviders(<OfflineBanner />);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('when the connection drops, then it says so with the time the saved data was last updated', async () => {
    const queryClient = createTestQueryClient();
    const updatedAt = new Date(2026, 7, 1, 16, 5).getTime();
    queryClient.setQueryData(['results'], [], { updatedAt });
    queryClient
      .getQueryCache()
      .find({ queryKey: ['results'] })
      ?.setOptions({ queryKey: ['results'], meta: { persist: true } });
    await renderWithProviders(<OfflineBanner />, { queryClient });
    act(() => setNavigatorOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Pages show what this device has saved. Last updated 01/08/2026 16:05',
    );
    act(() => setNavigatorOnline(true));
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('when nothing was saved yet, then it says that instead of a time', async () => {
    await renderWithProviders(<OfflineBanner />);
    act(() => setNavigatorOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Nothing has been saved on this device yet.',
    );
  });
});
