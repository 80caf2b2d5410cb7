import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

/** One line or set of bars of a chart, a value per label. */
interface ChartSeries {
  label: string;
  values: readonly number[];
  color: string;
}

export interface ChartProps {
  /** The x axis: a label per point (a day, a store, a service). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  kind: 'lines' | 'bars';
  /** The values are cents, shown as dollars on the axis. */
  money?: boolean;
  height?: number;
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** The y axis's steps: whole orders, whole cents; never a quarter of an order. */
const STEPS = [1, 2, 5, 10, 20, 25, 50];
const STEP_INCREMENTS = [1, 100, 10_000, 1_000_000, 100_000_000].flatMap((scale) =>
  STEPS.map((step) => step * scale),
);
/** An axis label: dollars, with cents while the steps are below a dollar. */
const moneyLabel = (cents: number, step: number) =>
  (step < 100 ? dollarsAndCents : dollars).format(cents / 100);

/**
 * A chart drawn by uPlot on a canvas (docs/decisions/0091-dashboard-charts.md). It is a picture only: hidden from
 * assistive technology, whose readers get the table beside it with the same figures.
 */
export default function Chart({ labels, series, kind, money = false, height = 220 }: ChartProps) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const widthOf = () => Math.max(200, Math.floor(element.clientWidth));
    const bars = kind === 'bars' ? uPlot.paths.bars?.({ size: [0.7, 48], gap: 2 }) : undefined;
    const plot = new uPlot(
      {
        width: widthOf(),
        height,
        scales: {
          x: { time: false, range: (_plot, min, max) => [min - 0.5, max + 0.5] },
          // From zero (or below, for a negative net) to at least one order or one dollar.
          y: { range: (_plot, min, max) => [Math.min(0, min), Math.max(max, money ? 100 : 1)] },
        },
        cursor: { drag: { x: false, y: false } },
        legend: { show: series.length > 1, live: false },
        axes: [
          {
            // Whole positions only: each one's label.
            splits: () => labels.map((_label, index) => index),
            values: (_plot, splits) => splits.map((split) => labels[split] ?? ''),
            filter: (plotted, splits) => {
              const room = Math.max(
                1,
                Math.ceil((splits.length * 64) / Math.max(1, plotted.bbox.width / devicePixelRatio)),
              );
              return splits.map((split, index) => (index % room === 0 ? split : null));
            },
          },
          {
            size: money ? 72 : 44,
            incrs: STEP_INCREMENTS,
            values: (_plot, splits) => {
              const step = splits.length > 1 ? Math.abs((splits[1] ?? 0) - (splits[0] ?? 0)) : 1;
              return splits.map((split) => (money ? moneyLabel(split, step) : split.toLocaleString('en-US')));
            },
          },
        ],
        series: [
          {},
          ...series.map((line) => ({
            label: line.label,
            stroke: line.color,
            width: kind === 'bars' ? 1 : 2,
            fill: kind === 'bars' ? line.color : undefined,
            paths: bars,
            points: { show: kind === 'lines' && labels.length <= 31 },
          })),
        ],
      },
      [labels.map((_label, index) => index), ...series.map((line) => [...line.values])],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: widthOf(), height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, series, kind, money, height]);
  return <div ref={frame} className="dashboard-chart" aria-hidden="true" />;
}
