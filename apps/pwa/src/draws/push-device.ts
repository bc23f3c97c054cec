import { PUSH_CHOICES, type PushChoice } from '@lotto/contracts';
import { isLocale, type Locale } from '@lotto/site';
import { createStore, get, set, update, type UseStore } from 'idb-keyval';

/*
 * What the push worker needs to know of this device when a push comes and no page is open (issue
 * 38), kept in IndexedDB — the one storage a service worker reads: the saved tickets (the app
 * keeps them in localStorage, which a worker cannot read; the ticket checker mirrors them here on
 * every change and once at start), the app's language, the push choices with the subscription
 * they were made for (the worker subscribes again with them on `pushsubscriptionchange`), and the
 * notices already shown (a fan-out resumed after a crash may send one again). Nothing here leaves
 * the device but the choices and the language, which the server has already.
 */

/** A saved ticket as a notification needs it. */
export interface DeviceTicket {
  number: string;
  period: string | null;
}

/** The push subscription the visitor made on this device, and what they asked for. */
export interface DevicePush {
  choices: PushChoice[];
  endpoint: string;
  /** The server's VAPID public key (base64url) the subscription was made with. */
  applicationServerKey: string;
}

export interface DeviceState {
  tickets: DeviceTicket[];
  /** The app's language on this device; null until the app has run once. */
  lang: Locale | null;
  push: DevicePush | null;
}

/** How many notice ids are remembered: a few draws' worth of tier updates. */
export const SHOWN_KEPT = 64;

let store: UseStore | undefined;
/** The database (`lotto-push`, one object store of a few keys), opened on first use. */
function db(): UseStore {
  store ??= createStore('lotto-push', 'device');
  return store;
}

const TICKET = /^\d{6}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function ticketsOf(value: unknown): DeviceTicket[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { number, period } = item as Record<string, unknown>;
    if (typeof number !== 'string' || !TICKET.test(number)) return [];
    if (period !== null && (typeof period !== 'string' || !DAY.test(period))) return [];
    return [{ number, period }];
  });
}

function pushOf(value: unknown): DevicePush | null {
  if (typeof value !== 'object' || value === null) return null;
  const { choices, endpoint, applicationServerKey } = value as Record<string, unknown>;
  if (typeof endpoint !== 'string' || typeof applicationServerKey !== 'string') return null;
  if (!Array.isArray(choices)) return null;
  const known = choices.filter((c): c is PushChoice => PUSH_CHOICES.includes(c as PushChoice));
  return known.length > 0 ? { choices: known, endpoint, applicationServerKey } : null;
}

/** Keeps the saved tickets (number and period only: the worker needs no more). */
export async function mirrorTickets(tickets: readonly DeviceTicket[]): Promise<void> {
  await set(
    'tickets',
    tickets.map(({ number, period }) => ({ number, period })),
    db(),
  );
}

/** Keeps the app's language. */
export async function mirrorLang(lang: Locale): Promise<void> {
  await set('lang', lang, db());
}

/** Keeps the push subscription and its choices; null once the visitor turned push off. */
export async function keepPush(push: DevicePush | null): Promise<void> {
  await set('push', push, db());
}

/** What is kept, each value checked (anything unreadable counts as not kept). */
export async function readDevice(): Promise<DeviceState> {
  const [tickets, lang, push] = await Promise.all([
    get<unknown>('tickets', db()),
    get<unknown>('lang', db()),
    get<unknown>('push', db()),
  ]);
  return {
    tickets: ticketsOf(tickets),
    lang: typeof lang === 'string' && isLocale(lang) ? lang : null,
    push: pushOf(push),
  };
}

/** The notice ids shown on this device, oldest first. */
export async function shownNotices(): Promise<string[]> {
  const shown = await get<unknown>('shown', db());
  return Array.isArray(shown) ? shown.filter((id): id is string => typeof id === 'string') : [];
}

/** Records that `notice` was shown (the newest `SHOWN_KEPT` are kept), in one transaction. */
export async function noteShown(notice: string): Promise<void> {
  await update<unknown>(
    'shown',
    (before) => {
      const list = Array.isArray(before)
        ? before.filter((id): id is string => typeof id === 'string' && id !== notice)
        : [];
      return [...list, notice].slice(-SHOWN_KEPT);
    },
    db(),
  );
}
