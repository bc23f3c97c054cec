import { type PushChoice, PUSH_API } from '@lotto/contracts';
import {
  type DeviceState,
  keepPush,
  noteShown,
  readDevice,
  shownNotices,
} from '@/draws/push-device';
import { env } from '@/config/env';
import { pushNotice } from './push-notice';
import { workerWords } from './worker-words';

/*
 * The service worker's Web Push (issue 38). Built on its own into one classic script
 * (build/vite-push-worker.ts) that the generated service worker loads with `importScripts`:
 * - `push`: reads the device (saved tickets, language, choices: src/draws/push-device.ts, which
 *   the app keeps) and shows what `pushNotice` decides — always one notification, as browsers
 *   require of a push;
 * - `pushsubscriptionchange`: the browser replaced the subscription — subscribes again with the
 *   same server key and tells the server (`POST /push/renew`; when it no longer knows the old one,
 *   `PUT /push/subscription` with the choices kept on the device).
 * A tapped notification opens its `data.url` (public/sw-notifications.js).
 */

/** The events this file handles, as the service worker's global scope has them. */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown; text(): string } | null;
}
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}
interface ServiceWorkerScope {
  readonly registration: ServiceWorkerRegistration;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(
    type: 'pushsubscriptionchange',
    listener: (event: PushSubscriptionChangeEvent) => void,
  ): void;
}
const scope = self as unknown as ServiceWorkerScope;

const NOTHING_KEPT: DeviceState = { tickets: [], lang: null, push: null };

function payloadOf(data: PushEvent['data']): unknown {
  try {
    return data?.json() ?? null;
  } catch {
    return null;
  }
}

async function showPush(data: PushEvent['data']): Promise<void> {
  let device = NOTHING_KEPT;
  let shown: string[] = [];
  try {
    [device, shown] = await Promise.all([readDevice(), shownNotices()]);
  } catch (error) {
    // Storage cleared or refused: the push still shows, without the tickets.
    console.error('Push: the device could not be read', error);
  }
  const { title, options } = pushNotice({
    payload: payloadOf(data),
    device,
    shown,
    words: workerWords,
  });
  await scope.registration.showNotification(title, options);
  if (options.data.notice !== null) {
    await noteShown(options.data.notice).catch((error: unknown) =>
      console.error('Push: the notice could not be recorded', error),
    );
  }
}

scope.addEventListener('push', (event) => {
  event.waitUntil(showPush(event.data));
});

async function send(method: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${env.apiUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

function failed(response: Response, what: string): Error {
  return new Error(`Push: ${what} answered ${response.status}`);
}

async function renew(event: PushSubscriptionChangeEvent): Promise<void> {
  const { push, lang } = await readDevice();
  // Turned off, or subscribed before the device kept its choices: nothing to renew.
  if (push === null) return;
  const subscription =
    event.newSubscription ??
    (await scope.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: push.applicationServerKey,
    }));
  const json = subscription.toJSON();
  const oldEndpoint = event.oldSubscription?.endpoint ?? push.endpoint;
  const renewed = await send('POST', PUSH_API.renew.path(), { oldEndpoint, subscription: json });
  if (renewed.status === 404) {
    const choices: PushChoice[] = push.choices;
    const put = await send('PUT', PUSH_API.subscribe.path(), {
      subscription: json,
      choices,
      lang: lang ?? 'en',
    });
    if (!put.ok) throw failed(put, 'PUT /push/subscription');
  } else if (!renewed.ok) {
    throw failed(renewed, 'POST /push/renew');
  }
  await keepPush({ ...push, endpoint: subscription.endpoint });
}

scope.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    renew(event).catch((error: unknown) => {
      console.error('Push: the subscription could not be renewed', error);
    }),
  );
});
