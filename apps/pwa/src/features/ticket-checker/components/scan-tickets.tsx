import type { Result } from '@lotto/contracts';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { useUpcomingDraws } from '@/draws/get-upcoming-draws';
import { t } from '@/i18n';
import { formatDrawDate } from '@/lib/format';
import { useDrawsToCheck } from '../api/use-draws-to-check';
import {
  type Camera,
  CameraError,
  type CameraProblem,
  captureFrame,
  openRearCamera,
  readFrames,
} from '../lib/camera';
import { SCAN_MARKS } from '../lib/scan-marks';
import { loadCodeReader } from '../lib/code-reader';
import { type ScanFeedback, scanFeedback, scanSoundOn, setScanSound } from '../lib/scan-feedback';
import {
  addScans,
  drawOfCode,
  groupScanned,
  savedTicketOf,
  type ScannedGroup,
  type ScannedTicket,
  type TicketDraw,
} from '../lib/scanned-tickets';
import { checkTickets, coverageOf, isCheckablePeriod, ticketsLine } from '../lib/tickets';
import { useSavedTickets } from '../stores/saved-tickets-store';
import { NumberOcrOffer } from './number-ocr-offer';

/*
 * The ticket scan (issue 37): the rear camera, opened on the visitor's tap, reads one ticket's
 * square code after another — on the device (../lib/code-reader.ts), no image or code leaves it —
 * and each new ticket joins a list with a beep or a buzz, its draw named and, when the draw is on
 * the device, its verdict ('3 tickets of 972469: front-3, 4,000 baht each, 12,000 baht'). The list
 * is saved as the visitor's tickets in one tap, or handed to the checker's form.
 */

const groupKey = (group: Pick<ScannedGroup, 'number' | 'draw'>) =>
  `${group.draw.date}|${group.number}`;

/**
 * The list by draw and number (`groupScanned`), and the verdict of each group whose draw is on file
 * and loaded on the device, keyed by `groupKey` (null while its draw loads, or for 1990–94).
 */
function useScanVerdicts(
  list: readonly ScannedTicket[],
  results: readonly Result[],
): { draws: ReturnType<typeof groupScanned>; verdicts: Map<string, string | null> } {
  const draws = useMemo(() => groupScanned(list), [list]);
  const lights = useMemo(
    () =>
      draws.flatMap(({ draw }) =>
        draw.onFile ? results.filter((result) => result.date === draw.date) : [],
      ),
    [draws, results],
  );
  const states = useDrawsToCheck(lights);
  return useMemo(() => {
    const verdicts = new Map<string, string | null>();
    for (const { draw, groups } of draws) {
      const state = states.find((each) => each.date === draw.date);
      for (const group of groups) {
        let line: string | null = null;
        if (state?.draw && isCheckablePeriod(draw.date)) {
          try {
            const [outcome] = checkTickets([group.number], state.draw);
            if (outcome) {
              line = ticketsLine(outcome, coverageOf(state.draw), group.sets.length);
            }
          } catch (error) {
            console.warn('A scanned ticket could not be checked', error);
          }
        }
        verdicts.set(groupKey(group), line);
      }
    }
    return { draws, verdicts };
  }, [draws, states]);
}

function cameraProblemText(problem: CameraProblem): string {
  switch (problem) {
    case 'denied':
      return t('checker.cameraDenied');
    case 'none':
      return t('checker.cameraNone');
    case 'busy':
      return t('checker.cameraBusy');
    case 'unsupported':
      return t('checker.cameraUnsupported');
  }
}

function drawHeading(draw: TicketDraw): string {
  const date = formatDrawDate(draw.date);
  return draw.onFile ? t('checker.scanDrawOf', { date }) : t('checker.scanDrawNotOut', { date });
}

