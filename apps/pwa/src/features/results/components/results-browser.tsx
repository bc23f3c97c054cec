import { DrawDateSchema, monthsWithDraws, type Result } from '@lotto/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type SyntheticEvent,
} from 'react';
import * as v from 'valibot';
import {
  GoToDrawView,
  JumpToMonthView,
  ResultsSearchView,
  ResultsToolbarView,
} from '@lotto/site/results-toolbar';
import { t } from '@/i18n';
import { AppPagePieces } from '@/links/app-page-pieces';
import { formatDrawDate } from '@/lib/format';
import {
  firstIndexOfMonth,
  matchResult,
  nearestDraws,
  type RowMatch,
  searchWords,
} from '../lib/results-find';
import { useResultsSearch } from '../stores/results-search-store';
import { VirtualResults, type VirtualResultsHandle } from './virtual-results';

/** Year + month pickers (only months that have draws) that scroll the list to that month. */
function JumpToMonth({
  results,
  initialYear,
  onJump,
}: {
  results: readonly Result[];
  initialYear: number | undefined;
  onJump: (year: number, month: number) => void;
}) {
  const years = useMemo(() => monthsWithDraws(results), [results]);
  const [year, setYear] = useState(() =>
    years.some((y) => y.year === initialYear) ? (initialYear ?? 0) : (years[0]?.year ?? 0),
  );
  const months = years.find((y) => y.year === year)?.months ?? [];
  const [month, setMonth] = useState(() => months[0] ?? 0);
  const yearId = useId();
  const monthId = useId();
  // A year without the chosen month falls back to that year's newest month.
  const shownMonth = months.includes(month) ? month : (months[0] ?? 0);

  return (
    <JumpToMonthView
      years={years}
      year={year}
      month={shownMonth}
      yearId={yearId}
      monthId={monthId}
      onYear={(e) => setYear(Number(e.target.value))}
      onMonth={(e) => setMonth(Number(e.target.value))}
      onSubmit={(event) => {
        event.preventDefault();
        if (shownMonth) onJump(year, shownMonth);
      }}
    />
  );
}

type GoToProblem =
  | { kind: 'invalid'; text: string }
  | { kind: 'no-draw'; date: string; before?: Result; after?: Result };

/** A date input and 'Go to draw': opens `/result/<date>`, or says there is no draw that day. */
function GoToDraw({ results }: { results: readonly Result[] }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<GoToProblem | null>(null);
  const id = useId();
  const messageId = useId();
  const newest = results[0]?.date;
  const oldest = results.at(-1)?.date;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    // A half-typed date reads as '' with badInput set: say so, rather than 'choose a date'.
    if (value === '') {
      setProblem({
        kind: 'invalid',
        text: inputRef.current?.validity.badInput
          ? t('results.enterWholeDate')
          : t('results.chooseDateFirst'),
      });
      return;
    }
    if (!v.is(DrawDateSchema, value)) {
      setProblem({ kind: 'invalid', text: t('results.enterRealDate') });
      return;
    }
    if (results.some((r) => r.date === value)) {
      setProblem(null);
      void navigate({ to: '/result/$date', params: { date: value } });
      return;
    }
    setProblem({ kind: 'no-draw', date: value, ...nearestDraws(results, value) });
  };

  return (
    <GoToDrawView
      id={id}
      messageId={messageId}
      value={value}
      min={oldest}
      max={newest}
      invalid={problem?.kind === 'invalid'}
      inputRef={inputRef}
      onChange={(e) => {
        setValue(e.target.value);
        setProblem(null);
      }}
      onSubmit={onSubmit}
      message={
        problem && (
          <>
            {problem.kind === 'invalid' && <p className="field-error">{problem.text}</p>}
            {problem.kind === 'no-draw' && (
              <>
                <p>
                  {t('results.noDrawOn', { date: formatDrawDate(problem.date) })}
                  {oldest && newest && (problem.date < oldest || problem.date > newest)
                    ? ` ${t('results.drawsRange', { from: formatDrawDate(oldest), to: formatDrawDate(newest) })}`
                    : ''}
                </p>
                {(problem.before ?? problem.after) && (
                  <p>
                    {t('results.nearestDraws')}{' '}
                    {[problem.before, problem.after]
                      .filter((draw): draw is Result => draw !== undefined)
                      .map((draw, i) => (
                        <span key={draw.date}>
                          {i > 0 && ' · '}
                          <Link
                            to="/result/$date"
                            params={{ date: draw.date }}
                            className="card-link"
                          >
                            {formatDrawDate(draw.date)}
                          </Link>
                        </span>
                      ))}
                  </p>
                )}
              </>
            )}
          </>
        )
      }
    />
  );
}

/**
 * The results list with a toolbar: jump to a year and month, go to a date's draw page, and search
 * rows by number or date (the list is virtual, so the browser's find cannot see most rows).
 */
export function ResultsBrowser({
  results,
  year,
}: {
  results: readonly Result[];
  /** Open the list at this year's newest draw (`/result?year=`). */
  year?: number | undefined;
}) {
  const listRef = useRef<VirtualResultsHandle>(null);
  const query = useResultsSearch((state) => state.query);
  const setQuery = useResultsSearch((state) => state.setQuery);
  const deferred = useDeferredValue(query);
  const searchId = useId();
  const words = useMemo(() => searchWords(deferred), [deferred]);
  const filtered = useMemo(() => {
    if (words.length === 0) return null;
    const rows: Result[] = [];
    const matches: RowMatch[] = [];
    for (const result of results) {
      const match = matchResult(result, words);
      if (match) {
        rows.push(result);
        matches.push(match);
      }
    }
    return { rows, matches };
  }, [results, words]);

  // A month is found in the whole list: a jump made while searching leaves the search first and
  // scrolls once the whole list is back.
  const pendingJump = useRef<number | null>(null);
  useEffect(() => {
    if (filtered !== null || pendingJump.current === null) return;
    listRef.current?.showRow(pendingJump.current);
    pendingJump.current = null;
  }, [filtered]);
  const jump = (year: number, month: number) => {
    const index = firstIndexOfMonth(results, year, month);
    if (index === -1) return;
    if (filtered === null) {
      listRef.current?.showRow(index);
    } else {
      pendingJump.current = index;
      setQuery('');
    }
  };

  // `/result?year=2024` (a link from the server's year index): the list opens at that year.
  const openedAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (year === undefined || openedAt.current === year) return;
    const index = results.findIndex((r) => r.date.startsWith(`${year}-`));
    if (index <= 0) return;
    // After the list's first frame: the virtualizer knows the window then.
    const frame = requestAnimationFrame(() => {
      openedAt.current = year;
      listRef.current?.showRow(index);
    });
    return () => cancelAnimationFrame(frame);
  }, [results, year]);

  return (
    <AppPagePieces>
      <ResultsToolbarView>
        <JumpToMonth results={results} initialYear={year} onJump={jump} />
        <GoToDraw results={results} />
        <ResultsSearchView
          id={searchId}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          status={
            filtered === null
              ? ''
              : filtered.rows.length === 0
                ? t('results.noMatch', { query: deferred.trim() })
                : t('results.matches', { count: filtered.rows.length, query: deferred.trim() })
          }
        />
      </ResultsToolbarView>
      {filtered === null ? (
        <VirtualResults ref={listRef} results={results} />
      ) : filtered.rows.length > 0 ? (
        <VirtualResults
          key={deferred}
          results={filtered.rows}
          matches={filtered.matches}
          label={t('results.matchingDraws')}
        />
      ) : null}
    </AppPagePieces>
  );
}
