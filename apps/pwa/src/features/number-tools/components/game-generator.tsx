import { Panel } from '@lotto/site/panel';
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
import { MAX_STATS_NUMBERS, statsNumbersSearch } from '@/links/stats-numbers';
import { currentLocale, type MessageId, t } from '@/i18n';
import { downloadBytes, HeadingFontUnavailableError, linesToPdf } from '../lib/pdf';

export const PDF_FILE_NAME = 'total_search_result.pdf';
/** The 3UP filters (spec §2: ALL, SINGLE, DOUBLE, TRIPLE), each with its label's message. */
const FILTERS = {
  ALL: 'home.filterAll',
  SINGLE: 'home.filterSingle',
  DOUBLE: 'home.filterDouble',
  TRIPLE: 'home.filterTriple',
} as const satisfies Record<ThreeUpFilter, MessageId>;
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
          <Button onClick={collapsed.onShow}>{t('home.showAll')}</Button>
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
                {numbers.length > MAX_STATS_NUMBERS
                  ? t('home.historyLinkFirst', { count: MAX_STATS_NUMBERS })
                  : t('home.historyLink')}
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
      const bytes = await linesToPdf(t('home.totalMatchResult'), matches, currentLocale());
      downloadBytes(bytes, PDF_FILE_NAME, 'application/pdf');
    } catch (error) {
      console.error('PDF failed', error);
      // Offline before the heading's font was on the device: say so, rather than a PDF without it.
      const offline = error instanceof HeadingFontUnavailableError;
      void message.error(t(offline ? 'home.pdfFontOffline' : 'home.pdfFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel title={t('home.gameGenerator')}>
      <div className="tool-controls four">
        <DigitInput
          label={t('home.digitsFor3Up')}
          value={digits}
          onChange={setDigits}
          hint={t('home.example', { example: '1234' })}
        />
        <DigitInput
          label={t('home.search3Up')}
          value={search}
          onChange={setSearch}
          hint={t('home.example', { example: '12' })}
        />
        <DigitInput
          label={t('home.searchDown')}
          value={down}
          onChange={(value) => {
            setDown(value);
            if (value !== '') setDownsShown(true);
          }}
          hint={t('home.example', { example: '7' })}
        />
        <DigitInput
          label={t('home.searchByTotal')}
          value={total}
          onChange={setTotal}
          hint={t('home.example', { example: '5' })}
        />
      </div>
      <div className="tool-actions">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={filter}
          onChange={(e) => setFilter(e.target.value as ThreeUpFilter)}
          options={(Object.keys(FILTERS) as ThreeUpFilter[]).map((f) => ({
            value: f,
            label: t(FILTERS[f]),
          }))}
          aria-label={t('home.filter3Up')}
        />
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadPdf()}
          loading={saving}
          disabled={matches.length === 0}
        >
          {t('home.downloadPdf')}
        </Button>
      </div>
      <div className="number-lists">
        <NumberList
          title={t('home.generated3Up')}
          numbers={threeUp}
          historyLink
          empty={digits.length < 3 ? t('home.typeThreeDigits') : t('home.no3UpMatch')}
        />
        <NumberList
          title={t('home.downResult')}
          numbers={downs}
          // All 100 (nothing searched) are no selection to look up.
          historyLink={inputs.down !== ''}
          empty={t('home.noDownMatch')}
          collapsed={
            downsShown
              ? undefined
              : {
                  text: t('home.downFolded'),
                  onShow: () => setDownsShown(true),
                }
          }
        />
        <NumberList
          title={t('home.totalMatchResult')}
          numbers={matches}
          historyLink
          empty={total === '' ? t('home.typeTotal') : t('home.noTotalMatch')}
        />
      </div>
    </Panel>
  );
}
