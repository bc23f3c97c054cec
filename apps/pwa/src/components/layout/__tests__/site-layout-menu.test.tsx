import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { clearStartRequest, requestAtStart } from '@/lib/app-start';
import { useAuthStore } from '@/lib/auth/auth-store';
import { renderWithProviders } from '@/testing/render';
import { SiteLayout } from '../site-layout';

const initialAuth = useAuthStore.getState();

afterEach(() => {
  clearStartRequest();
  act(() => useAuthStore.setState(initialAuth, true));
});

async function layout() {
  await activateLocale('en');
  useAuthStore.setState({ user: null, ready: true });
  await renderWithProviders(
    <SiteLayout>
      <p>page</p>
    </SiteLayout>,
  );
  return screen.getByRole('button', { name: 'Open menu' });
}

describe('the menu pressed before the app was up', () => {
  it('when the shell’s menu button was pressed before the first render, then the menu is open', async () => {
    requestAtStart('menu');
    const button = await layout();
    expect(await screen.findByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('when it was pressed while React rendered (after the layout read it), then the menu opens, and the visitor can close it', async () => {
    const button = await layout();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => requestAtStart('menu'));
    await screen.findByRole('navigation', { name: 'Mobile' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement).not.toHaveAttribute('data-start-request');
  });
});
