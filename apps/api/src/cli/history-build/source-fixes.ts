import type { Tier } from '@lotto/contracts';

/*
 * Every fix the history build makes to its three source tables, as data: a decision per wrong value
 * (what was wrong, what the fix rests on), the rows that repeat another draw, the periods drawn on
 * another day, and the fixes applied by rule. history-build.ts applies them and records each on
 * the draw it fixed; data/README.md lists them. Source keys ([VW], [PM20], …) are in data/README.md.
 */

/** The source tables, by the key a shipped draw's `sources` names them with. */
export type HistorySource = 'glo' | 'csv' | 'sanook';

/** The tables in the order a tier's value is taken when they agree (GLO's list order is kept). */
export const HISTORY_SOURCE_ORDER: readonly HistorySource[] = ['glo', 'csv', 'sanook'];

export const HISTORY_SOURCES: Readonly<Record<HistorySource, string>> = {
  glo: 'glo-results-1990-2026.psv (GLO table: main tiers, 875 draws 1990–2026)',
  csv: 'full-prizes-2006-2024.csv (every tier, 2006-12-30 to 2024-12-16) [HRT]',
  sanook:
    'sanook-archive-2006-2026-06.ndjson (every tier and the stated amounts, 2006-12-30 to 2026-06-01) [SNK-A]',
};

/** A decided fix of one value of one source row. */
export interface SourceDecision {
  source: HistorySource;
  /** The row's date, as the source has it. */
  date: string;
  /** The tier, or `2 ตัวบน`: the GLO table's column repeating the first prize's last two digits. */
  field: Tier | '2 ตัวบน';
  /**
   * What the source says: the whole value of a single-number field, or the wrong numbers of a list
   * tier. The build stops when the source no longer says this (the decision is out of date).
   */
  from: string | readonly string[];
  /** The fixed value (the wrong numbers replaced one for one), or null: the tier is left missing. */
  to: string | readonly string[] | null;
  /** What was wrong. */
  wrong: string;
  /** What the fix is based on. */
  basis: string;
}

const NEAR1_DEFINITION = 'The near-first prizes are by definition the first prize ± 1 [VW]';

/*
 * The CSV and the Sanook archive are both scrapes of Sanook's result pages: where one garbled a
 * number, so mostly did the other, and the same decision is made for each (`bothScrapes`).
 */
const bothScrapes = (decision: Omit<SourceDecision, 'source'>): SourceDecision[] => [
  { source: 'csv', ...decision },
  { source: 'sanook', ...decision },
];

const near1Confirmed = (
  date: string,
  wrong: string,
  right: string,
  cut: string,
  vw: string,
): Omit<SourceDecision, 'source'> => ({
  date,
  field: 'near1',
  from: [wrong],
  to: [right],
  wrong: `a near-first number is ${wrong}, not the first prize ± 1 (${cut})`,
  basis: `${NEAR1_DEFINITION}; [VW] lottonumbers/${date}.txt, another scrape, has ${vw}`,
});

const near1Garbled = (
  date: string,
  wrong: string,
  right: string,
): Omit<SourceDecision, 'source'> => ({
  date,
  field: 'near1',
  from: [wrong],
  to: [right],
  wrong: `a near-first number is ${wrong}, not the first prize ± 1 (it is "1" followed by the first five digits of ${right})`,
  basis: `${NEAR1_DEFINITION}; [VW] lottonumbers/${date}.txt repeats the same garbled number (both are Sanook scrapes), so no source gives it: it follows from the definition`,
});

const placeholder = (
  date: string,
  field: 'prize4' | 'prize5',
  count: number,
): Omit<SourceDecision, 'source'> => {
  const [name, of] = field === 'prize4' ? ['4th', 50] : ['5th', 100];
  return {
    date,
    field,
    from: Array.from({ length: count }, () => 'xxxxxx'),
    to: null,
    wrong: `${count} of the ${of} ${name}-prize numbers ${count === 1 ? 'is' : 'are'} the placeholder xxxxxx`,
    basis: `No source used here gives them (the GLO table has no ${name} prize${field === 'prize4' ? '; the full-prize CSV and the Sanook archive have the same placeholders' : '; the full-prize CSV lost the 5th prize of these years'}); the tier is left missing rather than shipped incomplete. The source list is kept in this correction`,
  };
};

