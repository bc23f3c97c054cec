import { isIsoDate } from '@lotto/number-tools';
import type { DrawStatus } from '@lotto/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A paper ticket kept on this device: its number and the period (งวด) printed on it. */
export interface SavedTicket {
  number: string;
  /**
   * The period date (YYYY-MM-DD) printed on the ticket: the one draw it is checked against. Null
   * for tickets saved before tickets kept their period (see the migration below).
   */
  period: string | null;
  /** Set (ชุด) printed on the ticket, when given. */
  set?: string;
  /** Book (เล่ม), when given. */
  book?: string;
  /** ISO time it was saved. */
  savedAt: string;
}

export type TicketEntry = Omit<SavedTicket, 'savedAt'>;

/** Two entries are the same ticket when number, period, set and book all agree. */
export function ticketKey(t: TicketEntry): string {
  return [t.number, t.period ?? '?', t.set ?? '', t.book ?? ''].join('|');
}

interface SavedTicketsState {
  tickets: SavedTicket[];
  /**
   * Per period date, the status of its draw when the saved tickets of that period were last
   * announced: a provisional draw is announced again once it is final.
   */
  notified: Record<string, DrawStatus>;
  /** Tickets without a period (saved before v2) are checked against each new draw: the last one. */
  lastCheckedDraw: string | null;
  /**
   * Saves the entries not saved yet; returns how many were added. `drawStatus`: the entries'
   * period has a draw on file already and the member has just seen the outcome, so the watcher
   * need not announce it again (unless it was provisional and becomes final).
   */
  save: (entries: readonly TicketEntry[], drawStatus?: DrawStatus) => number;
  remove: (key: string) => void;
  /** Gives a ticket without a period (or with a wrong one) its period. */
  setPeriod: (key: string, period: string) => void;
  markNotified: (period: string, status: DrawStatus) => void;
  markChecked: (drawDate: string) => void;
}

/** Set (ชุด): printed as two digits ('ชุดที่ 09'). */
export const SET_PATTERN = /^\d{1,2}$/;
/** Book (เล่ม): its printed format is not on file (shared/domain §4), so up to 4 digits. */
export const BOOK_PATTERN = /^\d{1,4}$/;

function isSavedTicket(t: unknown): t is SavedTicket {
  if (typeof t !== 'object' || t === null) return false;
  const r = t as Record<string, unknown>;
  return (
    typeof r.number === 'string' &&
    /^\d{6}$/.test(r.number) &&
    typeof r.savedAt === 'string' &&
    (r.period === null || (typeof r.period === 'string' && isIsoDate(r.period))) &&
    (r.set === undefined || (typeof r.set === 'string' && SET_PATTERN.test(r.set))) &&
    (r.book === undefined || (typeof r.book === 'string' && BOOK_PATTERN.test(r.book)))
  );
}

/**
 * Version 1 kept `{ number, savedAt }` and re-checked every ticket against each new draw. Those
 * tickets are kept with `period: null` ('period unknown') instead of being given the newest draw at
 * the time they were saved: the old checker saved a ticket both after checking it against the draw
 * just past and ahead of the next draw, so `savedAt` cannot tell which period is printed on it, and
 * a guess would silently check it against the wrong draw. They go on being checked against the
 * newest draw (as in v1, and labelled so) until the member sets the period.
 */
function migrate(persisted: unknown, version: number): unknown {
  if (version >= 2) return persisted;
  const p = (persisted ?? {}) as { tickets?: unknown; lastCheckedDraw?: unknown };
  const tickets = Array.isArray(p.tickets)
    ? p.tickets.map((t: unknown) =>
        typeof t === 'object' && t !== null ? { ...t, period: null } : t,
      )
    : [];
  return { tickets, notified: {}, lastCheckedDraw: p.lastCheckedDraw ?? null };
}

/** Tickets kept on this device (localStorage), client state only: nothing goes to the server. */
export const useSavedTickets = create<SavedTicketsState>()(
  persist(
    (set, get) => ({
      tickets: [],
      notified: {},
      lastCheckedDraw: null,
      save: (entries, drawStatus) => {
        const known = new Set(get().tickets.map(ticketKey));
        const added: SavedTicket[] = [];
        const now = new Date().toISOString();
        for (const entry of entries) {
          const key = ticketKey(entry);
          if (known.has(key)) continue;
          known.add(key);
          added.push({ ...entry, savedAt: now });
        }
        if (added.length > 0) set((s) => ({ tickets: [...s.tickets, ...added] }));
        if (drawStatus !== undefined) {
          for (const period of new Set(entries.map((e) => e.period))) {
            if (period !== null && get().notified[period] !== 'final') {
              get().markNotified(period, drawStatus);
            }
          }
        }
        return added.length;
      },
      remove: (key) => set((s) => ({ tickets: s.tickets.filter((t) => ticketKey(t) !== key) })),
      setPeriod: (key, period) =>
        set((s) => {
          const ticket = s.tickets.find((t) => ticketKey(t) === key);
          if (!ticket) return s;
          const moved = { ...ticket, period };
          const others = s.tickets.filter(
            (t) => ticketKey(t) !== key && ticketKey(t) !== ticketKey(moved),
          );
          return { tickets: [...others, moved] };
        }),
      markNotified: (period, status) =>
        set((s) => ({ notified: { ...s.notified, [period]: status } })),
      markChecked: (drawDate) => set({ lastCheckedDraw: drawDate }),
    }),
    {
      name: 'lotto-saved-tickets',
      version: 2,
      storage: createJSONStorage(() => localStorage),
      migrate,
      // A hand-edited or corrupted entry must not break the checker: keep only well-formed tickets.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as {
          tickets?: unknown;
          notified?: unknown;
          lastCheckedDraw?: unknown;
        };
        const tickets = Array.isArray(p.tickets)
          ? (p.tickets as unknown[]).filter(isSavedTicket)
          : [];
        const notified: Record<string, DrawStatus> = {};
        if (typeof p.notified === 'object' && p.notified !== null) {
          for (const [period, status] of Object.entries(p.notified as Record<string, unknown>)) {
            if (isIsoDate(period) && (status === 'final' || status === 'provisional')) {
              notified[period] = status;
            }
          }
        }
        const lastCheckedDraw = typeof p.lastCheckedDraw === 'string' ? p.lastCheckedDraw : null;
        return { ...current, tickets, notified, lastCheckedDraw };
      },
    },
  ),
);
