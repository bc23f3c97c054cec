/* @jsxRuntime automatic */
// The automatic runtime named here, not only in tsconfig: tsx applies the tsconfig of its cwd.
import type { DrawStatus } from '@lotto/contracts';
import type { ReactNode } from 'react';
import { useWords } from '../words-context.js';

/**
 * Draw day: 'Live — numbers still coming in' over a live draw (its page, Home's last result), as the
 * server writes it and the app shows it, or with `final` the note that it is complete. The app adds
 * when it last asked (`updated`) and, as `children`, its 'Notify me when final' and the status
 * region that reads new numbers out — one element from the live line to the final one, so the
 * region stays and each change is announced.
 */
export function LiveLine({
  final = false,
  updated,
  children,
}: {
  final?: boolean;
  updated?: string | null;
  children?: ReactNode;
}) {
  const words = useWords();
  return (
    <div className={'live-status' + (final ? ' live-status-final' : '')}>
      <p className="live-line">
        {!final && <span className="live-dot" aria-hidden="true" />}
        <strong>{words.t(final ? 'results.finalText' : 'results.liveLine')}</strong>
        {updated && <span className="live-updated">{updated}</span>}
      </p>
      {children}
    </div>
  );
}

/** A draw as far as its liveness goes. */
export interface LiveDraw {
  date: string;
  status: DrawStatus;
}

/**
 * Whether a view showing `draw` is live (shows `LiveLine`): while it is provisional; with `liveDate`
 * (Home's last result: the draw under way, `liveDrawAt`) also while that draw is under way and not
 * on file yet — the card shows the previous draw until the first numbers are published.
 * `undefined`: still loading; `null`: no draw on file.
 */
export function isLive(draw: LiveDraw | null | undefined, liveDate: string | null = null): boolean {
  if (draw?.status === 'provisional') return true;
  return liveDate !== null && draw !== undefined && (draw === null || draw.date < liveDate);
}