/** A 5th prize only the Sanook archive holds, with placeholders in it. */
const sanookPlaceholder = (date: string, count: number): SourceDecision => ({
  source: 'sanook',
  ...placeholder(date, 'prize5', count),
});

/**
 * Every decided fix of a source value. A value is fixed only where it is provably wrong (it breaks
 * a rule, or a source independent of it says otherwise). Where the tables simply disagree, there
 * is no decision and no vote: the full-prize CSV, the Sanook archive and [VW] are all scrapes of
 * Sanook's result pages, so their agreement is one witness, not several. Such a tier is left open
 * (the draw's `disagreements`): the last-2 of 2007-01-16 (GLO 55, the scrapes 54) and of
 * 2025-06-16 (GLO 96, the archive 06).
 */
export const SOURCE_DECISIONS: readonly SourceDecision[] = [
  {
    source: 'glo',
    date: '2023-07-01',
    field: '2 ตัวบน',
    from: '06',
    to: '05',
    wrong:
      'the "2 ตัวบน" column (the last two digits of the first prize) is 06, which does not match its first prize 922605',
    basis:
      'The full-prize CSV has first prize 922605 with near-first 922604 and 922606, and so has [VW] lottonumbers/2023-07-01.txt; the first prize 922605 is kept',
  },
  ...bothScrapes(
    near1Confirmed(
      '2007-06-16',
      '39319',
      '393193',
      'the first five digits of 393193',
      '393193 393195',
    ),
  ),
  ...bothScrapes(
    near1Confirmed(
      '2007-08-16',
      '47620',
      '476206',
      'the first five digits of 476206',
      '476206 476208',
    ),
  ),
  ...bothScrapes(
    near1Confirmed(
      '2007-09-01',
      '33180',
      '331809',
      'the first five digits of 331809',
      '331809 331811',
    ),
  ),
  ...bothScrapes(
    near1Confirmed(
      '2007-09-16',
      '49933',
      '499335',
      'the first five digits of 499335',
      '499335 499337',
    ),
  ),
  ...bothScrapes(near1Garbled('2007-10-16', '103298', '032987')),
  ...bothScrapes(near1Garbled('2007-11-01', '192790', '927906')),
  ...bothScrapes(near1Garbled('2007-11-16', '156248', '562480')),
  ...bothScrapes(near1Garbled('2007-12-16', '151350', '513500')),
  ...bothScrapes(near1Garbled('2007-12-30', '159541', '595410')),
  ...bothScrapes(placeholder('2008-11-16', 'prize4', 4)),
  ...bothScrapes(placeholder('2008-12-01', 'prize4', 1)),
  ...bothScrapes(placeholder('2009-10-01', 'prize4', 1)),
  ...bothScrapes({
    date: '2009-08-01',
    field: 'prize4',
    from: ['0003'],
    to: ['000389'],
    wrong: 'a 4th-prize number is 0003 (4 digits)',
    basis:
      '[VW] lottonumbers/2009-08-01.txt, an mthai scrape, has 000389 in its place and the same other 49 numbers; 0003 is 000389 cut short',
  }),
  sanookPlaceholder('2008-08-16', 5),
  sanookPlaceholder('2008-09-01', 10),
  sanookPlaceholder('2009-07-16', 3),
  sanookPlaceholder('2009-11-01', 1),
  sanookPlaceholder('2009-11-16', 2),
  sanookPlaceholder('2010-09-01', 5),
  sanookPlaceholder('2010-09-16', 50),
];

/** A source row that repeats another draw under a date on which no draw took place. */
export interface DuplicateRow {
  source: HistorySource;
  date: string;
  /** The period whose draw the row repeats. */
  sameAs: string;
  wrong: string;
  basis: string;
}

const COVID_2020 =
  'One draw: the 1 Apr 2020 period, drawn on 16 May 2020 after two COVID-19 postponements; no tickets were sold for the 16 Apr, 2 May and 16 May 2020 periods [PM20][SPR20][RYT20]. The row is read as the 2020-04-01 period and not shipped as a draw of its own';

