import { type DeviceTicket, mirrorTickets } from '@/draws/push-device';
import { followLangForPush, hasPushSubscription, onPushOn } from '@/draws/push-subscription';
import { useSavedTickets } from './saved-tickets-store';

/*
 * The saved tickets, mirrored for the push worker (src/draws/push-device.ts: IndexedDB, which a
 * service worker reads; this store lives in localStorage, which it cannot): once at start, then on
 * every change, so a push that comes with the app closed checks the tickets saved last — on a
 * device with push on only (a visit without it writes nothing there).
 */

function mirror(tickets: readonly DeviceTicket[]): void {
  mirrorTickets(tickets).catch((error: unknown) =>
    console.warn('Push: the saved tickets could not be mirrored', error),
  );
}

/** Starts the mirror (the tickets now, then each change); returns its stop. */
export function mirrorSavedTickets(): () => void {
  mirror(useSavedTickets.getState().tickets);
  return useSavedTickets.subscribe((state, previous) => {
    if (state.tickets !== previous.tickets) mirror(state.tickets);
  });
}

/**
 * What the push worker reads of the app, the saved tickets and the language, mirrored from now on
 * when this device has a push subscription, else from the moment the visitor turns push on.
 * Returns its stop.
 */
export function startPushMirror(): () => void {
  const stops: (() => void)[] = [];
  let stopped = false;
  const start = () => {
    if (stopped || stops.length > 0) return;
    stops.push(mirrorSavedTickets(), followLangForPush());
  };
  const stopListening = onPushOn(start);
  hasPushSubscription().then(
    (subscribed) => {
      if (subscribed) start();
    },
    (error: unknown) => console.warn('Push: the subscription could not be read', error),
  );
  return () => {
    stopped = true;
    stopListening();
    for (const stop of stops.splice(0)) stop();
  };
}
