/* @jsxRuntime automatic */
// The automatic runtime named here, not only in tsconfig: tsx applies the tsconfig of its cwd.
import { PageLink } from '../page-links.js';
import { SERVER_PAGES } from '../pages.js';
import { useWords } from '../words-context.js';

/** 'Full results': a card's link to its draw's page, named with the draw's date. */
export function FullResultsLink({ date }: { date: string }) {
  const words = useWords();
  return (
    <PageLink
      to={`${SERVER_PAGES.drawPrefix}${date}`}
      className="card-link"
      aria-label={words.t('results.fullResultsOf', { date: words.drawDate(date) })}
    >
      {words.t('results.fullResults')}
    </PageLink>
  );
}
