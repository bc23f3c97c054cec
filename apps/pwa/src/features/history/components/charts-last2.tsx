import { BarChart, type BarChartData, type BarChartOptions } from 'chartist';
import 'chartist/dist/index.css';
import { useEffect, useRef } from 'react';
import { t } from '@/i18n';
import type { Last2Row } from '../lib/stats';

/*
 * The last-2 bar chart of /stats, drawn by Chartist (SVG; chosen for its size: 7.4 kB gzip, against
 * 22.5 kB for uPlot and 51.5 kB for Chart.js with only its bar chart — see the PWA README). This
 * module is loaded lazily by the stats page, so the library never reaches Home.
 *
 * 100 bars need about 8 px each to stay tappable and readable: below that width (a phone) the chart
 * keeps its width and scrolls sideways, and only every tenth label (00, 10, … 90) is written.
 */

/**
 * The measure a bench reads (bench/history-bench.ts): Chartist's drawing of the chart, from its
 * 'data' event (the draw starts, a task after the chart is created or updated) to 'created'.
 */
export const CHART_MEASURE = 'history:stats:chart';
const CHART_START = 'history:stats:chart:start';

const OPTIONS: BarChartOptions = {
  height: 220,
  chartPadding: { top: 12, right: 8, bottom: 4, left: 0 },
  axisX: {
    showGrid: false,
    labelInterpolationFnc: (label: unknown, index: number) =>
      index % 10 === 0 ? String(label) : null,
  },
  axisY: { onlyInteger: true, offset: 32 },
};

/** The chart of `rows` (in number order); its text alternative is the table below it. */
export default function Last2Chart({ rows }: { rows: readonly Last2Row[] }) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<BarChart | null>(null);
  // The rows the chart draws (read by its draw handler, which outlives a render).
  const shown = useRef(rows);

  useEffect(() => {
    const element = host.current;
    if (element === null) return;
    shown.current = rows;
    const data: BarChartData = {
      labels: rows.map((row) => row.number),
      series: [rows.map((row) => row.count)],
    };
    if (chart.current === null) {
      const created = new BarChart(element, data, OPTIONS);
      created.on('data', () => performance.mark(CHART_START));
      created.on('created', () => {
        try {
          performance.measure(CHART_MEASURE, CHART_START);
        } catch {
          // The start mark was cleared (a bench clears them between runs): nothing to measure.
        }
      });
      // Each bar names its number (the table's row), so a bar can be read and checked against it.
      created.on('draw', (event) => {
        if (event.type !== 'bar') return;
        const row = shown.current[event.index];
        if (row !== undefined) event.element.attr({ 'data-number': row.number });
      });
      chart.current = created;
    } else {
      chart.current.update(data);
    }
  }, [rows]);

  useEffect(
    () => () => {
      chart.current?.detach();
      chart.current = null;
    },
    [],
  );

  return (
    // It scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    <div
      className="stats-chart-scroll"
      tabIndex={0}
      role="group"
      aria-label={t('history.chartScroll')}
    >
      <div ref={host} className="stats-chart" role="img" aria-label={t('history.chartLabel')} />
    </div>
  );
}
