/* @jsxRuntime automatic */
// The automatic runtime named here, not only in tsconfig: tsx (the API's `pnpm dev`, its process
// tests) applies a tsconfig to the files it includes, and the API's does not include this package.
import type { Result, TierDisagreement } from '@lotto/contracts';
import { differingNumbers } from '../disagreements.js';
import { useWords } from '../words-context.js';
import {
  type Completeness,
  disagreementText,
  isDisputedCell,
  tierCell,
  type TierCell,
} from './draw-text.js';

/*
 * A draw's numbers as the cards and the draw page show them — a missing tier, a disputed one, the
 * digit boxes, the first prize, the completeness badge — once, for the app (Home's card, /result's
 * cards) and the server's /result, in the words of `WordsContext`.
 */

/** Stands in for a tier's numbers that are not there: 'Pending' on draw day, else '—'. */
export function MissingNumbers({ cell }: { cell: 'pending' | 'not-on-file' }) {
  const words = useWords();
  if (cell === 'pending') {
    return <span className="num num-missing">{words.t('results.pending')}</span>;
  }
  return (
    <span className="num num-missing" title={words.t('results.notOnFileTitle')}>
      <span aria-hidden>—</span>
      <span className="sr-only">{words.t('results.notOnFile')}</span>
    </span>
  );
}

/**
 * A tier whose sources disagree, on a card: every source's value side by side ('96 / 06') under
 * 'Sources disagree'; the whole sentence ('Sources disagree: 96 in GLO's table, 06 in the Sanook
 * archive — check GLO's official sheet') is its title and what a screen reader reads.
 */
export function DisputedValues({ disagreement }: { disagreement: TierDisagreement }) {
  const words = useWords();
  const sentence = disagreementText(words, disagreement);
  return (
    <span className="num-disputed" title={sentence}>
      <span aria-hidden>
        <span className="num-disputed-label">{words.t('results.disputedBadge')}</span>
        {differingNumbers(disagreement).map(({ source, numbers }, i) => (
          <span key={source}>
            {i > 0 && ' / '}
            <span className="num" dir="ltr">
              {numbers.join(' ')}
            </span>
          </span>
        ))}
      </span>
      <span className="sr-only">{sentence}</span>
    </span>
  );
}

/** A titled box of one tier's numbers (front 3, last 3, last 2) on the result cards. */
export function DigitBox({ title, cell }: { title: string; cell: TierCell }) {
  return (
    <div className="digit-box">
      <h3>{title}</h3>
      {typeof cell === 'string' ? (
        <MissingNumbers cell={cell} />
      ) : isDisputedCell(cell) ? (
        <DisputedValues disagreement={cell} />
      ) : (
        cell.map((n, i) => (
          <span key={`${n}-${i}`} className="num">
            {n}
          </span>
        ))
      )}
    </div>
  );
}

/** The first prize of a card: the number, or why it is not there. */
export function Prize1Value({ cell }: { cell: TierCell }) {
  if (typeof cell === 'string') return <MissingNumbers cell={cell} />;
  if (isDisputedCell(cell)) return <DisputedValues disagreement={cell} />;
  return <div className="prize1 num">{cell[0]}</div>;
}

/** A small badge saying a draw is provisional or incomplete; the full sentence is its title. */
export function CompletenessBadge({ completeness }: { completeness: Completeness | null }) {
  if (!completeness) return null;
  return (
    <span className={`draw-badge draw-badge-${completeness.kind}`} title={completeness.notice}>
      {completeness.badge}
    </span>
  );
}

/** What {@link MainNumbers} shows of a draw. */
export type MainNumbersDraw = Pick<
  Result,
  'prize1' | 'front3' | 'last3' | 'last2' | 'status' | 'missing' | 'disagreements'
>;

/** The digit boxes' titles: Home's card is narrow ('Front 3'), /result's cards say 'Front 3 Digits'. */
const DIGIT_BOX_TITLES = {
  short: {
    front3: 'results.front3Short',
    last3: 'results.last3Short',
    last2: 'results.last2Short',
  },
  long: { front3: 'results.front3Long', last3: 'results.last3Long', last2: 'results.last2Long' },
} as const satisfies Record<string, Record<'front3' | 'last3' | 'last2', string>>;

/** Prize 1 and the three digit boxes (front 3, last 3, last 2) of a result card. */
export function MainNumbers({
  draw,
  titles,
}: {
  draw: MainNumbersDraw;
  titles: keyof typeof DIGIT_BOX_TITLES;
}) {
  const words = useWords();
  const title = DIGIT_BOX_TITLES[titles];
  return (
    <>
      <div className="prize1-row">
        <div>{words.t('results.prize1Label')}</div>
        <Prize1Value cell={tierCell(draw, 'prize1')} />
      </div>
      <div className="digit-boxes">
        <DigitBox title={words.t(title.front3)} cell={tierCell(draw, 'front3')} />
        <DigitBox title={words.t(title.last3)} cell={tierCell(draw, 'last3')} />
        <DigitBox title={words.t(title.last2)} cell={tierCell(draw, 'last2')} />
      </div>
    </>
  );
}
