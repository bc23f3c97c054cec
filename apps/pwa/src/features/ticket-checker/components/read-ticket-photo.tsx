import type { Result } from '@lotto/contracts';
import {
  drawOfTicketCode,
  readTicketCode,
  type TicketCode,
  ticketCodePeriod,
} from '@lotto/number-tools';
import { useId, useRef, useState } from 'react';
import { t } from '@/i18n';
import { formatDrawDate } from '@/lib/format';
import { NumberOcrOffer } from './number-ocr-offer';

/** What a photo gave: the ticket numbers read, and the draw on file their codes name (if any). */
export interface PhotoTickets {
  numbers: string[];
  /** The date of the draw on file the first ticket's code names; null when not on file yet. */
  draw: string | null;
}

/** The draw on file a code names: its period's draw on the calendar, by its date or the date it was moved from. */
function drawOnFile(
  code: TicketCode,
  results: readonly Result[],
): { date: string; onFile: boolean } {
  const scheduled = drawOfTicketCode(code);
  const dates = [scheduled?.date, scheduled?.movedFrom].filter((d): d is string => d !== undefined);
  const found = results.find((r) => dates.includes(r.date));
  return found
    ? { date: found.date, onFile: true }
    : { date: scheduled?.date ?? ticketCodePeriod(code.year, code.series), onFile: false };
}

/**
 * 'Read a ticket's photo': the visitor picks a photo (or takes one: `accept="image/*"` offers the
 * camera on a phone), its 2D codes are read on the device (../lib/code-reader.ts, loaded on the
 * first use), and every ticket's number goes to the form with the draw its code names, for the
 * visitor to confirm (the series → draw rule is inferred, `@lotto/number-tools`). A seller's QR link
 * and anything that is not a ticket's code fill nothing in; the status line says what happened,
 * and the OCR of the printed number is offered instead (./number-ocr-offer.tsx).
 */
export function ReadTicketPhoto({
  results,
  onRead,
}: {
  results: readonly Result[];
  onRead: (tickets: PhotoTickets) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [status, setStatus] = useState<{ text: string; problem: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // The photo whose code could not be read: its printed number may be, on the visitor's tap.
  const [codeless, setCodeless] = useState<File | null>(null);

  const readFile = async (file: File) => {
    setBusy(true);
    setCodeless(null);
    setStatus({ text: t('checker.photoReading'), problem: false });
    try {
      const { loadCodeReader } = await import('../lib/code-reader');
      const reader = await loadCodeReader();
      const bitmap = await createImageBitmap(file);
      let texts: string[];
      try {
        texts = await reader.read(bitmap);
      } finally {
        bitmap.close();
      }
      const readings = texts.map(readTicketCode);
      const codes = readings.flatMap((r) => (r.kind === 'ticket' ? [r.code] : []));
      const [first] = codes;
      if (first === undefined) {
        const onlyLinks = readings.length > 0 && readings.every((r) => r.kind === 'link');
        setStatus({
          text: t(onlyLinks ? 'checker.photoLink' : 'checker.photoNoCode'),
          problem: true,
        });
        setCodeless(file);
        return;
      }
      const numbers = [...new Set(codes.map((code) => code.number))];
      const draw = drawOnFile(first, results);
      onRead({ numbers, draw: draw.onFile ? draw.date : null });
      const tickets = numbers.join(', ');
      const date = formatDrawDate(draw.date);
      setStatus({
        text: draw.onFile
          ? t('checker.photoRead', { tickets, date })
          : t('checker.photoReadNoDraw', { tickets, date }),
        problem: false,
      });
    } catch (error) {
      console.warn('The photo could not be read', error);
      setStatus({
        text: t('checker.photoFailed', {
          reason: error instanceof Error ? error.message : String(error),
        }),
        problem: true,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="checker-photo">
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="ticket-photo-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same photo may be picked again.
          event.target.value = '';
          if (file) void readFile(file);
        }}
      />
      <button
        type="button"
        className="btn"
        disabled={busy}
        aria-describedby={helpId}
        onClick={() => input.current?.click()}
      >
        {t('checker.readPhoto')}
      </button>
      <span id={helpId} className="field-extra">
        {t('checker.readPhotoHelp')}
      </span>
      <p className={status?.problem ? 'field-error' : 'checker-saved-note'} role="status">
        {status?.text ?? ''}
      </p>
      {codeless && (
        <NumberOcrOffer image={codeless} onNumbers={(numbers) => onRead({ numbers, draw: null })} />
      )}
    </div>
  );
}
