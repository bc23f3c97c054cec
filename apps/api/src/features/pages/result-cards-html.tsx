/* @jsxRuntime automatic */
// Named here too: tsx run from another package (the bench) applies that package's tsconfig.
import type { Result } from '@lotto/contracts';
import type { Locale } from '@lotto/site';
import { ResultCard, resultCardLabel } from '@lotto/site/result-card';
import type { PageText } from '../../shared/page-text.js';
import { renderPieces } from './site-pieces.js';

/**
 * /result's list of draws as the app's first screen has it: each draw the app's own result card
 * (`@lotto/site/result-card`) in an article named as the app names its rows.
 */
export function resultCardsHtml(
  text: PageText,
  draws: readonly Result[],
  urlLang: Locale | undefined,
  { label }: { label: string },
): string {
  return renderPieces(
    text,
    urlLang,
    <div className="results-list results-list-static" role="feed" aria-label={label}>
      {draws.map((result) => (
        <article
          key={result.date}
          className="result-row"
          aria-label={resultCardLabel(text, result)}
        >
          <ResultCard result={result} />
        </article>
      ))}
    </div>,
  );
}
