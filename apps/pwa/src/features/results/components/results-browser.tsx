import { DrawDateSchema, type Result } from '@lotto/contracts';
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
import { formatDrawDate } from '@/lib/format';
import {
  firstIndexOfMonth,
  matchResult,
  monthName,
  monthsWithDraws,
  nearestDraws,
  type RowMatch,
  searchWords,
} from '../lib/results-find';
import { useResultsSearch } from '../stores/results-search-store';
import { VirtualResults, type VirtualResultsHandle } from './virtual-results';

/** Year + month pickers (only months that have draws) that scroll the list to that month. */
function JumpToMonth({
  results,
  onJump,
}: {
  results: readonly Result[];
  onJump: (year: number, month: number) => void;
}) {
  const years = useMemo(() => monthsWithDraws(results), [results]);
  const [year, setYear] = useState(() => years[0]?.year ?? 0);
  const months = years.find((y) => y.year === year)?.months ?? [];
  const [month, setMonth] = useState(() => months[0] ?? 0);
  const yearId = useId();
  const monthId = useId();
  // A year without the chosen month falls back to that year's newest month.
  const shownMonth = months.includes(month) ? month : (months[0] ?? 0);

  return (
    <form
      className="results-tool"
      aria-label="Jump to a month"
      onSubmit={(event) => {
        event.preventDefault();
        if (shownMonth) onJump(year, shownMonth);
      }}
    >
      <div className="results-tool-fields">
        <div>
          <label htmlFor={yearId} className="field-label">
            Year
          </label>
          <select
            id={yearId}
            className="native-select"
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
          >
            {years.map((y) => (
              <option key={y.year} value={y.year}>
                {y.year}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={monthId} className="field-label">
            Month
          </label>
          <select
            id={monthId}
            className="native-select"
            value={shownMonth}
            onChange={(e) => setMonth(Number(e.target.value))}
          >
            {months.map((m) => (
              <option key={m} value={m}>
                {monthName(m)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" className="btn">
        Show month
      </button>
    </form>
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
          ? 'Enter a whole date: day, month and year.'
          : 'Choose a date first.',
      });
      return;
    }
    if (!v.is(DrawDateSchema, value)) {
      setProblem({ kind: 'invalid', text: 'Enter a real date: day, month and year.' });
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
    <form className="results-tool" aria-label="Go to a draw" noValidate onSubmit={onSubmit}>
      <div className="results-tool-fields">
        <div>
          <label htmlFor={id} className="field-label">
            Draw date
          </label>
          <input
            ref={inputRef}
            id={id}
            type="date"
            className="native-date"
            value={value}
            min={oldest}
            max={newest}
            aria-invalid={problem?.kind === 'invalid' ? true : undefined}
            aria-describedby={problem ? messageId : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              setProblem(null);
            }}
          />
        </div>
      </div>
      <button type="submit" className="btn btn-primary">
        Go to draw
      </button>
      <div id={messageId} role="status" className="results-tool-message">
        {problem?.kind === 'invalid' && <p className="field-error">{problem.text}</p>}
        {problem?.kind === 'no-draw' && (
          <>
            <p>
              No draw on {formatDrawDate(problem.date)}.
              {oldest && newest && (problem.date < oldest || problem.date > newest)
                ? ` Draws on file run from ${formatDrawDate(oldest)} to ${formatDrawDate(newest)}.`
                : ''}
            </p>
            {(problem.before ?? problem.after) && (
              <p>
                Nearest draws:{' '}
                {[problem.before, problem.after]
                  .filter((draw): draw is Result => draw !== undefined)
                  .map((draw, i) => (
                    <span key={draw.date}>
                      {i > 0 && ' · '}
                      <Link to="/result/$date" params={{ date: draw.date }} className="card-link">
                        {formatDrawDate(draw.date)}
                      </Link>
                    </span>
                  ))}
              </p>
            )}
          </>
        )}
      </div>
    </form>
  );
}

/**
 * The results list with a toolbar: jump to a year and month, go to a date's draw page, and search
 * rows by number or date (the list is virtual, so the browser's find cannot see most rows).
 */
export function ResultsBrowser({ results }: { results: readonly Result[] }) {
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

  return (
    <>
      <div className="results-toolbar">
        <JumpToMonth results={results} onJump={jump} />
        <GoToDraw results={results} />
        <div className="results-tool results-search" role="search">
          <label htmlFor={searchId} className="field-label">
            Search by number or date
          </label>
          {/* A native search field (its own clear button), not antd's Input: no antd on /result. */}
          <input
            id={searchId}
            type="search"
            className="native-date"
            style={{ width: '100%' }}
            enterKeyHint="search"
            value={query}
            autoComplete="off"
            placeholder="e.g. 932479, 039, 16/11/2024, nov 2024"
            onChange={(e) => setQuery(e.target.value)}
          />
          <p className="results-search-status" role="status">
            {filtered === null
              ? ''
              : filtered.rows.length === 0
                ? `No draw matches “${deferred.trim()}”.`
                : `${filtered.rows.length} ${filtered.rows.length === 1 ? 'draw matches' : 'draws match'} “${deferred.trim()}”.`}
          </p>
        </div>
      </div>
      {filtered === null ? (
        <VirtualResults ref={listRef} results={results} />
      ) : filtered.rows.length > 0 ? (
        <VirtualResults
          key={deferred}
          results={filtered.rows}
          matches={filtered.matches}
          label="Matching draws"
        />
      ) : null}
    </>
  );
}
