import { Panel } from '@lotto/site/panel';
import { searchTotals, TOTAL_TABLE, type TotalsSearchMode } from '@lotto/number-tools';
import { Button, Input, Radio } from 'antd';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { type MessageId, t } from '@/i18n';

/** The search modes (spec §2), each with its label's message. */
const MODES = {
  total: 'home.modeTotal',
  pair: 'home.modePair',
  single: 'home.modeSingle',
} as const satisfies Record<TotalsSearchMode, MessageId>;

const TABLE_SIZE = TOTAL_TABLE.reduce((sum, group) => sum + group.numbers.length, 0);

/**
 * Spec §2 "Total paper search" over TOTAL_TABLE (10 totals × 22 numbers). The table is compact
 * until the visitor searches, picks a total or asks for all of it: 220 numbers before anyone types
 * made a phone's Home several screens long. Once shown, an empty search shows every number (spec §5).
 */
export function TotalSearch() {
  const [mode, setMode] = useState<TotalsSearchMode>('total');
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(false);
  const deferred = useDeferredValue(query);
  const groups = useMemo(() => searchTotals(mode, deferred), [mode, deferred]);
  const modeId = useId();
  const queryId = useId();

  return (
    <Panel
      title={t('home.totalPaperSearch')}
      extra={
        shown && query === '' ? (
          <Button type="link" onClick={() => setShown(false)}>
            {t('home.showLess')}
          </Button>
        ) : undefined
      }
    >
      <div className="tool-controls two">
        <div>
          <span id={modeId} className="field-label">
            {t('home.searchMode')}
          </span>
          <Radio.Group
            aria-labelledby={modeId}
            value={mode}
            options={(Object.keys(MODES) as TotalsSearchMode[]).map((value) => ({
              value,
              label: t(MODES[value]),
            }))}
            onChange={(e) => setMode(e.target.value as TotalsSearchMode)}
            className="mode-options"
          />
        </div>
        <div>
          <label htmlFor={queryId} className="field-label">
            {t('home.search')}
          </label>
          <Input
            id={queryId}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              if (e.target.value !== '') setShown(true);
            }}
            inputMode="numeric"
            autoComplete="off"
            allowClear
            placeholder={
              mode === 'total'
                ? '0-9'
                : t('home.example', { example: mode === 'pair' ? '12' : '7' })
            }
          />
        </div>
      </div>
      {!shown ? (
        <div className="tool-compact">
          <p className="muted">
            {t('home.tableFolded', { numbers: TABLE_SIZE, totals: TOTAL_TABLE.length })}
          </p>
          <div className="total-picks" role="group" aria-label={t('home.showOneTotal')}>
            {TOTAL_TABLE.map((group) => (
              <Button
                key={group.total}
                aria-label={t('home.totalN', { total: group.total })}
                onClick={() => {
                  setMode('total');
                  setQuery(String(group.total));
                  setShown(true);
                }}
              >
                {group.total}
              </Button>
            ))}
          </div>
          <Button onClick={() => setShown(true)}>{t('home.showAll')}</Button>
        </div>
      ) : groups.length === 0 ? (
        <p className="state-text">{t('home.noNumbersFound')}</p>
      ) : (
        <div className="total-groups" aria-label={t('home.totalSearchResult')} role="list">
          {groups.map((group) => (
            <section
              key={group.total}
              role="listitem"
              aria-label={t('home.totalN', { total: group.total })}
              className="total-group"
            >
              <h3>
                {t('home.totalN', { total: group.total })}{' '}
                <span className="muted">({group.numbers.length})</span>
              </h3>
              <ul className="number-chips">
                {group.numbers.map((n) => (
                  <li key={n} className="num">
                    {n}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Panel>
  );
}
