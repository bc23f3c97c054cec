import type { Result } from '@lotto/contracts';
import { lazy, Suspense, useState } from 'react';
import { t } from '@/i18n';
import { SCAN_MARKS } from '../lib/scan-marks';
import type { ScannedTicket } from '../lib/scanned-tickets';

/** The scan and its reader: loaded on the tap, never with the checker (./scan-tickets.tsx). */
const ScanTickets = lazy(() => import('./scan-tickets'));

/**
 * 'Scan tickets': opens the rear camera's scan on a tap (never on load). `onScanned` gets what was
 * read when the visitor closes it.
 */
export function ScanTicketsButton({
  results,
  onScanned,
  onPrintedNumbers,
  primary = false,
}: {
  results: readonly Result[];
  onScanned?: (list: readonly ScannedTicket[]) => void;
  /** The OCR of a ticket without a code (`ScanTicketsProps`); none offered without it. */
  onPrintedNumbers?: (numbers: string[]) => void;
  primary?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={primary ? 'btn btn-primary' : 'btn'}
        aria-haspopup="dialog"
        onClick={() => {
          for (const name of Object.values(SCAN_MARKS)) performance.clearMarks(name);
          performance.mark(SCAN_MARKS.tap);
          setOpen(true);
        }}
      >
        {t('checker.scan')}
      </button>
      {open && (
        <Suspense
          fallback={
            <span className="field-extra" aria-busy="true">
              {t('checker.scanStarting')}
            </span>
          }
        >
          <ScanTickets
            results={results}
            {...(onPrintedNumbers ? { onPrintedNumbers } : {})}
            onClose={(list) => {
              setOpen(false);
              onScanned?.(list);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