export const DUPLICATE_ROWS: readonly DuplicateRow[] = [
  {
    source: 'csv',
    date: '2020-05-16',
    sameAs: '2020-04-01',
    wrong: 'the 2020-05-16 row repeats every number of the 2020-04-01 row (first prize 051095)',
    basis: COVID_2020,
  },
  {
    source: 'sanook',
    date: '2020-05-16',
    sameAs: '2020-04-01',
    wrong:
      'the 2020-05-16 line (id 16052563) repeats every number and amount of the 2020-04-01 line (first prize 051095)',
    basis: COVID_2020,
  },
];

/** A source row dated otherwise than the period it holds (a date on which no draw took place). */
export interface MisdatedRow {
  source: HistorySource;
  /** The row's date, as the source has it. */
  date: string;
  /** The period the row holds. */
  period: string;
  /** The row's first prize: the build stops when the source no longer says this. */
  prize1: string;
  wrong: string;
  basis: string;
}

export const MISDATED_ROWS: readonly MisdatedRow[] = [
  {
    source: 'sanook',
    date: '2011-02-28',
    period: '2011-03-01',
    prize1: '656037',
    wrong:
      'the line is dated 2011-02-28 (id 28022554); the GLO table has no draw on that day, and its 2011-03-01 row has the same first prize 656037, last-3 and last-2',
    basis:
      'The GLO table dates the draw 1 Mar 2011, a regular draw day (the 1st), and the archive has no other line for it; every main tier of the line equals that row’s (checked by the build). The line is read as the 2011-03-01 period',
  },
];

/** A period drawn on another day than its period date (the date printed on the ticket). */
export interface PeriodDrawDate {
  date: string;
  drawDate: string;
  why: string;
  sources: readonly string[];
}

export const PERIOD_DRAW_DATES: readonly PeriodDrawDate[] = [
  {
    date: '2020-04-01',
    drawDate: '2020-05-16',
    why: 'COVID-19: moved first to 2 May, then on 15 Apr 2020 to 16 May 2020',
    sources: ['TRP20', 'PM20', 'SPR20', 'RYT20'],
  },
];

/** A fix applied by rule to every row it fits, each recorded on the draw it fixed. */
export interface SourceRule {
  id: 'csv-shifted-tiers' | 'csv-whitespace' | 'sanook-whitespace';
  source: HistorySource;
  wrong: string;
  fix: string;
  basis: string;
}

export const SOURCE_RULES: Readonly<Record<SourceRule['id'], SourceRule>> = {
  'csv-shifted-tiers': {
    id: 'csv-shifted-tiers',
    source: 'csv',
    wrong:
      'the tier columns are shifted by one: prize_2nd is empty, the 2nd prize is under prize_3rd, the 3rd under prize_4th, the 4th under prize_5th, and the 5th prize is missing',
    fix: 'remapped (prize_3rd → prize2, prize_4th → prize3, prize_5th → prize4) when every count fits that shift exactly; the 5th prize is not in this source',
    basis: 'Checked against [VW] lottonumbers/2014-02-16.txt (shared/domain §6 #2)',
  },
  'csv-whitespace': {
    id: 'csv-whitespace',
    source: 'csv',
    wrong: 'stray spaces around the number',
    fix: 'trimmed',
    basis: 'The trimmed number equals the GLO table’s',
  },
  'sanook-whitespace': {
    id: 'sanook-whitespace',
    source: 'sanook',
    wrong: 'stray spaces around the number',
    fix: 'trimmed',
    basis: 'The trimmed number equals the GLO table’s',
  },
};

/**
 * How a source writes what a draw does not have: read so, checked on every row, counted in the
 * build's report and not recorded on the draws (no value of the draw is changed). A row that
 * does not write it exactly so is reported and its tier left out.
 */
export interface SourceReading {
  id: 'sanook-no-front3' | 'sanook-no-front3-amount';
  source: HistorySource;
  what: string;
  readAs: string;
}

export const SOURCE_READINGS: Readonly<Record<SourceReading['id'], SourceReading>> = {
  'sanook-no-front3': {
    id: 'sanook-no-front3',
    source: 'sanook',
    what: 'before 2015-09-01 (no front-3 prize yet) front3 is ["xxx", "xxx"] and the four last-3 numbers are all in last3',
    readAs: 'no front-3 tier',
  },
  'sanook-no-front3-amount': {
    id: 'sanook-no-front3-amount',
    source: 'sanook',
    what: 'before 2015-09-01 the amounts state 2,000 baht for front3, a prize the draw did not have',
    readAs: 'not an amount of the draw',
  },
};
