import { screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { holdRequests } from '@/testing/network';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { images } from '@/testing/fixtures';
import { tipsQueryOptions } from '../../api/get-tips';
import { TipsGallery } from '../tips-gallery';

afterEach(() => onlineManager.setOnline(true));

describe('TipsGallery', () => {
  it('when the tips are still loading, then it says "Loading tips..."', async () => {
    holdRequests();
    await renderWithProviders(<TipsGallery />);
    expect(screen.getByText('Loading tips...')).toBeInTheDocument();
    expect(screen.queryByText('No tips found')).not.toBeInTheDocument();
  });

  it('when the request fails, then it says the tips could not be loaded and why, with Retry — not "No tips found"', async () => {
    await renderWithProviders(<TipsGallery />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the tips.');
    expect(alert).toHaveTextContent('The server could not be reached.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByText('No tips found')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading tips...')).not.toBeInTheDocument();
  });

  it('when offline with no tips saved on /tips, then it says the page has not been saved yet', async () => {
    onlineManager.setOnline(false);
    await renderWithProviders(<TipsGallery />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline and this page has not been saved yet.',
    );
    expect(screen.queryByText('Loading tips...')).not.toBeInTheDocument();
  });

  it('when offline with saved tips, then they show with the age of the saved copy', async () => {
    onlineManager.setOnline(false);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(tipsQueryOptions().queryKey, images(3, 'tip'), {
      updatedAt: Date.now() - 2 * 86_400_000,
    });
    await renderWithProviders(<TipsGallery />, { queryClient });
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline: showing the copy saved 2 days ago.',
    );
  });

  it('when there are no tips, then it says "No tips found"', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(tipsQueryOptions().queryKey, []);
    await renderWithProviders(<TipsGallery />, { queryClient });
    expect(screen.getByText('No tips found')).toBeInTheDocument();
  });

  it('when there are tips, then each is an image in the grid (a limit keeps the newest)', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(tipsQueryOptions().queryKey, images(10, 'tip'));
    await renderWithProviders(<TipsGallery limit={8} />, { queryClient });
    const grid = screen.getByRole('list', { name: 'Tips' });
    expect(grid).toHaveClass('cols-4');
    const shown = screen.getAllByRole('img');
    expect(shown).toHaveLength(8);
    expect(shown[0]).toHaveAttribute('src', 'https://images.example/tip-1.png');
    expect(shown[0]).toHaveAccessibleName('Tip 1');
  });
});

describe('TipsGallery in Thai', () => {
  it('when Thai is active, then the loading and empty texts and the images’ names are Thai', async () => {
    await activateLocale('th');
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(tipsQueryOptions().queryKey, images(2, 'tip'));
    await renderWithProviders(<TipsGallery />, { queryClient });
    expect(screen.getByRole('list', { name: 'เลขเด็ด' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')[0]).toHaveAccessibleName('เลขเด็ด 1');
  });

  it('when Thai is active and there are none, then it says so in Thai', async () => {
    await activateLocale('th');
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(tipsQueryOptions().queryKey, []);
    await renderWithProviders(<TipsGallery />, { queryClient });
    expect(screen.getByText('ไม่พบเลขเด็ด')).toBeInTheDocument();
  });

  it('when Thai is active and the tips are loading, then it says so in Thai', async () => {
    await activateLocale('th');
    holdRequests();
    await renderWithProviders(<TipsGallery />);
    expect(screen.getByText('กำลังโหลดเลขเด็ด...')).toBeInTheDocument();
  });
});
