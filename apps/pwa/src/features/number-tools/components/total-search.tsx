import { Panel } from '@/components/ui/panel';
import { searchTotals, TOTAL_TABLE, type TotalsSearchMode } from '@lotto/number-tools';
import { Button, Input, Radio } from 'antd';
import { useDeferredValue, useId, useMemo, useState } from 'react';

const MODES: { value: TotalsSearchMode; label: string }[] = [
  { value: 'total', label: 'Search by Total (0-9)' },
  { value: 'pair', label: 'Search by Pair' },
  { value: 'single', label: 'Search by Single Digit' },
];

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
      title="Total Paper Search"
      extra={
        shown && query === '' ? (
          <Button type="link" onClick={() => setShown(false)}>
            Show less
          </Button>
        ) : undefined
      }
    >
      <div className="tool-controls two">
        <div>
          <span id={modeId} className="field-label">
            Search mode
          </span>
          <Radio.Group
            aria-labelledby={modeId}
            value={mode}
            options={MODES}
            onChange={(e) => setMode(e.target.value as TotalsSearchMode)}
            className="mode-options"
          />
        </div>
        <div>
          <label htmlFor={queryId} className="field-label">
            Search
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
            placeholder={mode === 'total' ? '0-9' : mode === 'pair' ? 'e.g. 12' : 'e.g. 7'}
          />
        </div>
      </div>
      {!shown ? (
        <div className="tool-compact">
          <p className="muted">
            {TABLE_SIZE} numbers in {TOTAL_TABLE.length} totals. Type above, pick a total, or show
            them all.
          </p>
          <div className="total-picks" role="group" aria-label="Show one total">
            {TOTAL_TABLE.map((group) => (
              <Button
                key={group.total}
                aria-label={`Total ${group.total}`}
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
          <Button onClick={() => setShown(true)}>Show all</Button>
        </div>
      ) : groups.length === 0 ? (
        <p className="state-text">No numbers found</p>
      ) : (
        <div className="total-groups" aria-label="Total search result" role="list">
          {groups.map((group) => (
            <section
              key={group.total}
              role="listitem"
              aria-label={`Total ${group.total}`}
              className="total-group"
            >
              <h3>
                Total {group.total} <span className="muted">({group.numbers.length})</span>
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
