import {
  DRAW_STATUSES,
  type DrawStatus,
  type FieldIssue,
  isSingleTier,
  parseShippedDraws,
  setTierNumbers,
  TIER_NAMES,
  TIERS,
} from '@lotto/contracts';
import { wholeText } from './slots';
import type { Candidate } from './types';

/** A JSON draw of any shape: its tiers where they have the right types, a problem where not. */
function jsonCandidate(value: unknown): Candidate {
  const candidate: Candidate = { numbers: {}, problems: [] };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    candidate.problems.push(wholeText('The JSON is not a draw object'));
    return candidate;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.date === 'string') candidate.date = record.date;
  if (typeof record.drawDate === 'string') candidate.drawDate = record.drawDate;
  const status = record.status;
  if (typeof status === 'string' && (DRAW_STATUSES as readonly string[]).includes(status)) {
    candidate.status = status as DrawStatus;
  }
  for (const tier of TIERS) {
    const field = record[tier];
    if (field === undefined || field === null) continue;
    const single = isSingleTier(tier);
    const list: unknown[] = Array.isArray(field) ? field : [field];
    if (list.every((n): n is string => typeof n === 'string') && single !== Array.isArray(field)) {
      setTierNumbers(candidate.numbers, tier, list);
    } else {
      candidate.problems.push({
        path: tier,
        message: `${TIER_NAMES[tier]} must be ${single ? 'one number as text' : 'a list of numbers as text'}`,
      });
    }
  }
  return candidate;
}

/**
 * Shipped draws as JSON: one object or a list of them, or NDJSON lines. A line the shipped schema
 * refuses is still read tier by tier, so that its wrong numbers are marked rather than lost.
 */
export function readJson(text: string): Candidate[] | FieldIssue {
  try {
    // One object (or a list of them), possibly spread over several lines.
    const value: unknown = JSON.parse(text);
    return (Array.isArray(value) ? value : [value]).map(jsonCandidate);
  } catch {
    // Not one JSON value: NDJSON, one shipped draw a line.
  }
  const rows = parseShippedDraws(text);
  const lines = text.split(/\r?\n/);
  const candidates: Candidate[] = [];
  for (const row of rows) {
    if (row.ok) {
      const {
        date,
        drawDate,
        status,
        sources: _sources,
        corrections: _corrections,
        ...numbers
      } = row.draw;
      candidates.push({ date, drawDate, status, numbers, problems: [] });
      continue;
    }
    // A line the shipped schema refuses may still be a draw whose numbers the preview should mark.
    try {
      candidates.push(jsonCandidate(JSON.parse(lines[row.line - 1] ?? '')));
    } catch {
      return wholeText(`Line ${row.line} is not valid JSON`);
    }
  }
  return candidates;
}
