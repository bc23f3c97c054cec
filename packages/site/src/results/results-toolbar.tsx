/* @jsxRuntime automatic */
// The automatic runtime named here, not only in tsconfig: tsx applies the tsconfig of its cwd.
import type { YearMonths } from '@lotto/contracts';
import type { ChangeEvent, SyntheticEvent, HTMLAttributes, ReactNode, Ref } from 'react';
import { fieldValue } from '../forms/form-field.js';
import { monthNameText } from '../home/calendar-words.js';
import { yearText } from '../titles.js';
import { useWords } from '../words-context.js';

/*
 * /result's toolbar — jump to a month, go to a draw, search the rows — as the app renders it
 * (apps/pwa/src/features/results/components/results-browser.tsx holds its state and handlers) and
 * the server writes it before the app runs (apps/api's /result: no handlers, the fields' first
 * values). Words from `WordsContext`; neither the router, React Query nor antd.
 */

/** The toolbar's frame: its three tools side by side (`rest`: the server marks it app-only). */
export function ResultsToolbarView({
  children,
  ...rest
}: { children: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div className="results-toolbar" {...rest}>
      {children}
    </div>
  );
}

type Submit = (event: SyntheticEvent<HTMLFormElement>) => void;
type Change<T> = (event: ChangeEvent<T>) => void;

/** Year and month pickers (only months that have draws) and 'Show month'. */
export function JumpToMonthView({
  years,
  year,
  month,
  yearId,
  monthId,
  onYear,
  onMonth,
  onSubmit,
}: {
  /** The years with draws, newest first, each with its months (`monthsWithDraws`). */
  years: readonly YearMonths[];
  year: number;
  /** One of `year`'s months. */
  month: number;
  yearId: string;
  monthId: string;
  onYear?: Change<HTMLSelectElement>;
  onMonth?: Change<HTMLSelectElement>;
  onSubmit?: Submit;
}) {
  const words = useWords();
  const months = years.find((y) => y.year === year)?.months ?? [];
  return (
    <form className="results-tool" aria-label={words.t('results.jumpToMonth')} onSubmit={onSubmit}>
      <div className="results-tool-fields">
        <div>
          <label htmlFor={yearId} className="field-label">
            {words.t('results.year')}
          </label>
          <select
            id={yearId}
            className="native-select"
            {...fieldValue(year, onYear)}
            onChange={onYear}
          >
            {years.map((y) => (
              <option key={y.year} value={y.year}>
                {yearText(String(y.year), words.lang)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={monthId} className="field-label">
            {words.t('results.month')}
          </label>
          <select
            id={monthId}
            className="native-select"
            {...fieldValue(month, onMonth)}
            onChange={onMonth}
          >
            {months.map((m) => (
              <option key={m} value={m}>
                {monthNameText(m, words.lang)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" className="btn">
        {words.t('results.showMonth')}
      </button>
    </form>
  );
}

/**
 * A date field and 'Go to draw'; `message` (what the app found: the date's problem, the nearest
 * draws) in the form's status region.
 */
export function GoToDrawView({
  id,
  messageId,
  value,
  min,
  max,
  invalid,
  message,
  inputRef,
  onChange,
  onSubmit,
}: {
  id: string;
  messageId: string;
  value: string;
  /** The oldest and newest draws' dates. */
  min: string | undefined;
  max: string | undefined;
  invalid?: boolean;
  message?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: Change<HTMLInputElement>;
  onSubmit?: Submit;
}) {
  const words = useWords();
  return (
    <form
      className="results-tool"
      aria-label={words.t('results.goToADraw')}
      noValidate
      onSubmit={onSubmit}
    >
      <div className="results-tool-fields">
        <div>
          <label htmlFor={id} className="field-label">
            {words.t('results.drawDate')}
          </label>
          <input
            ref={inputRef}
            id={id}
            type="date"
            className="native-date"
            {...fieldValue(value, onChange)}
            min={min}
            max={max}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            onChange={onChange}
          />
        </div>
      </div>
      <button type="submit" className="btn btn-primary">
        {words.t('results.goToDraw')}
      </button>
      <div id={messageId} role="status" className="results-tool-message">
        {message}
      </div>
    </form>
  );
}

/** The rows' search field (the list is virtual: the browser's find cannot see most rows). */
export function ResultsSearchView({
  id,
  value,
  status,
  onChange,
}: {
  id: string;
  value: string;
  /** What the search found, read out politely ('' while none). */
  status: string;
  onChange?: Change<HTMLInputElement>;
}) {
  const words = useWords();
  return (
    <div className="results-tool results-search" role="search">
      <label htmlFor={id} className="field-label">
        {words.t('results.searchLabel')}
      </label>
      {/* A native search field (its own clear button), not antd's Input: no antd on /result. */}
      <input
        id={id}
        type="search"
        className="native-date"
        style={{ width: '100%' }}
        enterKeyHint="search"
        {...fieldValue(value, onChange)}
        autoComplete="off"
        placeholder={words.t('results.searchPlaceholder')}
        onChange={onChange}
      />
      <p className="results-search-status" role="status">
        {status}
      </p>
    </div>
  );
}
