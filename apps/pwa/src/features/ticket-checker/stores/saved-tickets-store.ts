import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface SavedTicket {
  number: string;
  /** ISO time it was saved. */
  savedAt: string;
}

interface SavedTicketsState {
  tickets: SavedTicket[];
  /** Date (YYYY-MM-DD) of the newest draw the saved tickets were last checked against. */
  lastCheckedDraw: string | null;
  save: (numbers: readonly string[]) => number;
  remove: (number: string) => void;
  markChecked: (drawDate: string) => void;
}

/** Tickets kept on this device (localStorage), client state only: nothing goes to the server. */
export const useSavedTickets = create<SavedTicketsState>()(
  persist(
    (set, get) => ({
      tickets: [],
      lastCheckedDraw: null,
      save: (numbers) => {
        const known = new Set(get().tickets.map((t) => t.number));
        const added = numbers.filter((n) => !known.has(n));
        if (added.length > 0) {
          const now = new Date().toISOString();
          set((s) => ({
            tickets: [...s.tickets, ...added.map((number) => ({ number, savedAt: now }))],
          }));
        }
        return added.length;
      },
      remove: (number) => set((s) => ({ tickets: s.tickets.filter((t) => t.number !== number) })),
      markChecked: (drawDate) => set({ lastCheckedDraw: drawDate }),
    }),
    {
      name: 'lotto-saved-tickets',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // A hand-edited or corrupted entry must not break the checker: keep only well-formed tickets.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<SavedTicketsState>;
        const tickets = Array.isArray(p.tickets)
          ? p.tickets.filter(
              (t): t is SavedTicket =>
                typeof t === 'object' &&
                typeof t.number === 'string' &&
                /^\d{6}$/.test(t.number) &&
                typeof t.savedAt === 'string',
            )
          : [];
        const lastCheckedDraw = typeof p.lastCheckedDraw === 'string' ? p.lastCheckedDraw : null;
        return { ...current, tickets, lastCheckedDraw };
      },
    },
  ),
);
