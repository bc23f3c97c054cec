/* @jsxRuntime automatic */
// Named here too: tsx run from another package (the bench) applies that package's tsconfig.
import type { Draw } from '@lotto/contracts';
import { SERVER_PAGES } from '@lotto/site';
import { checkTickets, coverageOf, isCheckablePeriod } from '@lotto/site/verdict';
import { PageLink } from '@lotto/site/page-links';
import { CheckedCard } from '@lotto/site/verdict-view';
import { useWords } from '@lotto/site/words-context';

/** What /check's plain form checked: the ticket and the draw it was checked against. */
export interface CheckedTicket {
  draw: Draw;
  number: string;
  /** The newest draw's period date: banks still take its tickets. */
  latest: string | undefined;
}

/**
 * The plain form's verdict: the app's checked card (`@lotto/site/verdict-view`, the same component
 * the app renders, in the same words) — the prizes with their amounts, "may have won" on a
 * disputed tier, the tiers it could not check, the claim deadline counted from `today` (Bangkok)
 * and how to claim.
 */
export function CheckedTicketCard({
  checked: { draw, number, latest },
  today,
}: {
  checked: CheckedTicket;
  today: string;
}) {
  const words = useWords();
  const toCheck = { ...draw, source: 'full' as const };
  const checked = isCheckablePeriod(draw.date)
    ? { outcomes: checkTickets([number], toCheck), coverage: coverageOf(toCheck) }
    : ('sevenDigit' as const);
  return (
    <CheckedCard
      date={draw.date}
      drawDate={draw.drawDate}
      today={today}
      isNewest={draw.date === latest}
      checked={checked}
      drawLink={
        <PageLink to={`${SERVER_PAGES.drawPrefix}${draw.date}`}>
          {words.t('checker.seeFullDraw', { date: words.drawDate(draw.date) })}
        </PageLink>
      }
    />
  );
}
