import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderWithProviders } from '@/testing/render';

/**
 * Renders an admin component as {@link renderWithProviders} does, at /admin, with the admin's
 * query defaults: no retries, and queries go stale and get collected as in the admin panel.
 */
export function renderAdmin(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return renderWithProviders(ui, { queryClient, path: '/admin' });
}

/** Opens the Popconfirm of `button` and answers it. */
export async function confirmPopup(button: HTMLElement, answer: 'Delete' | 'Cancel') {
  const user = userEvent.setup();
  await user.click(button);
  const popup = await screen.findByRole('tooltip');
  await user.click(within(popup).getByRole('button', { name: answer }));
}
