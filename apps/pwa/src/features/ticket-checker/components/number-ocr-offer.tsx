import { useEffect, useId, useState } from 'react';
import { t } from '@/i18n';
import type { OcrImage, OcrProgress } from '../lib/number-ocr';

type OcrState =
  | { step: 'offer' }
  | { step: 'working'; progress: OcrProgress }
  | { step: 'done'; text: string; problem: boolean };

/**
 * The download's size for the consent, in MB with one decimal ('4.1'), and whether this device
 * keeps the files already (then there is nothing to download); null while unknown.
 */
function useDownload(): { mb: string; kept: boolean } | null {
  const [size, setSize] = useState<{ mb: string; kept: boolean } | null>(null);
  useEffect(() => {
    // A photo read again before the answer came unmounts this offer: its answer is dropped.
    const gone = new AbortController();
    void (async () => {
      const { ocrDownloadBytes, ocrFilesKept } = await import('../lib/number-ocr');
      const [bytes, kept] = await Promise.all([ocrDownloadBytes(), ocrFilesKept()]);
      if (!gone.signal.aborted) setSize({ mb: (bytes / 1_000_000).toFixed(1), kept });
    })().catch((error: unknown) => {
      console.warn('The number reader’s size is unknown', error);
    });
    return () => {
      gone.abort();
    };
  }, []);
  return size;
}

/** What the status line says while the reader downloads or reads: in steps of 10 %, not every chunk. */
function progressText(progress: OcrProgress): string {
  return progress.phase === 'download'
    ? t('checker.ocrDownloading', { percent: String(Math.floor(progress.share * 10) * 10) })
    : t('checker.ocrReading');
}

/**
 * The offer to read a ticket's printed number when its code could not be read (issue 37): OCR on
 * the device (../lib/number-ocr.ts), only on the visitor's tap, after saying what it downloads the
 * first time. What it finds goes to `onNumbers` for the form, with a plain sentence asking the
 * visitor to check it against the ticket: it never checks by itself, since OCR misreads. Where the
 * image came from (a picked photo, a camera frame) is the caller's business.
 */
export function NumberOcrOffer({
  image,
  onNumbers,
}: {
  image: OcrImage;
  onNumbers: (numbers: string[]) => void;
}) {
  const offerId = useId();
  const download = useDownload();
  const [state, setState] = useState<OcrState>({ step: 'offer' });
  const [declined, setDeclined] = useState(false);

  const read = async () => {
    setState({ step: 'working', progress: { phase: 'download', share: 0 } });
    try {
      const { readPrintedNumbers } = await import('../lib/number-ocr');
      const numbers = await readPrintedNumbers(image, (progress) => {
        setState({ step: 'working', progress });
      });
      if (numbers.length === 0) {
        setState({ step: 'done', text: t('checker.ocrNone'), problem: true });
        return;
      }
      onNumbers(numbers);
      setState({
        step: 'done',
        text: t('checker.ocrRead', { tickets: numbers.join(', ') }),
        problem: false,
      });
    } catch (error) {
      console.warn('The printed number could not be read', error);
      setState({
        step: 'done',
        text: t('checker.ocrFailed', {
          reason: error instanceof Error ? error.message : String(error),
        }),
        problem: true,
      });
    }
  };

  if (declined) return null;
  return (
    <div className="checker-ocr" role="group" aria-label={t('checker.ocrLabel')}>
      {state.step === 'offer' && (
        <>
          <p id={offerId} className="field-extra">
            {download &&
              (download.kept
                ? t('checker.ocrOfferKept')
                : t('checker.ocrOffer', { size: download.mb }))}
          </p>
          <button
            type="button"
            className="btn"
            aria-describedby={offerId}
            // Not before the size is known: the visitor agrees to a download they were told about.
            disabled={download === null}
            onClick={() => void read()}
          >
            {t('checker.ocrAccept')}
          </button>
          <button type="button" className="btn" onClick={() => setDeclined(true)}>
            {t('checker.ocrDecline')}
          </button>
        </>
      )}
      {state.step === 'working' && (
        <progress
          aria-label={t('checker.ocrLabel')}
          max={1}
          // Reading has no byte count: an indeterminate bar.
          {...(state.progress.phase === 'download' ? { value: state.progress.share } : {})}
        />
      )}
      <p
        className={state.step === 'done' && state.problem ? 'field-error' : 'checker-saved-note'}
        role="status"
      >
        {state.step === 'working'
          ? progressText(state.progress)
          : state.step === 'done'
            ? state.text
            : ''}
      </p>
    </div>
  );
}
