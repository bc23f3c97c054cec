import type { DrawNumbers, DrawStatus, FieldIssue } from '@lotto/contracts';

/** Which kind of text was pasted. */
export type PasteFormat = 'text' | 'csv' | 'glo' | 'json';

export interface OfficialText {
  format: PasteFormat;
  /** The period date the pasted row or object names (CSV, JSON); the text format names none. */
  date?: string;
  drawDate?: string;
  status?: DrawStatus;
  /** The numbers read, per tier (first prize and last 2 as single numbers). */
  numbers: DrawNumbers;
  /** Digit groups after the last tier of the era (text format). */
  extra: string[];
  /** How many digit groups the text format counted. */
  groups: number;
  /**
   * What is wrong with the text itself, on the same paths as `drawIssues` (`prize5.16`, `prize1`),
   * `extra` for groups past the draw's end and `` for the whole text.
   */
  problems: FieldIssue[];
}

/** One draw of a pasted CSV, GLO or JSON text, before the one of the period is chosen. */
export interface Candidate {
  date?: string;
  drawDate?: string;
  status?: DrawStatus;
  numbers: DrawNumbers;
  problems: FieldIssue[];
}
