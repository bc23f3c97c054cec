import { gloDerivedColumnsAgree, gloNumbers, readGloPsv, type FieldIssue } from '@lotto/contracts';
import { wholeText } from './slots';
import type { Candidate } from './types';

/**
 * The draws of rows of GLO's pipe-separated table, read with the importer's reader; a row whose
 * "2 ตัวบน"/"3 ตัวบน" columns disagree with its first prize is flagged on the first prize.
 */
export function readGlo(text: string): Candidate[] | FieldIssue {
  const records = readGloPsv(text);
  if (records.length === 0) return wholeText('The GLO table has a header but no row');
  return records.map((record) => {
    if (!record.ok)
      return { numbers: {}, problems: [wholeText(`Line ${record.line}: ${record.reason}`)] };
    const problems = gloDerivedColumnsAgree(record)
      ? []
      : [
          {
            path: 'prize1',
            message: `The "2 ตัวบน"/"3 ตัวบน" columns (${record.top2}/${record.top3}) do not match the first prize ${record.prize1}`,
          },
        ];
    return { date: record.date, numbers: gloNumbers(record), problems };
  });
}
