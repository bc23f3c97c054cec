import { isIsoDate } from '@lotto/number-tools';
import {
  type DrawNumbers,
  ENGLISH_MONTHS,
  type FieldIssue,
  setTierNumbers,
  THAI_MONTHS,
  THAI_MONTHS_SHORT,
  TIER_NAMES,
  TIERS,
} from '@lotto/contracts';
import { eraFor, lengthProblems } from './slots';
import type { OfficialText } from './types';

/*
 * The official result sheet as text: digit groups in GLO's order, with labels, counts, amounts
 * and dates around them that are not prize numbers.
 */

const THAI_DIGITS = /[\u0E50-\u0E59]/g;
/** Month names and era marks (lower-cased, as words are): a number next to one is part of a date. */
const MONTHS = new Set<string>([
  ...THAI_MONTHS,
  ...THAI_MONTHS_SHORT,
  'พ.ศ.',
  'ค.ศ.',
  ...ENGLISH_MONTHS.map((month) => month.toLowerCase()),
  ...ENGLISH_MONTHS.map((month) => month.slice(0, 3).toLowerCase()),
  'sept',
]);
/** Words that follow a count or an amount ("มี 5 รางวัล", "3 ตัว", "Last 2 digits", "200000 บาท"). */
const UNIT_WORD = /^(?:ตัว|บาท|รางวัล$|รางวัลๆ|รางวัลละ|baht|digits?$|prizes?$|numbers$)/;
/** Words after which a single digit is a tier's ordinal ("รางวัลที่ 1", "Prize 1", "No. 2"). */
const ORDINAL_WORD = /(?:ที่|^prize|^no\.?|^tier)$/;

type Token =
  | { kind: 'word'; text: string }
  | { kind: 'skip' }
  | { kind: 'digits'; text: string; whole: boolean };

/** Letters (Thai or Latin, with Thai vowel and tone marks) and the dots of abbreviations. */
const LETTER = /[\p{L}\p{M}]/u;

function tokensOf(line: string): Token[] {
  const tokens: Token[] = [];
  for (const raw of line.split(/\s+/)) {
    // Brackets, colons, dashes and the like around a group are not part of it; words keep their
    // dots ("no.", "ธ.ค."), numbers lose a sentence's full stop.
    let core = raw.replace(/^[^\p{L}\p{M}\p{N}]+/u, '').replace(/[^\p{L}\p{M}\p{N}.]+$/u, '');
    if (/\d\.+$/.test(core)) core = core.replace(/\.+$/, '');
    if (core === '') continue;
    const hasDigit = /\d/.test(core);
    if (!hasDigit) {
      tokens.push({ kind: 'word', text: core.toLowerCase() });
    } else if (LETTER.test(core)) {
      // "1st", "2nd", "รางวัลที่1", "3ตัว": a label, never a prize number.
      tokens.push({ kind: 'word', text: core.toLowerCase() });
    } else if (/^\d{1,2}[/.:-]\d{1,2}(?:[/.:-]\d{2,4})?$/.test(core) || isIsoDate(core)) {
      // A date (16/12/2567, 2024-12-16) or a time (15:00).
      tokens.push({ kind: 'skip' });
    } else if (/^\d{1,3}(?:,\d{3})*,000(?:\.\d+)?$/.test(core) || /^\d+\.\d{2}$/.test(core)) {
      // An amount: every prize is a whole number of thousands (6,000,000; 200,000.00).
      tokens.push({ kind: 'skip' });
    } else {
      const parts = core.split(/\D+/).filter((part) => part !== '');
      for (const part of parts)
        tokens.push({ kind: 'digits', text: part, whole: parts.length === 1 });
    }
  }
  return tokens;
}

/** The prize-number groups of one line: digits that are not a label's count, ordinal or date. */
function groupsOf(line: string): string[] {
  const tokens = tokensOf(line);
  const wordAt = (i: number) => {
    const token = tokens[i];
    return token?.kind === 'word' ? token.text : undefined;
  };
  const nearMonth = (i: number) =>
    [i - 2, i - 1, i + 1, i + 2].some((j) => {
      const word = wordAt(j);
      return word !== undefined && MONTHS.has(word);
    });
  const groups: string[] = [];
  tokens.forEach((token, i) => {
    if (token.kind !== 'digits') return;
    if (token.whole) {
      const next = wordAt(i + 1);
      const previous = wordAt(i - 1);
      // Only short numbers are counts ("มี 100 รางวัล"); amounts may be long ("6000000 บาท").
      if (
        next !== undefined &&
        UNIT_WORD.test(next) &&
        (token.text.length <= 3 || /^(?:บาท|baht)/.test(next))
      )
        return;
      if (token.text.length === 1 && previous !== undefined && ORDINAL_WORD.test(previous)) return;
      if (token.text.length <= 4 && nearMonth(i)) return;
    }
    groups.push(token.text);
  });
  return groups;
}

/** Every prize-number group of `text`, in order (Thai digits read as Arabic ones). */
export function digitGroups(text: string): string[] {
  const normal = text.replace(THAI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0e50));
  return normal.split(/\r?\n/).flatMap(groupsOf);
}

/** The official text read group by group into the slots of the era of `date` (`parseOfficialText`). */
export function readFreeText(text: string, date: string): OfficialText {
  const groups = digitGroups(text);
  const era = eraFor(date);
  const numbers: DrawNumbers = {};
  const problems: FieldIssue[] = [];
  let next = 0;
  for (const tier of TIERS) {
    const rule = era.tiers[tier];
    if (rule === undefined || next >= groups.length) continue;
    const list = groups.slice(next, next + rule.count);
    next += list.length;
    setTierNumbers(numbers, tier, list);
    if (list.length < rule.count) {
      const missing = rule.count - list.length;
      problems.push({
        path: tier,
        message: `The text ends inside ${TIER_NAMES[tier]}: ${list.length} of ${rule.count} numbers (${missing} missing)`,
      });
    }
  }
  const extra = groups.slice(next);
  if (extra.length > 0) {
    problems.push({
      path: 'extra',
      message: `${extra.length} digit group${extra.length === 1 ? '' : 's'} more than a draw of this period has (${next}): ${extra.join(' ')}`,
    });
  }
  if (groups.length === 0 && text.trim() !== '') {
    problems.push({ path: '', message: 'No prize numbers found in the text' });
  }
  return {
    format: 'text',
    numbers,
    extra,
    groups: groups.length,
    problems: [...lengthProblems(numbers, date), ...problems],
  };
}
