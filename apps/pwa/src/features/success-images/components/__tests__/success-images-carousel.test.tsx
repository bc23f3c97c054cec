import { onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { images } from '@/testing/fixtures';
import { holdRequests } from '@/testing/network';
import { activateLocale } from '@/i18n/activate';
import userEvent from '@testing-library/user-event';
import { successImagesQueryOptions } from '../../api/get-success-images';
import { CAROUSEL_SPEED, SuccessImagesCarousel } from '../success-images-carousel';

afterEach(() => onlineManager.setOnline(true));

describe('SuccessImagesCarousel', () => {
  it('when loading, then it says "Loading success tips..."', async () => {
    holdRequests();
    await renderWithProviders(<SuccessImagesCarousel />);
    expect(screen.getByText('Loading success tips...')).toBeInTheDocument();
  });

  it('when the request fails, then it says why with Retry, not "No success tips found"', async () => {
    await renderWithProviders(<SuccessImagesCarousel />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the success tips.');
    expect(alert).toHaveTextContent('The server could not be reached.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No success tips found')).not.toBeInTheDocument();
  });

  it('when offline with nothing saved, then the card says so instead of loading', async () => {
    onlineManager.setOnline(false);
    await renderWithProviders(<SuccessImagesCarousel />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline and this has not been saved on this device yet.',
    );
    expect(screen.queryByText('Loading success tips...')).not.toBeInTheDocument();
  });

  it('when there are none, then it says "No success tips found"', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(successImagesQueryOptions().queryKey, []);
    await renderWithProviders(<SuccessImagesCarousel />, { queryClient });
    expect(screen.getByText('No success tips found')).toBeInTheDocument();
  });

  it('when there are 12, then the 10 newest scroll at speed 40 (the copy for the loop is hidden)', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(successImagesQueryOptions().queryKey, images(12, 'success'));
    await renderWithProviders(<SuccessImagesCarousel />, { queryClient });
    const visible = screen.getAllByRole('img');
    expect(visible).toHaveLength(10);
    expect(visible[0]).toHaveAccessibleName('Success tip 1');
    expect(visible[9]).toHaveAttribute('src', 'https://images.example/success-10.png');
    expect(document.querySelector('.marquee-track')).toHaveAttribute(
      'data-speed',
      String(CAROUSEL_SPEED),
    );
    expect(CAROUSEL_SPEED).toBe(40);
    expect(document.querySelectorAll('.marquee-track li[aria-hidden="true"]')).toHaveLength(10);
  });
});

describe('SuccessImagesCarousel in other languages', () => {
  it('when Thai is active, then the title, the strip, its button and the images are named in Thai', async () => {
    await activateLocale('th');
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(successImagesQueryOptions().queryKey, images(3, 'success'));
    await renderWithProviders(<SuccessImagesCarousel />, { queryClient });
    expect(screen.getByRole('heading', { name: 'เลขเด็ดที่ถูกรางวัล' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')[0]).toHaveAccessibleName('เลขเด็ดที่ถูกรางวัล 1');
    const toggle = screen.getByRole('button', { name: 'หยุดชั่วคราว' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('เล่น');
    expect(document.querySelector('.marquee')).toHaveAttribute(
      'aria-label',
      'เลขเด็ดที่ถูกรางวัล หยุดเลื่อนเมื่อชี้เมาส์หรือโฟกัส',
    );
  });

  it('when Urdu is active and there are none, then it says so in Urdu', async () => {
    await activateLocale('ur');
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(successImagesQueryOptions().queryKey, []);
    await renderWithProviders(<SuccessImagesCarousel />, { queryClient });
    expect(screen.getByText('کوئی کامیاب ٹپ نہیں ملی')).toBeInTheDocument();
  });
});
