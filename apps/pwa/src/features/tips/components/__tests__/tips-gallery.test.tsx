import { screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { images } from '@/testing/fixtures';
import { tipsQueryOptions } from '../../api/get-tips';
import { TipsGallery } from '../tips-gallery';

afterEach(() => onlineManager.setOnline(true));

describe('TipsGallery', () => {
  it('when the tips are still loading, then it says "Loading tips..."', async () => {
    // Offline, React Query holds the request (paused) instead of letting it fail at once.
    onlineManager.setOnline(false);
    await renderWithProviders(<TipsGallery />);
    expect(screen.getByText('Loading tips...')).toBeInTheDocument();
  });

  it('when the request fails, then loading ends in the empty state without an error message', async () => {
    await renderWithProviders(<TipsGallery />);
    expect(await screen.findByText('No tips found')).toBeInTheDocument();
    expect(screen.queryByText('Loading tips...')).not.toBeInTheDocument();
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
