import { type DeviceTicket, mirrorTickets } from '@/draws/push-device';
import { followLangForPush } from '@/draws/push-subscription';
import { useSavedTickets } from './saved-tickets-store';

/*
 * The saved tickets, mirrored for the push worker (src/draws/push-device.ts: IndexedDB, which a
 * service worker reads; this store lives in localStorage, which it cannot): once at start, then on
 * every change, so a push that comes with the app closed checks the tickets saved last.
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

/** What the push worker reads of the app, mirrored from now on: the saved tickets and the language. */
export function startPushMirror(): () => void {
  const stops = [mirrorSavedTickets(), followLangForPush()];
  return () => {
    for (const stop of stops) stop();
  };
}
