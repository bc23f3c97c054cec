import { fullPrizesNumbers, readFullPrizesCsv, type FieldIssue } from '@lotto/contracts';
import { wholeText } from './slots';
import type { Candidate } from './types';

/**
 * The draws of a full-prize CSV (with or without its header; old rows with shifted tier columns
 * remapped), read with the importer's reader but not its validation: a wrong number must reach the
 * preview to be marked, not refuse the whole row. A problem of the whole text instead of draws.
 */
export function readCsv(text: string): Candidate[] | FieldIssue {
  let records: ReturnType<typeof readFullPrizesCsv>;
  try {
    records = readFullPrizesCsv(text);
  } catch (error) {
    return wholeText(error instanceof Error ? error.message : String(error));
  }
  if (records.length === 0) return wholeText('The CSV has a header but no row');
  return records.map((record) => {
    if (!record.ok)
      return { numbers: {}, problems: [wholeText(`Line ${record.line}: ${record.reason}`)] };
    const read = fullPrizesNumbers(record);
    if (!read.ok) return { date: record.date, numbers: {}, problems: [wholeText(read.reason)] };
    return { date: record.date, numbers: read.numbers, problems: [] };
  });
}
