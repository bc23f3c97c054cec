import { Panel } from '@/components/ui/panel';
import { searchTotals, type TotalsSearchMode } from '@lotto/number-tools';
import { Input, Radio } from 'antd';
import { useDeferredValue, useId, useMemo, useState } from 'react';

const MODES: { value: TotalsSearchMode; label: string }[] = [
  { value: 'total', label: 'Search by Total (0-9)' },
  { value: 'pair', label: 'Search by Pair' },
  { value: 'single', label: 'Search by Single Digit' },
];

/** Spec §2 "Total paper search" over TOTAL_TABLE (10 totals × 22 numbers). */
export function TotalSearch() {
  const [mode, setMode] = useState<TotalsSearchMode>('total');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const groups = useMemo(() => searchTotals(mode, deferred), [mode, deferred]);
  const modeId = useId();
  const queryId = useId();

  return (
    <Panel title="Total Paper Search">
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
            onChange={(e) => setQuery(e.target.value)}
            inputMode="numeric"
            autoComplete="off"
            allowClear
            placeholder={mode === 'total' ? '0-9' : mode === 'pair' ? 'e.g. 12' : 'e.g. 7'}
          />
        </div>
      </div>
      {groups.length === 0 ? (
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
              <h4>
                Total {group.total} <span className="muted">({group.numbers.length})</span>
              </h4>
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
