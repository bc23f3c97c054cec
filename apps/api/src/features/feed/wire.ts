import { BUDDHIST_ERA_OFFSET, THAI_MONTHS, thaiMonthNumber, type Tier } from '@lotto/contracts';

/*
 * The two feed interfaces' words for our tiers and dates (../shared/domain/feeds.md), shared by
 * the adapters that read them and the replay server that speaks them.
 */

/** GLO's JSON API: the key of each tier inside `data`. */
export const GLO_TIER_KEYS: Readonly<Record<Tier, string>> = {
  prize1: 'first',
  near1: 'near1',
  prize2: 'second',
  prize3: 'third',
  prize4: 'fourth',
  prize5: 'fifth',
  front3: 'last3f',
  last3: 'last3b',
  last2: 'last2',
};

/** The community API: the `id` of each tier's entry, and which list it is in. */
export const COMMUNITY_TIER_IDS: Readonly<
  Record<Tier, { id: string; list: 'prizes' | 'runningNumbers' }>
> = {
  prize1: { id: 'prizeFirst', list: 'prizes' },
  near1: { id: 'prizeFirstNear', list: 'prizes' },
  prize2: { id: 'prizeSecond', list: 'prizes' },
  prize3: { id: 'prizeThird', list: 'prizes' },
  // "Forth" is the API's own spelling.
  prize4: { id: 'prizeForth', list: 'prizes' },
  prize5: { id: 'prizeFifth', list: 'prizes' },
  front3: { id: 'runningNumberFrontThree', list: 'runningNumbers' },
  last3: { id: 'runningNumberBackThree', list: 'runningNumbers' },
  last2: { id: 'runningNumberBackTwo', list: 'runningNumbers' },
};

const BE_OFFSET = BUDDHIST_ERA_OFFSET;

/** `2025-06-16` → `16062568`: the community API's id of a draw (day, month, Buddhist-era year). */
export function communityDrawId(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}${month}${String(Number(year) + BE_OFFSET)}`;
}

/** `16062568` → `2025-06-16`; undefined when it is not a calendar day. */
export function isoOfCommunityId(id: string): string | undefined {
  if (!/^\d{8}$/.test(id)) return undefined;
  const year = String(Number(id.slice(4)) - BE_OFFSET).padStart(4, '0');
  return calendarDay(`${year}-${id.slice(2, 4)}-${id.slice(0, 2)}`);
}

/** The ISO day itself when it is a real calendar day (no 31 June), else undefined. */
function calendarDay(iso: string): string | undefined {
  const check = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== iso
    ? undefined
    : iso;
}

/** `2025-06-16` → `16 มิถุนายน 2568`, as Thai result pages write a draw's date. */
export function thaiDateText(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${THAI_MONTHS[month - 1] ?? ''} ${year + BE_OFFSET}`;
}

/**
 * `16 มิถุนายน 2568` (spaces free, a leading "งวดวันที่" or "วันที่" allowed) → `2025-06-16`;
 * undefined when the text is not such a date.
 */
export function parseThaiDate(text: string): string | undefined {
  const match = /^(?:งวด)?(?:วันที่)?\s*(\d{1,2})\s+(\S+)\s+(\d{4})$/u.exec(text.trim());
  if (match === null) return undefined;
  const [, day, monthName, beYear] = match as unknown as [string, string, string, string];
  const month = thaiMonthNumber(monthName);
  if (month === undefined) return undefined;
  const year = Number(beYear) - BE_OFFSET;
  return calendarDay(
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`,
  );
}
