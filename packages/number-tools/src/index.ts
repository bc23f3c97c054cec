export { TOTAL_TABLE, searchTotals, type TotalGroup, type TotalsSearchMode } from './totals.js';
export {
  generate3Up,
  kind3,
  filter3Up,
  search3Up,
  type ThreeUpKind,
  type ThreeUpFilter,
} from './three-up.js';
export { DOWN_NUMBERS, searchDown } from './down.js';
export { digitSumMod10, totalMatch } from './digit-sum.js';
export { checkTicket, nearFirstOf, TIERS, type Tier, type DrawResult } from './ticket.js';
export {
  readTicketCode,
  ticketCodePeriod,
  drawOfTicketCode,
  type TicketCode,
  type TicketCodeProblem,
  type TicketCodeReading,
} from './ticket-code.js';
export {
  DRAW_TIME_ZONE,
  BANGKOK_UTC_OFFSET_MINUTES,
  DRAW_STARTS_AT,
  DRAW_COMPLETE_BY,
  FIRST_CALENDAR_YEAR,
  LAST_CALENDAR_YEAR,
  ONE_OFF_DRAW_CHANGES,
  regularDrawDates,
  isRegularDrawDate,
  bangkokDay,
  ISO_DATE_PATTERN,
  isIsoDate,
  drawStartsAt,
  drawCompleteBy,
  drawsBetween,
  nextDraw,
  upcomingDraws,
  drawUnderWay,
  drawScheduleAt,
  type DrawScheduleAt,
  liveDrawAt,
  namesLiveDraw,
  LIVE_AFTER_COMPLETE_MS,
  assertDrawOverrides,
  type DrawOverride,
  type ScheduledDraw,
  type OneOffDrawChange,
} from './calendar.js';
