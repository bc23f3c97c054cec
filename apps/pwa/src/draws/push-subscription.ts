import { type PushChoice, PUSH_API } from '@lotto/contracts';
import type { Locale } from '@lotto/site';
import { queryOptions } from '@tanstack/react-query';
import { currentLocale, i18n } from '@/i18n';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { keepPush, mirrorLang, readDevice } from './push-device';

/*
 * Web Push on draw day, the page's side (issue 38): whether this browser can receive a push with
 * the app closed, the server's key, and subscribing, changing the choices or the language, and
 * turning it off — each told to the server (`PUSH_API.*`) and kept on the device for the push
 * worker (./push-device.ts). The permission is asked on the visitor's tap only
 * (./push-choices.tsx), never on load.
 */

/**
 * `supported`; `install`: an iPhone or iPad in Safari — Web Push works only in the app added to
 * the Home Screen; `unsupported`: no service worker, Push API or notifications here.
 */
export type PushSupport = 'supported' | 'install' | 'unsupported';

function isAppleMobile(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  // iPadOS says it is a Mac; a Mac has no touch screen.
  return (
    /iPhone|iPad|iPod/.test(userAgent) || (userAgent.includes('Macintosh') && maxTouchPoints > 1)
  );
}

function isInstalledApp(): boolean {
  return (
    (navigator as { standalone?: boolean }).standalone === true ||
    window.matchMedia('(display-mode: standalone)').matches
  );
}

/** Whether a push can reach this browser with the app closed (see `PushSupport`). */
export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  const capable =
    'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isAppleMobile() && !isInstalledApp()) return capable ? 'supported' : 'install';
  return capable ? 'supported' : 'unsupported';
}

/** The server's VAPID public key (base64url), or null when the server does not send pushes. */
export const pushKeyQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.pushKey,
    queryFn: async ({ signal }) =>
      (await api.get(PUSH_API.key.path(), { schema: PUSH_API.key.response, signal })).publicKey,
    staleTime: 60 * 60 * 1000,
  });

const pushOnListeners = new Set<() => void>();

/** Calls `listener` each time the visitor turns push on (or changes it) on this device; returns its stop. */
export function onPushOn(listener: () => void): () => void {
  pushOnListeners.add(listener);
  return () => pushOnListeners.delete(listener);
}

/**
 * Whether this device holds a push subscription — asked of the browser, without opening the
 * device's IndexedDB (a visitor who never turned push on gets nothing written there).
 */
export async function hasPushSubscription(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) != null;
}

/** The visitor refused notifications (now or before): the browser's settings must allow them. */
export class PushDeniedError extends Error {
  override readonly name = 'PushDeniedError';
}

/** This device's push: what it asked for, or null when it is not subscribed (or not here). */
export async function currentChoices(): Promise<PushChoice[] | null> {
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  if (subscription === null || Notification.permission !== 'granted') return null;
  const { push } = await readDevice();
  return push !== null && push.endpoint === subscription.endpoint ? push.choices : null;
}

/**
 * Asks for the permission when the browser has not been told yet — call it first thing in the
 * tap's handler: Safari grants the prompt only within the tap.
 */
export async function askPermission(): Promise<NotificationPermission> {
  return Notification.permission === 'default'
    ? Notification.requestPermission()
    : Notification.permission;
}

/** The key a subscription was made with, as base64url (to tell whether the server's key changed). */
function keyOf(subscription: PushSubscription): string | null {
  const key = subscription.options.applicationServerKey;
  if (key === null) return null;
  let binary = '';
  for (const byte of new Uint8Array(key)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * Subscribes this device (or changes its choices) with the server's `publicKey`: the permission
 * (asked if need be), the browser's subscription, `PUT /push/subscription` with the choices and
 * the language, then the device keeps them for the push worker.
 *
 * @throws PushDeniedError when notifications are not allowed; an ApiError when the server refuses.
 */
export async function subscribePush(
  publicKey: string,
  choices: readonly PushChoice[],
  lang: Locale,
): Promise<void> {
  if ((await askPermission()) !== 'granted') throw new PushDeniedError('Notifications not allowed');
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (subscription !== null && keyOf(subscription) !== publicKey) {
    // Made with another server key (the server's keys were changed): it cannot receive ours.
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  await api.request('PUT', PUSH_API.subscribe.path(), {
    body: { subscription: subscription.toJSON(), choices: [...choices], lang },
  });
  await keepPush({
    choices: [...choices],
    endpoint: subscription.endpoint,
    applicationServerKey: publicKey,
  });
  await mirrorLang(lang);
  for (const listener of pushOnListeners) listener();
}

/** Turns push off on this device: the server forgets it, then the browser and the device do. */
export async function unsubscribePush(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  if (subscription !== null) {
    await api.post(PUSH_API.unsubscribe.path(), { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  await keepPush(null);
}

/**
 * The app's language changed (or the app started): the device keeps it for the worker, and a
 * subscribed device tells the server, whose fallback notification is then in that language too.
 */
export async function updatePushLang(lang: Locale): Promise<void> {
  const before = await readDevice();
  await mirrorLang(lang);
  if (before.lang === lang || before.push === null || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription?.endpoint !== before.push.endpoint) return;
  await api.request('PUT', PUSH_API.subscribe.path(), {
    body: { subscription: subscription.toJSON(), choices: before.push.choices, lang },
  });
}

/**
 * Keeps the app's language on the device (and a subscribed device's on the server) from now on:
 * once at start, then on every change. Returns the stop.
 */
export function followLangForPush(): () => void {
  const follow = () => {
    updatePushLang(currentLocale()).catch((error: unknown) =>
      console.warn('Push: the language could not be kept', error),
    );
  };
  follow();
  return i18n.on('change', follow);
}
