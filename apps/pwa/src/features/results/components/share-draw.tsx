import type { DrawDetail } from '@lotto/contracts';
import { useState } from 'react';
import { t } from '@/i18n';
import { drawSummary } from '../lib/draw-text';
import { shareCardFileName, shareDrawCard } from '../lib/share-card';

type ShareState =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; text: string }
  | { kind: 'failed'; text: string };

/**
 * 'Share': a PNG card of the draw handed to the Web Share API (the phone's share sheet) where it
 * can share files, else downloaded as lotto-<date>.png.
 */
export function ShareDraw({ draw }: { draw: DrawDetail }) {
  const [state, setState] = useState<ShareState>({ kind: 'idle' });
  const share = () => {
    setState({ kind: 'working' });
    shareDrawCard(draw, drawSummary(draw))
      .then((outcome) =>
        setState(
          outcome === 'downloaded'
            ? {
                kind: 'done',
                text: t('results.savedAs', { file: shareCardFileName(draw.date) }),
              }
            : { kind: 'idle' },
        ),
      )
      .catch((error: unknown) => {
        console.error('Could not share the draw', error);
        setState({
          kind: 'failed',
          text: t('results.shareFailed', {
            reason: error instanceof Error ? error.message : String(error),
          }),
        });
      });
  };
  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={share}
        disabled={state.kind === 'working'}
        aria-busy={state.kind === 'working'}
        aria-describedby={
          state.kind === 'done' || state.kind === 'failed' ? 'share-draw-note' : undefined
        }
      >
        {t('results.share')}
      </button>
      {(state.kind === 'done' || state.kind === 'failed') && (
        <span
          id="share-draw-note"
          className={state.kind === 'failed' ? 'share-note share-note-failed' : 'share-note muted'}
          role={state.kind === 'failed' ? 'alert' : 'status'}
        >
          {state.text}
        </span>
      )}
    </>
  );
}
