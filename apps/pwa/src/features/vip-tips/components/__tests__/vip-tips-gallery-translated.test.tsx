import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { images } from '@/testing/fixtures';
import { holdRequests } from '@/testing/network';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { vipTipsQueryOptions } from '../../api/get-vip-tips';
import { VipTipsGallery } from '../vip-tips-gallery';

afterEach(() => activateLocale('en'));

describe('VipTipsGallery in Thai', () => {
  it('when loading, then it says so in Thai', async () => {
    await activateLocale('th');
    holdRequests();
    await renderWithProviders(<VipTipsGallery uid="u1" />);
    expect(screen.getByText('กำลังโหลดเลขเด็ด VIP...')).toBeInTheDocument();
  });

  it('when there are none, then it says so in Thai', async () => {
    await activateLocale('th');
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(vipTipsQueryOptions('u1').queryKey, []);
    await renderWithProviders(<VipTipsGallery uid="u1" />, { queryClient });
    expect(screen.getByText('ยังไม่มีเลขเด็ด VIP')).toBeInTheDocument();
  });

  it('when there are VIP tips, then the grid and its images are named in Thai', async () => {
    await activateLocale('th');
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(vipTipsQueryOptions('u1').queryKey, images(2, 'vip'));
    await renderWithProviders(<VipTipsGallery uid="u1" />, { queryClient });
    expect(screen.getByRole('list', { name: 'เลขเด็ด VIP' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^เลขเด็ด VIP \d$/ })).toHaveLength(2);
  });
});
