import { eraOf, type Result } from '@lotto/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  disputedDrawsIn,
  drawsIn,
  type HitKind,
  type LookupAnswer as Answer,
  type NumberHit,
} from '../lib/lookup';
import { t, tierName } from '@/i18n';
import { formatNumber, localYear } from '@/i18n/format-locale';
import { Trans } from '@/i18n/trans';
import { formatDrawDate } from '@/lib/format';

/** The name of what a number matched: a tier, or the end of a first prize (no prize is paid on it). */
export function hitName(kind: HitKind): string {
  if (kind === 'prize1-last3' || kind === 'prize1-last2') return t('history.prize1End');
  return tierName(kind);
}

/**
 * What a hit matched, in words: the tier's name, and 'sources disagree' when the number is only
 * some sources' value of a disputed tier (uncertain, not a win).
 */
export function hitLabel(hit: NumberHit): string {
  const name = hitName(hit.kind);
  return hit.disputed ? t('history.hitDisputed', { name }) : name;
}

/** A span of years as the active language counts them: '1990–1994' (Thai: '2533–2537'). */
function span(start: number, end: number): string {
  return start === end ? `${localYear(start)}` : `${localYear(start)}–${localYear(end)}`;
}

/** `[1990, 1991, 1992, 2008]` → '1990–1992, 2008' (Thai: Buddhist-era years). */
export function yearRanges(years: readonly number[]): string {
  const parts: string[] = [];
  let start: number | undefined;
  let end = 0;
  for (const year of years) {
    if (start !== undefined && year === end + 1) {
      end = year;
      continue;
    }
    if (start !== undefined) parts.push(span(start, end));
    start = year;
    end = year;
  }
  if (start !== undefined) parts.push(span(start, end));
  return parts.join(t('history.listSeparator'));
}

const yearOf = (date: string) => Number(date.slice(0, 4));

/** Oldest and newest year among `draws` (newest first, or any order), as the language counts years. */
function yearSpan(draws: readonly Result[]): string {
  let min = Infinity;
  let max = -Infinity;
  for (const draw of draws) {
    const year = yearOf(draw.date);
    if (year < min) min = year;
    if (year > max) max = year;
  }
  if (min === Infinity) return '';
  return span(min, max);
}

/** The winning number, the digits that matched marked (`932479` for 479: `932` + <mark>479</mark>). */
function HitNumber({ hit, query }: { hit: NumberHit; query: string }) {
  if (hit.number !== query && hit.number.endsWith(query)) {
    return (
      <span className="num lookup-hit-number" dir="ltr" translate="no">
        {hit.number.slice(0, hit.number.length - query.length)}
        <mark>{query}</mark>
      </span>
    );
  }
  return (
    <span className="num lookup-hit-number" dir="ltr" translate="no">
      <mark>{hit.number}</mark>
    </span>
  );
}

/** Every hit, newest first: date (a link to the draw), what it matched, the number. */
function HitList({ answer }: { answer: Answer }) {
  return (
    <ol className="lookup-hits" aria-label={t('history.hitsLabel', { number: answer.query })}>
      {answer.hits.map((hit) => (
        <li key={`${hit.date}-${hit.kind}`} className="lookup-hit">
          <Link
            to="/result/$date"
            params={{ date: hit.date }}
            className="lookup-hit-date"
            aria-label={t('history.drawOf', { date: formatDrawDate(hit.date) })}
          >
            {formatDrawDate(hit.date)}
          </Link>
          <span
            className={`lookup-hit-tier lookup-hit-${hit.kind}${hit.disputed ? ' lookup-hit-disputed' : ''}`}
          >
            {hitLabel(hit)}
            {hit.times > 1 && <span className="lookup-hit-times"> ×{hit.times}</span>}
          </span>
          <HitNumber hit={hit} query={answer.query} />
        </li>
      ))}
    </ol>
  );
}

/**
 * The answer to a lookup: what was searched, what could not be, and every hit newest first.
 * `tiers` is the state of the near-first and 2nd–5th prizes (6-digit lookups), shown above the
 * list; the hits among the tiers on the device show meanwhile.
 */
export function LookupAnswer({
  answer,
  light,
  tiers,
}: {
  answer: Answer;
  /** The light list the answer was computed from (for the years searched). */
  light: readonly Result[];
  tiers?: ReactNode;
}) {
  const six = answer.query.length === 6;
  const searchedDraws = six ? light.filter((d) => eraOf(d.date).checkable) : light;
  const skippedDraws = six ? light.filter((d) => !eraOf(d.date).checkable) : [];
  const shortNote =
    answer.query.length === 3
      ? t('history.compared3')
      : answer.query.length === 2
        ? t('history.compared2')
        : t('history.compared6');
  // Years still to fetch are named by the tiers' state; here only those not on file at all.
  const notHere = new Set([...answer.yearsToFetch, ...skippedDraws.map((d) => yearOf(d.date))]);
  const notOnFile = answer.yearsWithoutFullTiers.filter((year) => !notHere.has(year));
  const draws = drawsIn(answer.hits);
  const uncertain = disputedDrawsIn(answer.hits);
  return (
    <section className="lookup-answer" aria-labelledby="lookup-answer-title">
      {/* Announced as the typing changes it; the list itself is read on demand. */}
      <h2 id="lookup-answer-title" className="lookup-answer-title" aria-live="polite">
        {draws === 0 ? (
          <Trans
            id="history.noHit"
            values={{ query: answer.query }}
            components={{ 0: <span className="num" /> }}
          />
        ) : (
          <Trans
            id="history.cameUp"
            values={{ query: answer.query, count: draws, n: formatNumber(draws) }}
            components={{ 0: <span className="num" /> }}
          />
        )}
      </h2>
      <p className="lookup-searched">
        {t('history.searched', {
          count: answer.searched,
          n: formatNumber(answer.searched),
          years: yearSpan(searchedDraws),
        })}{' '}
        {shortNote}
      </p>
      {uncertain > 0 && (
        <p className="lookup-note lookup-uncertain">
          {t('history.lookupUncertain', { count: uncertain, n: formatNumber(uncertain) })}
        </p>
      )}
      {skippedDraws.length > 0 && (
        <p className="muted lookup-note">
          {t('history.sevenDigit', {
            count: skippedDraws.length,
            n: formatNumber(skippedDraws.length),
            years: yearSpan(skippedDraws),
          })}
        </p>
      )}
      {six && notOnFile.length > 0 && (
        <p className="muted lookup-note">
          {t('history.notOnFile', { years: yearRanges(notOnFile) })}
        </p>
      )}
      {tiers}
      {answer.hits.length > 0 && <HitList answer={answer} />}
    </section>
  );
}
