/**
 * The performance marks a ticket scan leaves, from the tap on 'Scan tickets' to the first ticket
 * read (the benchmark reads them); constants only, for the checker's chunk and the scan's alike.
 */
export const SCAN_MARKS = {
  tap: 'lotto-scan-tap',
  cameraOpen: 'lotto-scan-camera',
  readerReady: 'lotto-scan-reader',
  frame: 'lotto-scan-frame',
  firstTicket: 'lotto-scan-first-ticket',
} as const;
