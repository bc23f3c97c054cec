import type { DrawOverride } from '@lotto/number-tools';
import {
  drawOfTicketCode,
  readTicketCode,
  type TicketCode,
  ticketCodePeriod,
} from '@lotto/number-tools';
import type { Result } from '@lotto/contracts';
import type { TicketEntry } from '../stores/saved-tickets-store';

/*
 * What reading a ticket's code gives the checker, written once for the photo, the camera and a
 * shared image: the ticket (its number, its set), the draw its code names on the calendar — the
 * draw on file, or the period's date when its results are not on file yet — and, for a pile of
 * tickets, the list they make: one entry per ticket (the same number in several sets is several
 * tickets; the same ticket read again is not a second one).
 */

/** The draw a ticket's code names: its date, and whether its results are on file. */
export interface TicketDraw {
  /** The draw's period date on file, else the date the calendar gives the period. */
  date: string;
  onFile: boolean;
}

/**
 * The draw on file a code names: its period's draw on the calendar (with the announced
 * `overrides`: a moved draw), found by its date or by the date it was moved from; else that date,
 * not on file. Overrides that contradict each other are ignored (the standing calendar decides).
 */
export function drawOfCode(
  code: Pick<TicketCode, 'year' | 'series'>,
  results: readonly Pick<Result, 'date'>[],
  overrides: readonly DrawOverride[] = [],
): TicketDraw {
  let scheduled;
  try {
    scheduled = drawOfTicketCode(code, overrides);
  } catch {
    scheduled = drawOfTicketCode(code);
  }
  // A cancelled period has no draw: its regular date stands for it (never on file).
  const period = ticketCodePeriod(code.year, code.series);
  const dates = [scheduled?.date, scheduled?.movedFrom, period].filter(
    (date): date is string => date !== undefined,
  );
  const found = results.find((result) => dates.includes(result.date));
  return found
    ? { date: found.date, onFile: true }
    : { date: scheduled?.date ?? period, onFile: false };
}

/** One ticket read from its code. */
export interface ScannedTicket {
  /** The whole code, as printed (one per paper ticket): the same ticket read twice is one. */
  key: string;
  number: string;
  /** The set (ชุด), two digits as printed ('05'). */
  set: string;
  draw: TicketDraw;
}

/** A scanned ticket as the visitor's saved ticket: for the period its code names, with its set. */
export const savedTicketOf = (ticket: ScannedTicket): TicketEntry => ({
  number: ticket.number,
  period: ticket.draw.date,
  set: ticket.set,
});

/** What one reading (a camera frame, a photo) added to the list, and what it saw besides. */
export interface ScanStep {
  list: ScannedTicket[];
  /** The tickets new to the list, in the order read. */
  added: ScannedTicket[];
  /** A seller's QR link was read (and ignored). */
  sawLink: boolean;
  /** A code was read that is not a ticket's (truncated, foreign, out of range). */
  sawOther: boolean;
}

const keyOf = (code: TicketCode): string =>
  [
    String(code.year),
    String(code.series).padStart(2, '0'),
    String(code.set).padStart(2, '0'),
    code.number,
    code.suffix ?? '',
  ].join('-');

/**
 * Adds to `list` the tickets among `texts` (what a reader returned for one image) it does not hold
 * yet; a seller's link and anything that is not a ticket's code are never turned into a number.
 * `drawOf` gives a code's draw (bound to the results and overrides on the device).
 */
export function addScans(
  list: readonly ScannedTicket[],
  texts: readonly string[],
  drawOf: (code: TicketCode) => TicketDraw,
): ScanStep {
  const known = new Set(list.map((ticket) => ticket.key));
  const added: ScannedTicket[] = [];
  let sawLink = false;
  let sawOther = false;
  for (const text of texts) {
    const reading = readTicketCode(text);
    if (reading.kind === 'link') sawLink = true;
    if (reading.kind !== 'ticket') {
      if (reading.kind === 'unreadable' && reading.problem !== 'empty') sawOther = true;
      continue;
    }
    const key = keyOf(reading.code);
    if (known.has(key)) continue;
    known.add(key);
    added.push({
      key,
      number: reading.code.number,
      set: String(reading.code.set).padStart(2, '0'),
      draw: drawOf(reading.code),
    });
  }
  return { list: added.length > 0 ? [...list, ...added] : [...list], added, sawLink, sawOther };
}

/** The tickets of one number for one draw: what a verdict counts ('3 tickets of 972469'). */
export interface ScannedGroup {
  number: string;
  draw: TicketDraw;
  /** The sets read, in the order read. */
  sets: string[];
}

/** The draws of a list, the order first read, each with its numbers grouped (order first read). */
export function groupScanned(
  list: readonly ScannedTicket[],
): { draw: TicketDraw; groups: ScannedGroup[] }[] {
  const draws = new Map<string, { draw: TicketDraw; groups: Map<string, ScannedGroup> }>();
  for (const ticket of list) {
    let byDraw = draws.get(ticket.draw.date);
    if (!byDraw) {
      byDraw = { draw: ticket.draw, groups: new Map() };
      draws.set(ticket.draw.date, byDraw);
    }
    const group = byDraw.groups.get(ticket.number);
    if (group) group.sets.push(ticket.set);
    else
      byDraw.groups.set(ticket.number, {
        number: ticket.number,
        draw: ticket.draw,
        sets: [ticket.set],
      });
  }
  return [...draws.values()].map(({ draw, groups }) => ({ draw, groups: [...groups.values()] }));
}
