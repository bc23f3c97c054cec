import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react';
import { t } from '@/i18n';
import { matchesDrawSearch } from '../lib/draw-search';

export interface DrawOption {
  /** The draw's period date, YYYY-MM-DD. */
  value: string;
  /** dd/MM/yyyy: what the field shows, and each option's `title`. */
  label: string;
  /** Every way to type its date (`drawSearchText`). */
  search: string;
}

/** At most this many draws are in the list at once: typing narrows the ≈ 875 down. */
export const DRAW_PICKER_LIMIT = 50;

/** The options to list: the matches of `query`, else a window around the picked draw. */
function listed(
  options: readonly DrawOption[],
  value: string | undefined,
  query: string,
): { shown: readonly DrawOption[]; total: number } {
  if (query.trim() === '') {
    const at = Math.max(
      0,
      options.findIndex((o) => o.value === value),
    );
    const start =
      at < DRAW_PICKER_LIMIT
        ? 0
        : Math.min(at - DRAW_PICKER_LIMIT / 2, options.length - DRAW_PICKER_LIMIT);
    return { shown: options.slice(start, start + DRAW_PICKER_LIMIT), total: options.length };
  }
  const matches = options.filter((o) => matchesDrawSearch(o.search, query));
  return { shown: matches.slice(0, DRAW_PICKER_LIMIT), total: matches.length };
}

/**
 * The checker's draw field: a text box that lists the draws (WAI-ARIA 1.2 combobox with a
 * listbox popup, focus stays in the box). Typing a date, a year or a month in English or Thai
 * narrows the list; ↓/↑ move through it, Enter picks, Escape closes, a click picks. Closed, the
 * box shows the picked draw (also its `title`); Enter then submits the form as in any text box.
 */
export function DrawPicker({
  id,
  options,
  value,
  onChange,
  onBlur,
  inputRef,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: {
  id: string;
  options: readonly DrawOption[];
  /** The picked draw's date (shown when the list is closed). */
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string | undefined;
}) {
  const listboxId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  // What is typed since the list opened; null: the box shows the picked draw.
  const [query, setQuery] = useState<string | null>(null);
  // The option the keys are on (by date); null: the first one listed.
  const [activeValue, setActiveValue] = useState<string | null>(null);

  const picked = options.find((o) => o.value === value);
  const pickedLabel = picked?.label ?? '';
  const { shown, total } = useMemo(
    () => (open ? listed(options, value, query ?? '') : { shown: [], total: 0 }),
    [open, options, value, query],
  );
  const activeIndex = Math.max(
    0,
    shown.findIndex((o) => o.value === activeValue),
  );
  const active = open ? shown[activeIndex] : undefined;
  const optionId = (option: DrawOption) => `${listboxId}-${option.value}`;

  useEffect(() => {
    if (!active) return;
    const element = listRef.current?.querySelector(`[data-value="${active.value}"]`);
    // jsdom has no scrollIntoView.
    if (element && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'nearest' });
    }
  }, [active]);

  const openList = () => {
    setOpen(true);
    setQuery('');
    setActiveValue(value ?? null);
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
    setActiveValue(null);
  };
  const pick = (option: DrawOption) => {
    onChange(option.value);
    close();
  };
  const move = (by: number) => {
    const next = shown[Math.min(Math.max(activeIndex + by, 0), shown.length - 1)];
    if (next) setActiveValue(next.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else if (!event.altKey) move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        // Closed, Enter submits the form; open, it picks the draw the keys are on.
        if (!open) break;
        event.preventDefault();
        if (active) pick(active);
        break;
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          close();
        }
        break;
      default:
        break;
    }
  };

  const note = !open
    ? ''
    : shown.length === 0
      ? t('checker.noDrawMatches')
      : total > shown.length
        ? t('checker.drawsListed', { shown: shown.length, total })
        : '';

  return (
    <div className="draw-picker">
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        className="native-text"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active) : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        title={open ? undefined : pickedLabel || undefined}
        placeholder={pickedLabel}
        value={query ?? pickedLabel}
        onFocus={(event) => event.currentTarget.select()}
        onClick={() => {
          if (!open) openList();
        }}
        onChange={(event) => {
          const text = event.target.value;
          // Typed at the end of the picked draw's date (the box was not cleared): a new search.
          setQuery(
            query === null && pickedLabel !== '' && text.startsWith(pickedLabel)
              ? text.slice(pickedLabel.length)
              : text,
          );
          setOpen(true);
          setActiveValue(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          onBlur();
        }}
      />
      <div className="draw-picker-popup" hidden={!open}>
        <ul
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-label={t('checker.drawsLabel')}
          className="draw-picker-list"
          hidden={shown.length === 0}
        >
          {shown.map((option) => (
            <li
              key={option.value}
              id={optionId(option)}
              role="option"
              aria-selected={option === active}
              title={option.label}
              data-value={option.value}
              className={`draw-picker-option${option.value === value ? ' is-picked' : ''}`}
              // The box keeps the focus: a click picks without blurring it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              {option.label}
            </li>
          ))}
        </ul>
        <p className="draw-picker-note" role="status">
          {note}
        </p>
      </div>
    </div>
  );
}
