import { Panel } from '@/components/ui/panel';
import {
  filter3Up,
  generate3Up,
  search3Up,
  searchDown,
  totalMatch,
  type ThreeUpFilter,
} from '@lotto/number-tools';
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Input, Radio } from 'antd';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { MAX_STATS_NUMBERS, statsNumbersSearch } from '@/lib/stats-numbers';
import { downloadBytes, linesToPdf } from '../lib/pdf';

export const PDF_FILE_NAME = 'total_search_result.pdf';
const FILTERS: ThreeUpFilter[] = ['ALL', 'SINGLE', 'DOUBLE', 'TRIPLE'];
const MAX_DIGITS = 12;

/** Spec §5: generator inputs accept digits only. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '').slice(0, MAX_DIGITS);
}

function DigitInput({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  hint: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <Input
        id={id}
        value={value}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        placeholder={hint}
        onChange={(e) => onChange(digitsOnly(e.target.value))}
      />
    </div>
  );
}

function NumberList({
  title,
  numbers,
  empty,
  collapsed,
  historyLink = false,
}: {
  title: string;
  numbers: readonly string[];
  empty: string;
  /** Shown instead of the numbers, with a 'Show all' button, while the visitor has not asked for them. */
  collapsed?: { text: string; onShow: () => void };
  /** Links /stats?numbers=…: when each of these numbers came up in past draws (issue 14). */
  historyLink?: boolean;
}) {
  const id = useId();
  return (
    <section className="number-list" aria-labelledby={id}>
      <h3 id={id}>
        {title} <span className="muted">({numbers.length})</span>
      </h3>
      {collapsed && numbers.length > 0 ? (
        <div className="tool-compact">
          <p className="muted">{collapsed.text}</p>
          <Button onClick={collapsed.onShow}>Show all</Button>
        </div>
      ) : numbers.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <>
          <ul className="number-chips" aria-label={title}>
            {numbers.map((n) => (
              <li key={n} className="num">
                {n}
              </li>
            ))}
          </ul>
          {historyLink && (
            <p className="number-list-history">
              <Link to="/stats" search={statsNumbersSearch(numbers)} aria-describedby={id}>
                See these numbers in the history
                {numbers.length > MAX_STATS_NUMBERS && ` (the first ${MAX_STATS_NUMBERS})`}
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}

/**
 * Spec §2 "Game generator": 3UP numbers from the typed digits (searched and filtered), the down
 * numbers search, and the total match over both result lists, downloadable as a PDF.
 */
export function GameGenerator() {
  const { message } = App.useApp();
  const [digits, setDigits] = useState('');
  const [search, setSearch] = useState('');
  const [down, setDown] = useState('');
  const [total, setTotal] = useState('');
  const [filter, setFilter] = useState<ThreeUpFilter>('ALL');
  const [saving, setSaving] = useState(false);
  // The 100 down numbers stay folded until the visitor searches them or asks for all (a phone's
  // Home was several screens long before anyone typed). The total match still uses all of them.
  const [downsShown, setDownsShown] = useState(false);
  const inputs = useDeferredValue({ digits, search, down, total, filter });

  const threeUp = useMemo(
    () => filter3Up(search3Up(generate3Up(inputs.digits), inputs.search), inputs.filter),
    [inputs.digits, inputs.search, inputs.filter],
  );
  const downs = useMemo(() => searchDown(inputs.down), [inputs.down]);
  const matches = useMemo(
    () => totalMatch(inputs.total, threeUp, downs),
    [inputs.total, threeUp, downs],
  );

  const downloadPdf = async () => {
    setSaving(true);
    try {
      const bytes = await linesToPdf('Total Match Result', matches);
      downloadBytes(bytes, PDF_FILE_NAME, 'application/pdf');
    } catch (error) {
      console.error('PDF failed', error);
      void message.error('The PDF could not be created.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel title="Game Generator">
      <div className="tool-controls four">
        <DigitInput label="Digits for 3UP" value={digits} onChange={setDigits} hint="e.g. 1234" />
        <DigitInput label="Search 3UP" value={search} onChange={setSearch} hint="e.g. 12" />
        <DigitInput
          label="Search down number"
          value={down}
          onChange={(value) => {
            setDown(value);
            if (value !== '') setDownsShown(true);
          }}
          hint="e.g. 7"
        />
        <DigitInput label="Search by total" value={total} onChange={setTotal} hint="e.g. 5" />
      </div>
      <div className="tool-actions">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={filter}
          onChange={(e) => setFilter(e.target.value as ThreeUpFilter)}
          options={FILTERS.map((f) => ({ value: f, label: f }))}
          aria-label="3UP filter"
        />
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadPdf()}
          loading={saving}
          disabled={matches.length === 0}
        >
          Download PDF
        </Button>
      </div>
      <div className="number-lists">
        <NumberList
          title="Generated Unique 3UP Numbers"
          numbers={threeUp}
          historyLink
          empty={
            digits.length < 3
              ? 'Type at least 3 digits to generate 3UP numbers.'
              : 'No 3UP numbers match.'
          }
        />
        <NumberList
          title="Down Numbers Search Result"
          numbers={downs}
          // All 100 (nothing searched) are no selection to look up.
          historyLink={inputs.down !== ''}
          empty="No down numbers match."
          collapsed={
            downsShown
              ? undefined
              : {
                  text: 'Every two-digit number, 00 to 99. Type to search them, or show them all.',
                  onShow: () => setDownsShown(true),
                }
          }
        />
        <NumberList
          title="Total Match Result"
          numbers={matches}
          historyLink
          empty={total === '' ? 'Type digits to search by total.' : 'No numbers match this total.'}
        />
      </div>
    </Panel>
  );
}
