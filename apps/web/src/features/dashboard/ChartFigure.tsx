import { lazy, type ReactNode, Suspense, useId } from 'react';
import { Button } from '../../ui/Button';
import type { ChartProps } from './Chart';
import { toCsv } from './ranges';

// uPlot and its styles load with the first chart, never with another screen (docs/decisions/0091-dashboard-charts.md).
const Chart = lazy(() => import('./Chart'));

export interface FigureColumn<Row> {
  header: string;
  /** What the table shows. */
  cell: (row: Row) => ReactNode;
  /** What the CSV holds (plain numbers, dollars with two decimals). */
  csv: (row: Row) => string | number;
  numeric?: boolean;
}

interface ChartFigureProps<Row> {
  title: string;
  /** The CSV file's name. */
  file: string;
  chart: ChartProps;
  rows: readonly Row[];
  columns: ReadonlyArray<FigureColumn<Row>>;
  rowKey: (row: Row) => string;
  empty: string;
}

/** Saves text as a file the browser downloads. */
function download(file: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A chart and the table beside it with the same figures, and the figures as a CSV file
 * (docs/decisions/0091-dashboard-charts.md): the chart is a picture for the eye, the table what a screen reader reads.
 */
export function ChartFigure<Row>({
  title,
  file,
  chart,
  rows,
  columns,
  rowKey,
  empty,
}: ChartFigureProps<Row>) {
  const titleId = useId();
  return (
    <section className="dashboard-card dashboard-figure" aria-labelledby={titleId}>
      <div className="dashboard-figure__head">
        <h2 id={titleId}>{title}</h2>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            download(
              file,
              toCsv(
                columns.map((column) => column.header),
                rows.map((row) => columns.map((column) => column.csv(row))),
              ),
            )
          }
        >
          Download CSV<span className="visually-hidden"> of {title.toLowerCase()}</span>
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="dashboard-empty">{empty}</p>
      ) : (
        <div className="dashboard-figure__body">
          <Suspense fallback={<div className="dashboard-chart" style={{ height: chart.height ?? 220 }} />}>
            <Chart {...chart} />
          </Suspense>
          <section
            className="dashboard-table"
            aria-label={`${title}, table`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
            tabIndex={0}
          >
            <table>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.header} scope="col" className={column.numeric ? 'num' : undefined}>
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column, index) =>
                      index === 0 ? (
                        <th key={column.header} scope="row">
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td key={column.header} className={column.numeric ? 'num' : undefined}>
                          {column.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      )}
    </section>
  );
}
