import type { Result } from '@lotto/contracts';
import {
  drawOfTicketCode,
  readTicketCode,
  type TicketCode,
  ticketCodePeriod,
} from '@lotto/number-tools';
import { SHARED_PHOTO, type SharedPhotoState, sharedPhotoState } from '@lotto/site/shared-photo';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { type MessageId, t } from '@/i18n';
import { formatDrawDate } from '@/lib/format';
import { keptSharedPhoto, photoProblem } from '../lib/shared-photo';

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

/** What the checker says of a share that brought nothing to read (`?photo=`, ../lib/shared-photo.ts). */
const SHARE_PROBLEMS: Record<Exclude<SharedPhotoState, 'shared'>, MessageId> = {
  missing: 'checker.photoNoneShared',
  'not-image': 'checker.photoNotImage',
  'too-large': 'checker.photoTooLarge',
  unsent: 'checker.photoUnsent',
};

const problemText = (state: Exclude<SharedPhotoState, 'shared'>) =>
  t(SHARE_PROBLEMS[state], { megabytes: SHARED_PHOTO.maxBytes / (1024 * 1024) });

/**
 * 'Read a ticket's photo': the visitor picks a photo (or takes one: `accept="image/*"` offers the
 * camera on a phone), its 2D codes are read on the device (../lib/code-reader.ts, loaded on the
 * first use), and every ticket's number goes to the form with the draw its code names, for the
 * visitor to confirm (the series → draw rule is inferred, `@lotto/number-tools`). A seller's QR link
 * and anything that is not a ticket's code fill nothing in; the status line says what happened.
 *
 * A photo shared to the installed app arrives as `/check?photo=shared` (the service worker kept it,
 * ../lib/shared-photo.ts): read once on the first render through the same `readFile` as a picked
 * one, then removed from the device; `?photo=` leaves the address at once (a reload reads nothing
 * twice). It is read from the address, not /check's search schema (src/links/check-search.ts): a
 * one-time word from the service worker, not a state of the page.
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
  const router = useRouter();
  const [shared] = useState(() => sharedPhotoState(router.history.location.search));
  // A share that brought nothing to read says so from the first render.
  const [status, setStatus] = useState<{ text: string; problem: boolean } | null>(() =>
    shared === undefined || shared === 'shared'
      ? null
      : { text: problemText(shared), problem: true },
  );
  const [busy, setBusy] = useState(false);

  const readFile = async (file: Blob) => {
    const problem = photoProblem(file);
    if (problem !== null) {
      setStatus({ text: problemText(problem), problem: true });
      return;
    }
    setBusy(true);
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

  const sharedTaken = useRef(false);
  useEffect(() => {
    // Once, even where React runs an effect twice (development's strict mode).
    if (shared === undefined || sharedTaken.current) return;
    sharedTaken.current = true;
    const { pathname, search, hash } = router.history.location;
    const rest = new URLSearchParams(search);
    rest.delete(SHARED_PHOTO.param);
    const query = rest.toString();
    router.history.replace(`${pathname}${query ? `?${query}` : ''}${hash}`);
    if (shared !== 'shared') return;
    void (async () => {
      const kept = await keptSharedPhoto().catch((error: unknown) => {
        console.warn('The shared photo could not be taken', error);
        return null;
      });
      if (kept === null) {
        setStatus({ text: t('checker.photoSharedGone'), problem: true });
        return;
      }
      await readFile(kept.photo);
      await kept.remove();
    })();
    // readFile is this render's; it reads nothing of the state an effect would go stale on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shared, router]);

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
    </div>
  );
}
