/**
 * The history parsers moved to `@lotto/contracts` (history-formats.ts) so the PWA's admin paste
 * reads a row the same way; re-exported here for the API's importers.
 */
export {
  detectHistoryFormat,
  FORMAT_LABELS,
  type HistoryFormat,
  type HistoryRow,
  parseFullPrizesCsv,
  parseGloPsv,
  parseHistory,
  parseShippedDraws,
} from '@lotto/contracts';
