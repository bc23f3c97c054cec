import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { PushChoices } from '../push-choices';
import { keepPush } from '../push-device';

/*
 * The draw-day notifications' panel in jsdom: the browser's push pieces (Notification, PushManager,
 * the service worker's registration) are stood in for, as the browser would answer; the API is the
 * discard port of vitest.config.ts, so a save fails for real.
 */

/** A browser that can receive pushes: permission `permission`, no subscription yet. */
function pushCapableBrowser(permission: NotificationPermission, subscribed = false) {
  const stand = {
    permission,
    requestPermission: vi.fn(() => {
      stand.permission = 'granted';
      return Promise.resolve('granted' as const);
    }),
  };
  vi.stubGlobal('Notification', stand);
  // Only its presence is read (`'PushManager' in window`).
  vi.stubGlobal('PushManager', function PushManager() {
    return undefined;
  });
  const subscription = {
    endpoint: 'https://push.example/1',
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: () => Promise.resolve(true),
  };
  const subscribe = vi.fn(() => Promise.resolve(subscription));
  const registration = {
    pushManager: {
      getSubscription: () => Promise.resolve(subscribed ? subscription : null),
      subscribe,
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: () => Promise.resolve(registration),
    },
  });
  return { stand, subscribe };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
});

async function renderWithKey(publicKey: string | null) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.pushKey, publicKey);
  await renderWithProviders(<PushChoices />, { queryClient });
}

describe('PushChoices', () => {
  it('when the browser has no Push API and no notifications, then it says so plainly', async () => {
    await renderWithKey('KEY');
    expect(
      screen.getByText('This browser cannot receive notifications while the app is closed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('when it is Safari on an iPhone outside the installed app, then it says to add it to the Home Screen', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
    );
    await renderWithKey('KEY');
    expect(screen.getByText(/add Lotto to the Home Screen first/)).toBeInTheDocument();
  });

  it('when the page loads, then no permission is asked; the tap asks, then the choices show with the one in force', async () => {
    const { stand } = pushCapableBrowser('default');
    await renderWithKey('BKey');
    expect(stand.requestPermission).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Draw-day notifications' }));
      await Promise.resolve();
    });
    expect(stand.requestPermission).toHaveBeenCalledTimes(1);
    const panel = await screen.findByRole('region', { name: 'Notifications on this device' });
    expect(await screen.findByText(/Off on this device\./)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'when the draw is final' })).toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'as each prize comes in, then when it is final' }),
    ).not.toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'only when one of my saved tickets wins' }),
    ).toBeInTheDocument();
    // The question has the focus: the tap opened it.
    expect(document.activeElement?.tagName).toBe('LEGEND');
    expect(panel).toHaveTextContent('Your tickets stay on this device');
  });

  it('when the device is subscribed, then the choice in force is shown with Turn off', async () => {
    pushCapableBrowser('granted', true);
    await keepPush({
      choices: ['tiers'],
      endpoint: 'https://push.example/1',
      applicationServerKey: 'BKey',
    });
    await renderWithKey('BKey');
    fireEvent.click(screen.getByRole('button', { name: 'Draw-day notifications' }));
    expect(
      await screen.findByText(/On: as each prize comes in, then when it is final\./),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'as each prize comes in, then when it is final' }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    await keepPush(null);
  });

  it('when saving fails (the server cannot be reached), then it says why with Retry', async () => {
    const { subscribe } = pushCapableBrowser('granted');
    await renderWithKey('BKey');
    fireEvent.click(screen.getByRole('button', { name: 'Draw-day notifications' }));
    fireEvent.click(
      await screen.findByRole('radio', { name: 'only when one of my saved tickets wins' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Could not save the notifications: /);
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: 'BKey' });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('when the server sends no pushes (no key), then it says so and the open page still notifies', async () => {
    pushCapableBrowser('granted');
    await renderWithKey(null);
    fireEvent.click(screen.getByRole('button', { name: 'Draw-day notifications' }));
    expect(
      await screen.findByText(/This server does not send notifications while the app is closed/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
