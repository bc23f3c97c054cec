import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hasSessionHint, useAuthStore } from '@/lib/auth/auth-store';
import { renderWithProviders } from '@/testing/render';
import { AccountSlot } from '../nav-items';

const initial = useAuthStore.getState();

afterEach(() => {
  localStorage.clear();
  act(() => useAuthStore.setState(initial, true));
});

describe('AccountSlot', () => {
  it('when nobody signed in on this device, then Login shows at once, before Firebase reports', async () => {
    expect(hasSessionHint()).toBe(false);
    await renderWithProviders(<AccountSlot />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('when a member signed in on this device, then nothing shows until Firebase reports', async () => {
    localStorage.setItem('lotto.signedIn', '1');
    await renderWithProviders(<AccountSlot />);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    act(() =>
      useAuthStore.setState({
        ready: true,
        user: { uid: 'u1', email: 'somchai@example.com', displayName: null, photoURL: null },
      }),
    );
    const profile = screen.getByRole('link', { name: 'Go to Profile' });
    expect(profile).toHaveAttribute('title', 'Go to Profile');
    expect(screen.getByRole('img', { name: 'somchai@example.com' })).toHaveTextContent('S');
  });

  it('when Firebase reports nobody, then Login shows even with a stale hint', async () => {
    localStorage.setItem('lotto.signedIn', '1');
    await renderWithProviders(<AccountSlot />);
    act(() => useAuthStore.setState({ ready: true, user: null }));
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
