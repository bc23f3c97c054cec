import { screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { images } from '@/testing/fixtures';
import { holdRequests } from '@/testing/network';
import { vipTipsQueryOptions } from '../../api/get-vip-tips';
import { VipTipsGallery } from '../vip-tips-gallery';

afterEach(() => onlineManager.setOnline(true));

describe('VipTipsGallery', () => {
  it('when loading, then it says "Loading VIP Tips..."', async () => {
    holdRequests();
    await renderWithProviders(<VipTipsGallery uid="u1" />);
    expect(screen.getByText('Loading VIP Tips...')).toBeInTheDocument();
  });

  it('when the request fails, then it says why with Retry, not "No VIP Tips available."', async () => {
    await renderWithProviders(<VipTipsGallery uid="u1" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the VIP tips.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No VIP Tips available.')).not.toBeInTheDocument();
  });

  it('when offline (VIP tips are never saved), then it says the page has not been saved', async () => {
    onlineManager.setOnline(false);
    await renderWithProviders(<VipTipsGallery uid="u1" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline and this page has not been saved yet.',
    );
  });

  it('when there are none, then it says "No VIP Tips available."', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(vipTipsQueryOptions('u1').queryKey, []);
    await renderWithProviders(<VipTipsGallery uid="u1" />, { queryClient });
    expect(screen.getByText('No VIP Tips available.')).toBeInTheDocument();
  });

  it('when there are VIP tips, then they show in a grid of at most 3 columns', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(vipTipsQueryOptions('u1').queryKey, images(4, 'vip'));
    await renderWithProviders(<VipTipsGallery uid="u1" />, { queryClient });
    expect(screen.getByRole('list', { name: 'VIP Tips' })).toHaveClass('cols-3');
    expect(screen.getAllByRole('img')).toHaveLength(4);
  });

  it('when the data belongs to another member, then it is not shown', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(vipTipsQueryOptions('someone-else').queryKey, images(2, 'vip'));
    await renderWithProviders(<VipTipsGallery uid="u1" />, { queryClient });
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });
});
