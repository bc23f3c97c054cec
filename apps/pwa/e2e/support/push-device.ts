import type { DeviceSubscription, PushService, ReceivedPush } from '@lotto/test-kit';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/*
 * A browser device for Web Push (issue 38). Headless Chromium has no push service to subscribe
 * with, so the device's subscription is one the stand-in push service made
 * (`PushService.subscribe()`: its own key pair, kept to decrypt): `PushManager` hands it to the app
 * instead of the browser's. Everything after is real — the app sends it to the API, the API
 * encrypts and signs each push for it, the stand-in checks and decrypts them — and each push the
 * stand-in accepts is handed to the service worker as a push service would, through the DevTools
 * protocol (`ServiceWorker.deliverPushMessage`), with the app's pages closed.
 */

/** `PushManager.subscribe`/`getSubscription` answer `subscription` (kept in the origin's localStorage). */
export async function useStandInSubscription(
  context: BrowserContext,
  subscription: DeviceSubscription,
): Promise<void> {
  await context.addInitScript((device: DeviceSubscription) => {
    if (!('PushManager' in self)) return;
    const KEPT = 'e2e.push.applicationServerKey';
    const toBytes = (text: string) => {
      const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
      const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
      return Uint8Array.from(binary, (c) => c.charCodeAt(0)).buffer;
    };
    const toText = (key: BufferSource | string) => {
      if (typeof key === 'string') return key;
      const bytes = new Uint8Array(key instanceof ArrayBuffer ? key : key.buffer);
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
    };
    const made = (key: string) => ({
      endpoint: device.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: toBytes(key) },
      getKey: (name: 'p256dh' | 'auth') => toBytes(device.keys[name]),
      toJSON: () => device,
      unsubscribe: () => {
        localStorage.removeItem(KEPT);
        return Promise.resolve(true);
      },
    });
    PushManager.prototype.subscribe = function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      if (key === undefined || key === null)
        return Promise.reject(new DOMException('No applicationServerKey', 'InvalidAccessError'));
      const text = toText(key);
      localStorage.setItem(KEPT, text);
      return Promise.resolve(made(text) as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      const key = localStorage.getItem(KEPT);
      return Promise.resolve(key === null ? null : (made(key) as unknown as PushSubscription));
    };
  }, subscription);
}

/** The service worker registration's id of `origin`, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No service worker registration for ${origin}/`)),
      20_000,
    );
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (found) {
        clearTimeout(timer);
        resolve(found.registrationId);
      }
    });
    cdp.send('ServiceWorker.enable').catch(reject);
  });
}

/** One device the relay delivers to. */
interface RelayedDevice {
  cdp: CDPSession;
  registrationId: string;
  origin: string;
  /** Every push handed to its service worker so far (the stand-in's records, decrypted). */
  delivered: ReceivedPush[];
}

export interface PushRelay {
  /**
   * From now on, each push the stand-in accepts for `subscription` is delivered to the service
   * worker of `origin` in `page`'s context, through a DevTools session of `page` — a page of the
   * context that is not the app (a blank one, or a plain file of the site), so that the app's own
   * pages can be closed: the worker then runs for the push alone, as on a phone.
   */
  attach(page: Page, origin: string, subscription: DeviceSubscription): Promise<void>;
  /** The pushes delivered to `subscription`'s device so far. */
  delivered(subscription: DeviceSubscription): ReceivedPush[];
  /** Hands a push to its device's service worker again (a push service delivering it twice). */
  redeliver(push: ReceivedPush): Promise<void>;
  stop(): Promise<void>;
}

/** Delivers the stand-in's pushes to the service workers of the attached devices. */
export function relayPushes(service: PushService): PushRelay {
  const devices = new Map<string, RelayedDevice>();
  const deliver = async (push: ReceivedPush) => {
    const device = devices.get(push.endpoint);
    if (device === undefined) return;
    if (push.payload === null) throw new Error('The stand-in did not decrypt the push');
    await device.cdp.send('ServiceWorker.deliverPushMessage', {
      origin: device.origin,
      registrationId: device.registrationId,
      data: push.payload,
    });
  };
  service.onDeliver(async (push) => {
    devices.get(push.endpoint)?.delivered.push(push);
    await deliver(push);
  });
  return {
    async attach(page, origin, subscription) {
      const cdp = await page.context().newCDPSession(page);
      devices.set(subscription.endpoint, {
        cdp,
        origin,
        registrationId: await registrationId(cdp, origin),
        delivered: [],
      });
    },
    delivered: (subscription) => devices.get(subscription.endpoint)?.delivered ?? [],
    redeliver: deliver,
    async stop() {
      service.onDeliver(null);
      for (const device of devices.values()) await device.cdp.detach().catch(() => undefined);
      devices.clear();
    },
  };
}

/** A notification as the service worker shows it. */
export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  lang: string;
  dir: string;
  silent: boolean | null;
  data: unknown;
}

/** The notifications the service worker of `page`'s origin shows now (of `tag`, when given). */
export function shownNotifications(page: Page, tag?: string): Promise<ShownNotification[]> {
  return page.evaluate(async (only) => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return [];
    const list = await registration.getNotifications(only === undefined ? {} : { tag: only });
    return list.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      lang: n.lang,
      dir: n.dir,
      silent: n.silent,
      data: n.data as unknown,
    }));
  }, tag);
}
