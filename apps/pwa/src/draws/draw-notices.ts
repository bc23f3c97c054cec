import { useEffect, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { finalNoticeText } from '@lotto/site/push';
import { appWords } from '@/i18n/words';
import { useTicketVerdicts, VERDICT_WAIT_MS } from './ticket-verdicts';

/*
 * System notifications on draw day, with the visitor's consent: 'Notify me when final' asks for the
 * permission on that click only (never on load) and remembers the draw; when a page polling the draw
 * sees it become final while the app is open (or installed and running), the service worker shows
 * one notification for it (tag `draw-<date>`: never two for a draw), with the saved tickets' results
 * when there are any. With the app closed, Web Push does it (./push-choices.tsx, the push worker in
 * src/push-worker/), under the same tag: the two never show twice.
 */

/** The browser's notification permission, or 'unsupported' (no Notification API, e.g. iOS Safari outside an installed app). */
export type NotifyPermission = NotificationPermission | 'unsupported';

export function notifyPermission(): NotifyPermission {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

interface NoticeState {
  /** Draw dates the visitor asked to be notified about. */
  wanted: Record<string, true>;
  /** Draw dates already notified as final. */
  shown: Record<string, true>;
  want: (date: string) => void;
  markShown: (date: string) => void;
}

/** Keeps the newest few dates only: old draws have nothing left to notify. */
function newest(record: Record<string, true>, date: string): Record<string, true> {
  const dates = [...Object.keys(record), date].sort().slice(-8);
  return Object.fromEntries(dates.map((d) => [d, true as const]));
}

export const useDrawNotices = create<NoticeState>()(
  persist(
    (set) => ({
      wanted: {},
      shown: {},
      want: (date) => set((s) => ({ wanted: newest(s.wanted, date) })),
      markShown: (date) => set((s) => ({ shown: newest(s.shown, date) })),
    }),
    {
      name: 'lotto-draw-notices',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ wanted: s.wanted, shown: s.shown }),
    },
  ),
);

/** Shows a notification through the service worker (the way an installed app must), else the page's own API. */
export async function showDrawNotification(date: string, title: string, body: string) {
  const options: NotificationOptions = {
    body,
    tag: `draw-${date}`,
    icon: '/icons/icon-192.png',
    // Tapped, it opens the draw (the service worker's notificationclick: public/sw-notifications.js).
    data: { url: `/result/${date}` },
  };
  const registration =
    'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (registration?.active) {
    await (await navigator.serviceWorker.ready).showNotification(title, options);
  } else {
    new Notification(title, options);
  }
}

/** Asks for the permission (this click only) and remembers the draw; the permission afterwards. */
export async function askToNotify(date: string): Promise<NotifyPermission> {
  if (notifyPermission() === 'unsupported') return 'unsupported';
  const permission =
    Notification.permission === 'default'
      ? await Notification.requestPermission()
      : Notification.permission;
  if (permission === 'granted') useDrawNotices.getState().want(date);
  return permission;
}

/** The permission, read again whenever the page becomes visible (the visitor may change it in the settings meanwhile). */
export function useNotifyPermission(): [NotifyPermission, () => void] {
  const value = useSyncExternalStore(
    subscribePermission,
    notifyPermission,
    (): NotifyPermission => 'unsupported',
  );
  return [value, notifyListeners];
}
const listeners = new Set<() => void>();
function notifyListeners() {
  for (const listener of listeners) listener();
}
function subscribePermission(listener: () => void) {
  listeners.add(listener);
  document.addEventListener('visibilitychange', listener);
  return () => {
    listeners.delete(listener);
    document.removeEventListener('visibilitychange', listener);
  };
}

/**
 * Shows the final notification of `date` once it `becameFinal` here, when the visitor asked for it:
 * with the saved tickets' final verdicts when there are saved tickets of that draw (waiting up to
 * `VERDICT_WAIT_MS` for them), else with `summary` alone.
 */
export function useFinalNotification(
  date: string | undefined,
  becameFinal: boolean,
  summary: string,
) {
  const wanted = useDrawNotices((s) => (date ? s.wanted[date] === true : false));
  const shown = useDrawNotices((s) => (date ? s.shown[date] === true : false));
  const expecting = useTicketVerdicts((s) => (date ? s.expecting[date] === true : false));
  const verdicts = useTicketVerdicts((s) => (date ? s.verdicts[date] : undefined));
  const due = date !== undefined && becameFinal && wanted && !shown;
  const ready = !expecting || verdicts?.status === 'final';

  useEffect(() => {
    if (!due || notifyPermission() !== 'granted') return;
    const show = (lines: readonly string[]) => {
      // Marked first: a second view polling the same draw must not show it again.
      if (useDrawNotices.getState().shown[date]) return;
      useDrawNotices.getState().markShown(date);
      // The push's words for a final draw (the same event may reach the device either way).
      const text = finalNoticeText(appWords, date, [summary, ...lines]);
      showDrawNotification(date, text.title, text.body).catch((error: unknown) =>
        console.error('Could not show the notification', error),
      );
    };
    if (ready) {
      show(verdicts?.status === 'final' ? verdicts.lines : []);
      return;
    }
    const timer = setTimeout(() => show([]), VERDICT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [due, ready, verdicts, date, summary]);
}