/** The scanned list: per draw, its numbers, their sets and verdicts. */
function ScannedList({
  draws,
  verdicts,
}: {
  draws: ReturnType<typeof groupScanned>;
  verdicts: Map<string, string | null>;
}) {
  if (draws.length === 0) return <p className="state-text">{t('checker.scanEmpty')}</p>;
  return (
    <div className="scan-list">
      {draws.map(({ draw, groups }) => (
        <section key={draw.date} aria-label={drawHeading(draw)}>
          <h3 className="scan-list-draw">{drawHeading(draw)}</h3>
          <ul>
            {groups.map((group) => (
              <li key={group.number} data-testid="scanned-ticket">
                <span className="scan-number">{group.number}</span>{' '}
                <span className="field-extra">
                  {t('checker.scanSets', { sets: group.sets.join(', '), count: group.sets.length })}
                </span>
                <br />
                <span>
                  {verdicts.get(groupKey(group)) ??
                    (draw.onFile ? t('checker.loadingDraw') : t('checker.scanSavedForLater'))}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** What the camera and reader are doing. */
type ScanState = { kind: 'starting' } | { kind: 'scanning' } | { kind: 'failed'; text: string };

export interface ScanTicketsProps {
  results: readonly Result[];
  /**
   * Where the printed number of a ticket without a readable code goes, once its OCR read it (the
   * checker's form, for the visitor to confirm); without it, the scan offers no OCR.
   */
  onPrintedNumbers?: (numbers: string[]) => void;
  /** Closes the scan; `list` is what was read (the checker puts its numbers in its form). */
  onClose: (list: readonly ScannedTicket[]) => void;
}

/** The scan, shown as a modal dialog over the page (Escape or 'Done' closes it). */
export default function ScanTickets({ results, onClose, onPrintedNumbers }: ScanTicketsProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const titleId = useId();
  const hintId = useId();
  const { data: upcoming } = useUpcomingDraws();
  const overrides = upcoming?.overrides;
  const [state, setState] = useState<ScanState>({ kind: 'starting' });
  const [list, setList] = useState<ScannedTicket[]>([]);
  const listRef = useRef(list);
  const [camera, setCamera] = useState<Camera | null>(null);
  const [torch, setTorch] = useState(false);
  const [sound, setSound] = useState(scanSoundOn);
  const [hint, setHint] = useState('');
  const [saved, setSaved] = useState('');
  const [lastAdded, setLastAdded] = useState<ScannedTicket | null>(null);
  // A frame of a ticket whose code cannot be read, for the OCR of its printed number.
  const [frame, setFrame] = useState<{ image: Blob; id: number } | null>(null);
  const save = useSavedTickets((s) => s.save);
  const { draws, verdicts } = useScanVerdicts(list, results);

  /** A frame's texts: its new tickets join the list (the effect below reads the frames). */
  const onTexts = useEffectEvent((texts: string[], feedback: ScanFeedback) => {
    const step = addScans(listRef.current, texts, (code) => drawOfCode(code, results, overrides));
    if (step.added.length === 0) {
      if (step.sawLink) setHint(t('checker.scanLink'));
      else if (step.sawOther) setHint(t('checker.scanOther'));
      return;
    }
    if (listRef.current.length === 0) performance.mark(SCAN_MARKS.firstTicket);
    // A ticket whose draw is not on file yet is saved for its period at once: the checker tells
    // the visitor its verdict when the results come (new-draw-watcher).
    const later = step.added.filter((ticket) => !ticket.draw.onFile);
    if (later.length > 0) save(later.map(savedTicketOf));
    listRef.current = step.list;
    setList(step.list);
    setHint('');
    setLastAdded(step.added.at(-1) ?? null);
    feedback.ticketAdded(sound);
  });

  const close = () => onClose(listRef.current);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  // The camera and the reader, started together on the tap that opened the scan.
  useEffect(() => {
    const stop = new AbortController();
    const feedback = scanFeedback();
    let opened: Camera | undefined;
    void (async () => {
      try {
        const [open, reader] = await Promise.all([
          openRearCamera().then((each) => {
            performance.mark(SCAN_MARKS.cameraOpen);
            return each;
          }),
          loadCodeReader().then((each) => {
            performance.mark(SCAN_MARKS.readerReady);
            return each;
          }),
        ]);
        opened = open;
        const element = video.current;
        if (stop.signal.aborted || !element) {
          open.stop();
          return;
        }
        setCamera(open);
        element.srcObject = open.stream;
        await element.play().catch(() => undefined);
        setState({ kind: 'scanning' });
        readFrames(
          element,
          (frame) => reader.read(frame),
          (texts) => onTexts(texts, feedback),
          stop.signal,
        );
      } catch (error) {
        if (stop.signal.aborted) return;
        console.warn('The scan could not start', error);
        setState({
          kind: 'failed',
          text:
            error instanceof CameraError
              ? cameraProblemText(error.problem)
              : t('checker.scanReaderFailed', {
                  reason: error instanceof Error ? error.message : String(error),
                }),
        });
      }
    })();
    return () => {
      stop.abort();
      opened?.stop();
      feedback.close();
    };
  }, []);

  const toggleTorch = async () => {
    if (!camera) return;
    try {
      await camera.setTorch(!torch);
      setTorch(!torch);
    } catch (error) {
      console.warn('The torch could not be switched', error);
      setHint(t('checker.torchFailed'));
    }
  };

  const saveAll = () => {
    const added = save(list.map(savedTicketOf));
    setSaved(
      added === 0 ? t('checker.ticketsAlreadySaved') : t('checker.scanSaved', { count: added }),
    );
  };

  const lastLine = lastAdded
    ? [
        t('checker.scanAdded', {
          number: lastAdded.number,
          set: lastAdded.set,
          count: list.length,
        }),
        verdicts.get(groupKey(lastAdded)) ??
          (lastAdded.draw.onFile ? null : drawHeading(lastAdded.draw)),
      ]
        .filter(Boolean)
        .join(t('checker.sentenceSeparator'))
    : '';

  return (
    <dialog
      ref={dialog}
      className="scan-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className="scan-head">
        <h2 id={titleId}>{t('checker.scanTitle')}</h2>
        <button type="button" className="btn btn-primary" onClick={close}>
          {t('checker.scanDone')}
        </button>
      </div>
      <div className="scan-view">
        <video
          ref={video}
          className="scan-video"
          muted
          playsInline
          aria-label={t('checker.scanCameraLabel')}
          aria-describedby={hintId}
        />
        <div className="scan-guide" aria-hidden="true" />
        {state.kind === 'starting' && (
          <p className="scan-overlay-text" aria-busy="true">
            {t('checker.scanStarting')}
          </p>
        )}
      </div>
      <p id={hintId} className="field-extra">
        {t('checker.scanHelp')}
      </p>
      {state.kind === 'failed' && (
        <p className="field-error" role="alert">
          {state.text}
        </p>
      )}
      <div className="scan-controls">
        {camera?.hasTorch && (
          <button
            type="button"
            className="btn"
            aria-pressed={torch}
            onClick={() => void toggleTorch()}
          >
            {t('checker.scanTorch')}
          </button>
        )}
        <button
          type="button"
          className="btn"
          aria-pressed={sound}
          onClick={() => {
            setSound(!sound);
            setScanSound(!sound);
          }}
        >
          {t('checker.scanSound')}
        </button>
        <button type="button" className="btn" disabled={list.length === 0} onClick={saveAll}>
          {t('checker.scanSaveAll', { count: list.length })}
        </button>
        {onPrintedNumbers && state.kind === 'scanning' && (
          <button
            type="button"
            className="btn"
            onClick={() => {
              const element = video.current;
              if (!element) return;
              void captureFrame(element).then((image) => {
                if (image) setFrame((last) => ({ image, id: (last?.id ?? 0) + 1 }));
              });
            }}
          >
            {t('checker.scanPrinted')}
          </button>
        )}
      </div>
      {frame && onPrintedNumbers && (
        <NumberOcrOffer key={frame.id} image={frame.image} onNumbers={onPrintedNumbers} />
      )}
      <p className="scan-hint" role="status">
        {hint}
      </p>
      <p className="checker-saved-note" role="status">
        {saved}
      </p>
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {lastLine}
      </p>
      <ScannedList draws={draws} verdicts={verdicts} />
    </dialog>
  );
}
