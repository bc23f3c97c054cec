import type { Result } from '@lotto/contracts';
import { SHARED_PHOTO, type SharedPhotoState, sharedPhotoState } from '@lotto/site/shared-photo';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { type MessageId, t } from '@/i18n';
import { formatDrawDate } from '@/lib/format';
import { useUpcomingDraws } from '@/draws/get-upcoming-draws';
import { addScans, drawOfCode, savedTicketOf } from '../lib/scanned-tickets';
import { keptSharedPhoto, photoProblem } from '../lib/shared-photo';
import { useSavedTickets } from '../stores/saved-tickets-store';
import { NumberOcrOffer } from './number-ocr-offer';

/** What a photo gave: the ticket numbers read, and the draw on file their codes name (if any). */
export interface PhotoTickets {
  numbers: string[];
  /** The date of the draw on file the first ticket's code names; null when not on file yet. */
  draw: string | null;
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
 * and anything that is not a ticket's code fill nothing in; the status line says what happened,
 * and the OCR of the printed number is offered instead (./number-ocr-offer.tsx). What a code says is
 * read as the camera scan reads it (../lib/scanned-tickets.ts); a ticket whose draw is not out yet is
 * saved for its period at once.
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
  // The photo whose code could not be read: its printed number may be, on the visitor's tap.
  const [codeless, setCodeless] = useState<Blob | null>(null);
  const overrides = useUpcomingDraws().data?.overrides;
  const save = useSavedTickets((s) => s.save);

  const readFile = async (file: Blob) => {
    const problem = photoProblem(file);
    if (problem !== null) {
      setStatus({ text: problemText(problem), problem: true });
      return;
    }
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
      const { added, sawLink, sawOther } = addScans([], texts, (code) =>
        drawOfCode(code, results, overrides),
      );
      const [first] = added;
      if (first === undefined) {
        // Only a seller's link: said so (OCR is offered all the same).
        setStatus({
          text: t(sawLink && !sawOther ? 'checker.photoLink' : 'checker.photoNoCode'),
          problem: true,
        });
        setCodeless(file);
        return;
      }
      const numbers = [...new Set(added.map((ticket) => ticket.number))];
      onRead({ numbers, draw: first.draw.onFile ? first.draw.date : null });
      const later = added.filter((ticket) => !ticket.draw.onFile);
      if (later.length > 0) save(later.map(savedTicketOf));
      const tickets = numbers.join(', ');
      const date = formatDrawDate(first.draw.date);
      setStatus({
        text: first.draw.onFile
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
      {codeless && (
        <NumberOcrOffer image={codeless} onNumbers={(numbers) => onRead({ numbers, draw: null })} />
      )}
    </div>
  );
}
