/* @jsxRuntime automatic */
// The automatic runtime named here, not only in tsconfig: tsx (the API's `pnpm dev`, its process
// tests) applies a tsconfig to the files it includes, and the API's does not include this package.
import type { Result } from '@lotto/contracts';
import type { Words } from '../words.js';
import { useWords } from '../words-context.js';
import { completenessOf } from './draw-text.js';
import { FullResultsLink } from './full-results-link.js';
import { CompletenessBadge, MainNumbers } from './tier-cells.js';

/** A result card's name for assistive technology: 'Draw 16/11/2024' (the list's row carries it). */
export function resultCardLabel(words: Words, result: Pick<Result, 'date'>): string {
  return words.t('results.cardLabel', { date: words.drawDate(result.date) });
}

/**
 * One draw as spec §2 "Result page" lays it out, with a link to the whole draw: /result's cards,
 * the app's and the server's. Plain markup and the shared panel styles, not antd's Card: /result
 * renders a dozen of these on its first screen. The list's row around it is the article (a feed's
 * items must be), named with `resultCardLabel`.
 */
export function ResultCard({ result }: { result: Result }) {
  const words = useWords();
  const date = words.drawDate(result.date);
  return (
    <div className="panel result-card">
      <div className="panel-head">
        <h2 className="result-card-title">
          <span>{words.t('results.drawDateLine', { date })}</span>
          <CompletenessBadge completeness={completenessOf(words, result)} />
        </h2>
        <FullResultsLink date={result.date} />
      </div>
      <div className="panel-body">
        <MainNumbers draw={result} titles="long" />
      </div>
    </div>
  );
}
